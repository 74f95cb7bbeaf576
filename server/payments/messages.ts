import type { Translations } from '../../domain/locales';
import type { FailureCode } from './gateway';

/** Why a payment failed, as the guest reads it (402 `{error}`). German uses "du". */
export const failureMessages: Record<FailureCode, Translations> = {
  card_declined: {
    en: 'Your card was declined. Please try another card.',
    it: 'La carta è stata rifiutata. Prova con un’altra carta.',
    de: 'Deine Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.',
  },
  insufficient_funds: {
    en: 'Your card has insufficient funds. Please try another card.',
    it: 'La carta non ha fondi sufficienti. Prova con un’altra carta.',
    de: 'Deine Karte ist nicht ausreichend gedeckt. Bitte versuche es mit einer anderen Karte.',
  },
  authentication_failed: {
    en: 'The card authentication failed. Please try again or use another card.',
    it: 'L’autenticazione della carta non è riuscita. Riprova o usa un’altra carta.',
    de: 'Die Authentifizierung der Karte ist fehlgeschlagen. Bitte versuche es erneut oder nutze eine andere Karte.',
  },
  expired_card: {
    en: 'Your card has expired. Please use another card.',
    it: 'La carta è scaduta. Usa un’altra carta.',
    de: 'Deine Karte ist abgelaufen. Bitte nutze eine andere Karte.',
  },
  invalid_card: {
    en: 'The card details are not valid. Please check them and try again.',
    it: 'I dati della carta non sono validi. Controllali e riprova.',
    de: 'Die Kartendaten sind ungültig. Bitte prüfe sie und versuche es erneut.',
  },
  incorrect_cvc: {
    en: 'The security code of your card is incorrect.',
    it: 'Il codice di sicurezza della carta non è corretto.',
    de: 'Der Sicherheitscode deiner Karte ist falsch.',
  },
  processing_error: {
    en: 'The payment could not be processed. Please try again in a moment.',
    it: 'Non è stato possibile elaborare il pagamento. Riprova tra poco.',
    de: 'Die Zahlung konnte nicht verarbeitet werden. Bitte versuche es gleich noch einmal.',
  },
};

export const paymentMessages = {
  gatewayUnavailable: {
    en: 'The payment service is not reachable right now. Please try again in a moment.',
    it: 'Il servizio di pagamento non è raggiungibile. Riprova tra poco.',
    de: 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  },
  paymentMissing: {
    en: 'Please enter your card details.',
    it: 'Inserisci i dati della carta.',
    de: 'Bitte gib deine Kartendaten ein.',
  },
  intentUnknown: {
    en: 'This payment does not belong to this purchase. Please enter your card again.',
    it: 'Questo pagamento non appartiene a questo acquisto. Inserisci di nuovo la carta.',
    de: 'Diese Zahlung gehört nicht zu diesem Kauf. Bitte gib deine Karte erneut ein.',
  },
  notFree: {
    en: 'The total has changed and is no longer zero. Please reload the page.',
    it: 'Il totale è cambiato e non è più zero. Ricarica la pagina.',
    de: 'Der Gesamtbetrag hat sich geändert und ist nicht mehr null. Bitte lade die Seite neu.',
  },
  inProgress: {
    en: 'This payment is still being processed. Please wait a moment.',
    it: 'Questo pagamento è ancora in elaborazione. Attendi un momento.',
    de: 'Diese Zahlung wird noch verarbeitet. Bitte warte einen Moment.',
  },
  refunded: {
    en: 'We could not complete this booking, so your payment has been refunded in full. Please start again.',
    it: 'Non abbiamo potuto completare la prenotazione, quindi il pagamento è stato rimborsato per intero. Ricomincia, per favore.',
    de: 'Wir konnten diese Buchung nicht abschließen, daher wurde deine Zahlung vollständig erstattet. Bitte beginne von vorn.',
  },
  holdExpired: {
    en: 'The time to complete this payment has run out. Nothing was charged; please start again.',
    it: 'Il tempo per completare il pagamento è scaduto. Nessun addebito è stato effettuato; ricomincia.',
    de: 'Die Zeit für diese Zahlung ist abgelaufen. Es wurde nichts abgebucht; bitte beginne von vorn.',
  },
} satisfies Record<string, Translations>;
