import type { Translations } from '../../../domain/locales';

export const accessTokenMessages = {
  tooManyTokens: {
    en: 'You already have {max} active tokens. Please delete one first.',
    it: 'Hai già {max} token attivi. Eliminane prima uno.',
    de: 'Du hast bereits {max} aktive Tokens. Bitte lösche zuerst eines.',
  },
  tokenNotFound: {
    en: 'This token does not exist.',
    it: 'Questo token non esiste.',
    de: 'Dieses Token gibt es nicht.',
  },
  tokenInvalid: {
    en: 'The access token is missing, malformed, revoked or expired.',
    it: 'Il token di accesso manca, non è valido, è stato revocato o è scaduto.',
    de: 'Das Zugriffstoken fehlt, ist ungültig, widerrufen oder abgelaufen.',
  },
  scopeMissing: {
    en: 'This token lacks the scope "{scope}".',
    it: 'Questo token non ha il permesso "{scope}".',
    de: 'Diesem Token fehlt die Berechtigung "{scope}".',
  },
  notForTokens: {
    en: 'This request cannot be made with an access token.',
    it: 'Questa richiesta non si può fare con un token di accesso.',
    de: 'Diese Anfrage ist mit einem Zugriffstoken nicht möglich.',
  },
  cardNotForTokens: {
    en: 'With an access token a reservation can be paid only by gift card or cost nothing; pay by card on the website.',
    it: 'Con un token di accesso una prenotazione si può pagare solo con una carta regalo o se è gratuita; paga con la carta sul sito.',
    de: 'Mit einem Zugriffstoken kann eine Buchung nur per Geschenkkarte bezahlt werden oder muss kostenlos sein; bezahle per Karte auf der Website.',
  },
} satisfies Record<string, Translations>;
