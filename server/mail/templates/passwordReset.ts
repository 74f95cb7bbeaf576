import type { Locale, Translations } from '../../../domain/locales';
import { countedWords, countOf } from '../../../domain/plurals';
import { mailText, renderMail, type MailBrand, type RenderedMail } from './layout';

const texts = {
  subject: { en: 'Reset your password', it: 'Reimposta la tua password', de: 'Setze dein Passwort zurück' },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  reason: {
    en: 'we received a request to reset the password of your Terme account.',
    it: 'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Terme.',
    de: 'wir haben eine Anfrage erhalten, das Passwort deines Terme-Kontos zurückzusetzen.',
  },
  action: { en: 'Choose a new password', it: 'Scegli una nuova password', de: 'Neues Passwort wählen' },
  expiry: {
    en: 'This link can be used once and expires in {minutes}.',
    it: 'Il link può essere usato una sola volta e scade tra {minutes}.',
    de: 'Der Link kann einmal verwendet werden und läuft in {minutes} ab.',
  },
  ignore: {
    en: 'If you did not ask for this, you can ignore this mail: your password stays the same.',
    it: 'Se non hai fatto tu questa richiesta, puoi ignorare questa email: la tua password resta invariata.',
    de: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: dein Passwort bleibt unverändert.',
  },
} satisfies Record<string, Translations>;

export function passwordResetMail(
  locale: Locale,
  params: { firstName: string; url: string; minutes: number },
  brand: MailBrand,
): RenderedMail {
  return renderMail({
    locale,
    brand,
    subject: mailText(texts.subject, locale),
    greeting: mailText(texts.greeting, locale, { name: params.firstName }),
    paragraphs: [mailText(texts.reason, locale)],
    action: { label: mailText(texts.action, locale), url: params.url },
    closing: [
      mailText(texts.expiry, locale, { minutes: countOf(countedWords.minutes, locale, params.minutes) }),
      mailText(texts.ignore, locale),
    ],
  });
}
