import type { Translations } from './locales';
import type { RouteName } from './routes';

/**
 * Each public screen's meta description (what a search engine shows under the title), in the
 * three languages (decision 001). Screens behind a login, the front desk's and one-off links
 * (a password reset) share the site's description: nobody finds them through a search.
 */
export const SITE_DESCRIPTION: Translations = {
  en: 'Thermal spa hotel in Montegrotto Terme: rooms with thermal pools, spa and treatments. Book your stay or a day spa entry online.',
  it: 'Hotel termale a Montegrotto Terme: camere con piscine termali, spa e trattamenti. Prenota online il soggiorno o un ingresso day spa.',
  de: 'Thermalhotel in Montegrotto Terme: Zimmer mit Thermalbecken, Spa und Anwendungen. Buche deinen Aufenthalt oder einen Day-Spa-Eintritt online.',
};

/** The booking's base path shows the dates screen; /requests shows the change-booking form. */
const CHOOSE_DATES: Translations = {
  en: 'Choose your dates, rooms and guests and see the prices of every room and rate of the hotel at once.',
  it: "Scegli date, camere e ospiti e vedi subito i prezzi di ogni camera e tariffa dell'hotel.",
  de: 'Wähle Reisedaten, Zimmer und Gäste und sieh sofort die Preise aller Zimmer und Tarife des Hotels.',
};

const CHANGE_BOOKING: Translations = {
  en: 'Ask the hotel to change the dates or rooms of your booking.',
  it: "Chiedi all'hotel di cambiare le date o le camere della tua prenotazione.",
  de: 'Bitte das Hotel, Daten oder Zimmer deiner Buchung zu ändern.',
};

const CHECKOUT: Translations = {
  en: 'Your gift cards: who they are for, your message, and payment by card.',
  it: 'I tuoi buoni regalo: a chi sono destinati, il tuo messaggio e il pagamento con la carta.',
  de: 'Deine Gutscheine: für wen sie sind, deine Nachricht und die Zahlung mit Karte.',
};

export const PAGE_DESCRIPTIONS: Partial<Record<RouteName, Translations>> = {
  home: SITE_DESCRIPTION,
  booking: CHOOSE_DATES,
  bookingDates: CHOOSE_DATES,
  bookingRooms: {
    en: 'The rooms free on your dates, with their rates and what is included: pools, spa, breakfast, parking.',
    it: 'Le camere libere nelle tue date, con le tariffe e cosa è incluso: piscine, spa, colazione, parcheggio.',
    de: 'Die an deinen Reisedaten freien Zimmer mit ihren Tarifen und Leistungen: Becken, Spa, Frühstück, Parkplatz.',
  },
  bookingPayment: {
    en: 'Confirm your rooms and pay the deposit by card; the rest is paid at the hotel.',
    it: 'Conferma le camere e paga la caparra con la carta; il resto si paga in hotel.',
    de: 'Bestätige deine Zimmer und zahle die Anzahlung mit Karte; den Rest zahlst du im Hotel.',
  },
  daySpa: {
    en: 'A day at the thermal pools and spa without staying the night: choose the day and book your entry online.',
    it: 'Una giornata alle piscine termali e alla spa senza pernottare: scegli il giorno e prenota online il tuo ingresso.',
    de: 'Ein Tag in den Thermalbecken und im Spa ohne Übernachtung: Wähle den Tag und buche deinen Eintritt online.',
  },
  daySpaStart: {
    en: 'How many people and which day: the price per person of every day on sale, in one calendar.',
    it: 'Quante persone e quale giorno: il prezzo a persona di ogni giorno in vendita, in un solo calendario.',
    de: 'Wie viele Personen und an welchem Tag: der Preis pro Person für jeden buchbaren Tag in einem Kalender.',
  },
  daySpaAvailability: {
    en: 'The day spa time slots of the day you chose, with the price for all your people.',
    it: 'Le fasce orarie day spa del giorno scelto, con il prezzo per tutte le persone.',
    de: 'Die Day-Spa-Zeitfenster des gewählten Tages mit dem Preis für alle Personen.',
  },
  daySpaPayment: {
    en: 'Confirm your day spa entry and pay by card.',
    it: "Conferma l'ingresso day spa e paga con la carta.",
    de: 'Bestätige deinen Day-Spa-Eintritt und zahle mit Karte.',
  },
  depositPayment: {
    en: 'Pay the deposit of your reservation at the hotel by card, safely online.',
    it: 'Paga con la carta, online e in sicurezza, la caparra della tua prenotazione in hotel.',
    de: 'Zahle die Anzahlung deiner Hotelbuchung sicher online mit Karte.',
  },
  requests: CHANGE_BOOKING,
  requestsChangeBooking: CHANGE_BOOKING,
  requestsRefund: {
    en: 'Ask the hotel for a refund of your booking, with the bank account to pay it to.',
    it: "Chiedi all'hotel il rimborso della tua prenotazione, con il conto su cui riceverlo.",
    de: 'Beantrage beim Hotel die Rückerstattung deiner Buchung, mit dem Konto, auf das sie gehen soll.',
  },
  airportTransfer: {
    en: 'Book a transfer from Venice or Treviso airport to the hotel and back.',
    it: "Prenota il transfer dall'aeroporto di Venezia o Treviso all'hotel e ritorno.",
    de: 'Buche einen Transfer vom Flughafen Venedig oder Treviso zum Hotel und zurück.',
  },
  privacy: {
    en: 'How the hotel handles your personal data: what it keeps, why, for how long, and your rights.',
    it: "Come l'hotel tratta i tuoi dati personali: cosa conserva, perché, per quanto tempo, e i tuoi diritti.",
    de: 'Wie das Hotel mit deinen personenbezogenen Daten umgeht: was es speichert, warum, wie lange, und deine Rechte.',
  },
  shop: {
    en: 'Give a stay or a day at the thermal spa: gift cards with your message, sent by email with a printable card.',
    it: 'Regala un soggiorno o una giornata alle terme: buoni regalo con il tuo messaggio, inviati per email con il buono da stampare.',
    de: 'Verschenke einen Aufenthalt oder einen Tag in der Therme: Gutscheine mit deiner Nachricht, per E-Mail mit Karte zum Ausdrucken.',
  },
  shopCheckout: CHECKOUT,
  shopPersonalisation: CHECKOUT,
  shopPayment: CHECKOUT,
  shopConfirmation: CHECKOUT,
  giftCardBalance: {
    en: 'See what is left on a gift card of the hotel and until when it can be used.',
    it: "Controlla quanto resta su un buono regalo dell'hotel e fino a quando si può usare.",
    de: 'Sieh nach, wie viel auf einem Gutschein des Hotels übrig ist und bis wann er gilt.',
  },
  forgotPassword: {
    en: 'Forgot your password? Enter your email and we will send you a link to choose a new one.',
    it: 'Hai dimenticato la password? Inserisci la tua email e ti mandiamo un link per sceglierne una nuova.',
    de: 'Passwort vergessen? Gib deine E-Mail-Adresse ein und wir schicken dir einen Link für ein neues.',
  },
  register: {
    en: 'Create your account to book faster, see your reservations and check in online before you arrive.',
    it: 'Crea il tuo account per prenotare più in fretta, vedere le tue prenotazioni e fare il check-in online prima di arrivare.',
    de: 'Lege dein Konto an, um schneller zu buchen, deine Buchungen zu sehen und vor der Anreise online einzuchecken.',
  },
};
