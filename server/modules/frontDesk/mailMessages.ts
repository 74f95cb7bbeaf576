import type { Translations } from '../../../domain/locales';

/** The answers of the front desk's list of mails that could not be sent. */
export const mailMessages = {
  notFound: { en: 'Mail not found.', it: 'Email non trovata.', de: 'E-Mail nicht gefunden.' },
  notFailed: {
    en: 'This mail has not failed: it is sent or still being tried, so there is nothing to send again.',
    it: 'Questa email non è fallita: è già inviata o ancora in corso di invio, non c’è nulla da rinviare.',
    de: 'Diese E-Mail ist nicht fehlgeschlagen: Sie ist versendet oder wird noch zugestellt, es gibt nichts erneut zu senden.',
  },
  bodyForgotten: {
    en: 'This mail carried a secret (a gift card code or a password link) that was deleted for privacy: it cannot be sent again.',
    it: 'Questa email conteneva un dato riservato (un codice di buono regalo o un link per la password) cancellato per la privacy: non può essere rinviata.',
    de: 'Diese E-Mail enthielt ein Geheimnis (einen Gutscheincode oder einen Passwort-Link), das aus Datenschutzgründen gelöscht wurde: Sie kann nicht erneut gesendet werden.',
  },
} satisfies Record<string, Translations>;
