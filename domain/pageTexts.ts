import type { Locale, Translations } from './locales';
import type { RouteName } from './routes';

/**
 * What each screen of the route manifest (domain/routes.ts) says about itself, in the three
 * languages (decision 001): its title (WCAG 2.4.2) and the description a search engine shows under
 * it. Apart from the manifest because only the page's head needs them, which the server writes and
 * the SPA keeps right after its first paint (decisions 026, 037): the manifest is in the browser's
 * entry. A route missing here is a compile error. Screens behind a login, the front desk's and
 * one-off links (a password reset) share the site's description: nobody finds them through a search.
 */
interface PageText {
  title: Translations;
  /** The site's description when absent; every public screen has its own (tests/unit/domain/pageHead.test.ts). */
  description?: Translations;
}

/** The site's name after every screen's title. */
export const SITE_NAME = 'Terme Hotel';

export const SITE_DESCRIPTION: Translations = {
  en: 'Thermal spa hotel in Montegrotto Terme: rooms with thermal pools, spa and treatments. Book your stay or a day spa entry online.',
  it: 'Hotel termale a Montegrotto Terme: camere con piscine termali, spa e trattamenti. Prenota online il soggiorno o un ingresso day spa.',
  de: 'Thermalhotel in Montegrotto Terme: Zimmer mit Thermalbecken, Spa und Anwendungen. Buche deinen Aufenthalt oder einen Day-Spa-Eintritt online.',
};

const NOT_FOUND_TITLE: Translations = {
  en: 'Page not found',
  it: 'Pagina non trovata',
  de: 'Seite nicht gefunden',
};

/** The booking's base path shows the dates screen; /requests shows the change-booking form. */
const SELECT_DATES: PageText = {
  title: { en: 'Select dates', it: 'Scegli le date', de: 'Reisedaten wählen' },
  description: {
    en: 'Choose your dates, rooms and guests and see the prices of every room and rate of the hotel at once.',
    it: "Scegli date, camere e ospiti e vedi subito i prezzi di ogni camera e tariffa dell'hotel.",
    de: 'Wähle Reisedaten, Zimmer und Gäste und sieh sofort die Preise aller Zimmer und Tarife des Hotels.',
  },
};

const CHANGE_BOOKING: PageText = {
  title: { en: 'Change booking', it: 'Modifica prenotazione', de: 'Buchung ändern' },
  description: {
    en: 'Ask the hotel to change the dates or rooms of your booking.',
    it: "Chiedi all'hotel di cambiare le date o le camere della tua prenotazione.",
    de: 'Bitte das Hotel, Daten oder Zimmer deiner Buchung zu ändern.',
  },
};

const CHECKOUT: Translations = {
  en: 'Your gift cards: who they are for, your message, and payment by card.',
  it: 'I tuoi buoni regalo: a chi sono destinati, il tuo messaggio e il pagamento con la carta.',
  de: 'Deine Gutscheine: für wen sie sind, deine Nachricht und die Zahlung mit Karte.',
};

export const PAGE_TEXTS: Record<RouteName, PageText> = {
  home: {
    title: {
      en: 'Thermal spa hotel in the Euganean Hills',
      it: 'Hotel termale sui Colli Euganei',
      de: 'Thermalhotel in den Euganeischen Hügeln',
    },
    description: SITE_DESCRIPTION,
  },
  account: { title: { en: 'My account', it: 'Il mio account', de: 'Mein Konto' } },
  forgotPassword: {
    title: { en: 'Reset your password', it: 'Reimposta la password', de: 'Passwort zurücksetzen' },
    description: {
      en: 'Forgot your password? Enter your email and we will send you a link to choose a new one.',
      it: 'Hai dimenticato la password? Inserisci la tua email e ti mandiamo un link per sceglierne una nuova.',
      de: 'Passwort vergessen? Gib deine E-Mail-Adresse ein und wir schicken dir einen Link für ein neues.',
    },
  },
  resetPassword: {
    title: { en: 'Choose a new password', it: 'Scegli una nuova password', de: 'Neues Passwort wählen' },
  },
  privacy: {
    title: { en: 'Privacy policy', it: 'Informativa sulla privacy', de: 'Datenschutzerklärung' },
    description: {
      en: 'How the hotel handles your personal data: what it keeps, why, for how long, and your rights.',
      it: "Come l'hotel tratta i tuoi dati personali: cosa conserva, perché, per quanto tempo, e i tuoi diritti.",
      de: 'Wie das Hotel mit deinen personenbezogenen Daten umgeht: was es speichert, warum, wie lange, und deine Rechte.',
    },
  },
  accessibility: {
    title: {
      en: 'Accessibility statement',
      it: 'Dichiarazione di accessibilità',
      de: 'Erklärung zur Barrierefreiheit',
    },
    description: {
      en: 'How the hotel’s website meets WCAG 2.2 AA, what we know does not yet, and how to report a barrier.',
      it: 'Come il sito dell’hotel rispetta le WCAG 2.2 AA, cosa sappiamo che ancora non va e come segnalare una barriera.',
      de: 'Wie die Website des Hotels WCAG 2.2 AA erfüllt, was noch nicht, und wie du eine Barriere meldest.',
    },
  },
  register: {
    title: { en: 'Register', it: 'Registrati', de: 'Registrieren' },
    description: {
      en: 'Create your account to book faster, see your reservations and check in online before you arrive.',
      it: 'Crea il tuo account per prenotare più in fretta, vedere le tue prenotazioni e fare il check-in online prima di arrivare.',
      de: 'Lege dein Konto an, um schneller zu buchen, deine Buchungen zu sehen und vor der Anreise online einzuchecken.',
    },
  },
  depositPayment: {
    title: { en: 'Deposit payment', it: 'Pagamento acconto', de: 'Anzahlung' },
    description: {
      en: 'Pay the deposit of your reservation at the hotel by card, safely online.',
      it: 'Paga con la carta, online e in sicurezza, la caparra della tua prenotazione in hotel.',
      de: 'Zahle die Anzahlung deiner Hotelbuchung sicher online mit Karte.',
    },
  },
  booking: SELECT_DATES,
  bookingDates: SELECT_DATES,
  bookingRooms: {
    title: { en: 'Choose your rooms', it: 'Scegli le camere', de: 'Zimmer wählen' },
    description: {
      en: 'The rooms free on your dates, with their rates and what is included: pools, spa, breakfast, parking.',
      it: 'Le camere libere nelle tue date, con le tariffe e cosa è incluso: piscine, spa, colazione, parcheggio.',
      de: 'Die an deinen Reisedaten freien Zimmer mit ihren Tarifen und Leistungen: Becken, Spa, Frühstück, Parkplatz.',
    },
  },
  bookingPayment: {
    title: { en: 'Your details and deposit', it: 'I tuoi dati e la caparra', de: 'Deine Daten und Anzahlung' },
    description: {
      en: 'Confirm your rooms and pay the deposit by card; the rest is paid at the hotel.',
      it: 'Conferma le camere e paga la caparra con la carta; il resto si paga in hotel.',
      de: 'Bestätige deine Zimmer und zahle die Anzahlung mit Karte; den Rest zahlst du im Hotel.',
    },
  },
  roomReservation: {
    title: { en: 'Your room reservation', it: 'La tua prenotazione', de: 'Deine Zimmerbuchung' },
  },
  checkIn: { title: { en: 'Online check-in', it: 'Check-in online', de: 'Online-Check-in' } },
  admin: { title: { en: 'Front desk: arrivals', it: 'Reception: arrivi', de: 'Rezeption: Anreisen' } },
  adminReservation: {
    title: { en: 'Front desk: reservation', it: 'Reception: prenotazione', de: 'Rezeption: Buchung' },
  },
  adminPoliceReport: {
    title: { en: 'Front desk: police report', it: 'Reception: schedine alloggiati', de: 'Rezeption: Polizeimeldung' },
  },
  adminRequests: {
    title: {
      en: 'Front desk: guest requests',
      it: 'Reception: richieste degli ospiti',
      de: 'Rezeption: Anfragen der Gäste',
    },
  },
  adminActions: {
    title: {
      en: 'Front desk: staff actions',
      it: 'Reception: operazioni del personale',
      de: 'Rezeption: Aktionen des Personals',
    },
  },
  adminPages: { title: { en: 'Front desk: pages', it: 'Reception: pagine', de: 'Rezeption: Seiten' } },
  adminStaff: { title: { en: 'Back office: staff', it: 'Gestionale: personale', de: 'Verwaltung: Personal' } },
  adminTouristTax: {
    title: { en: 'Front desk: tourist tax', it: 'Reception: imposta di soggiorno', de: 'Rezeption: Kurtaxe' },
  },
  adminGiftCards: {
    title: { en: 'Front desk: gift cards', it: 'Reception: buoni regalo', de: 'Rezeption: Gutscheine' },
  },
  adminCityTax: {
    title: {
      en: 'Back office: city-tax rules',
      it: "Gestionale: regole dell'imposta di soggiorno",
      de: 'Verwaltung: Kurtaxe-Regeln',
    },
  },
  adminIstat: {
    title: { en: 'Front desk: ISTAT movement', it: 'Reception: movimento ISTAT', de: 'Rezeption: ISTAT-Bewegung' },
  },
  adminSeasons: {
    title: { en: 'Back office: seasons', it: 'Gestionale: stagioni', de: 'Verwaltung: Saisons' },
  },
  adminPromoCodes: {
    title: {
      en: 'Back office: promo codes',
      it: 'Gestionale: codici promozionali',
      de: 'Verwaltung: Aktionscodes',
    },
  },
  adminSettings: {
    title: {
      en: 'Back office: site settings',
      it: 'Gestionale: impostazioni del sito',
      de: 'Verwaltung: Website-Einstellungen',
    },
  },
  adminGiftCardProducts: {
    title: {
      en: 'Back office: gift-card products',
      it: 'Gestionale: prodotti carta regalo',
      de: 'Verwaltung: Geschenkkarten-Produkte',
    },
  },
  adminAddOns: {
    title: { en: 'Back office: add-ons', it: 'Gestionale: extra', de: 'Verwaltung: Extras' },
  },
  adminDaySpa: {
    title: { en: 'Back office: day spa', it: 'Gestionale: day spa', de: 'Verwaltung: Day Spa' },
  },
  adminRooms: {
    title: { en: 'Back office: rooms', it: 'Gestionale: camere', de: 'Verwaltung: Zimmer' },
  },
  adminRatePlans: {
    title: { en: 'Rate plans', it: 'Piani tariffari', de: 'Ratenpläne' },
  },
  adminPricingRules: {
    title: { en: 'Pricing rules', it: 'Regole di prezzo', de: 'Preisregeln' },
  },
  adminCalendar: {
    title: { en: 'Rates and availability', it: 'Tariffe e disponibilità', de: 'Preise und Verfügbarkeit' },
  },
  adminSpaDay: {
    title: { en: 'The spa’s day', it: 'La giornata della spa', de: 'Der Tag im Spa' },
  },
  adminSpaCatalogue: {
    title: { en: 'The spa’s catalogue', it: 'Il catalogo della spa', de: 'Der Spa-Katalog' },
  },
  adminSsnCure: {
    title: { en: 'SSN cures', it: 'Cure SSN', de: 'SSN-Kuren' },
  },
  adminPage: {
    title: { en: 'Front desk: edit page', it: 'Reception: modifica pagina', de: 'Rezeption: Seite bearbeiten' },
  },
  daySpa: {
    title: { en: 'Day spa', it: 'Day spa', de: 'Day Spa' },
    description: {
      en: 'A day at the thermal pools and spa without staying the night: choose the day and book your entry online.',
      it: 'Una giornata alle piscine termali e alla spa senza pernottare: scegli il giorno e prenota online il tuo ingresso.',
      de: 'Ein Tag in den Thermalbecken und im Spa ohne Übernachtung: Wähle den Tag und buche deinen Eintritt online.',
    },
  },
  daySpaStart: {
    title: { en: 'Day spa: people and day', it: 'Day spa: persone e giorno', de: 'Day Spa: Personen und Tag' },
    description: {
      en: 'How many people and which day: the price per person of every day on sale, in one calendar.',
      it: 'Quante persone e quale giorno: il prezzo a persona di ogni giorno in vendita, in un solo calendario.',
      de: 'Wie viele Personen und an welchem Tag: der Preis pro Person für jeden buchbaren Tag in einem Kalender.',
    },
  },
  daySpaAvailability: {
    title: { en: 'Day spa: time slots', it: 'Day spa: fasce orarie', de: 'Day Spa: Zeitfenster' },
    description: {
      en: 'The day spa time slots of the day you chose, with the price for all your people.',
      it: 'Le fasce orarie day spa del giorno scelto, con il prezzo per tutte le persone.',
      de: 'Die Day-Spa-Zeitfenster des gewählten Tages mit dem Preis für alle Personen.',
    },
  },
  daySpaPayment: {
    title: { en: 'Day spa: payment', it: 'Day spa: pagamento', de: 'Day Spa: Zahlung' },
    description: {
      en: 'Confirm your day spa entry and pay by card.',
      it: "Conferma l'ingresso day spa e paga con la carta.",
      de: 'Bestätige deinen Day-Spa-Eintritt und zahle mit Karte.',
    },
  },
  shop: {
    title: { en: 'Gift cards', it: 'Buoni regalo', de: 'Gutscheine' },
    description: {
      en: 'Give a stay or a day at the thermal spa: gift cards with your message, sent by email with a printable card.',
      it: 'Regala un soggiorno o una giornata alle terme: buoni regalo con il tuo messaggio, inviati per email con il buono da stampare.',
      de: 'Verschenke einen Aufenthalt oder einen Tag in der Therme: Gutscheine mit deiner Nachricht, per E-Mail mit Karte zum Ausdrucken.',
    },
  },
  shopCheckout: { title: { en: 'Checkout', it: 'Cassa', de: 'Kasse' }, description: CHECKOUT },
  shopPersonalisation: {
    title: {
      en: 'Checkout: gift card recipients',
      it: 'Cassa: destinatari dei buoni',
      de: 'Kasse: Empfänger der Gutscheine',
    },
    description: CHECKOUT,
  },
  shopPayment: {
    title: { en: 'Checkout: payment', it: 'Cassa: pagamento', de: 'Kasse: Zahlung' },
    description: CHECKOUT,
  },
  shopConfirmation: {
    title: { en: 'Checkout: thank you', it: 'Cassa: grazie', de: 'Kasse: vielen Dank' },
    description: CHECKOUT,
  },
  giftCardBalance: {
    title: { en: 'Gift card balance', it: 'Saldo del buono regalo', de: 'Guthaben des Gutscheins' },
    description: {
      en: 'See what is left on a gift card of the hotel and until when it can be used.',
      it: "Controlla quanto resta su un buono regalo dell'hotel e fino a quando si può usare.",
      de: 'Sieh nach, wie viel auf einem Gutschein des Hotels übrig ist und bis wann er gilt.',
    },
  },
  productReservation: {
    title: { en: 'Your day spa reservation', it: 'La tua prenotazione day spa', de: 'Deine Day-Spa-Reservierung' },
  },
  requests: CHANGE_BOOKING,
  requestsChangeBooking: CHANGE_BOOKING,
  requestsRefund: {
    title: { en: 'Request a refund', it: 'Chiedi un rimborso', de: 'Rückerstattung beantragen' },
    description: {
      en: 'Ask the hotel for a refund of your booking, with the bank account to pay it to.',
      it: "Chiedi all'hotel il rimborso della tua prenotazione, con il conto su cui riceverlo.",
      de: 'Beantrage beim Hotel die Rückerstattung deiner Buchung, mit dem Konto, auf das sie gehen soll.',
    },
  },
  requestsAccessibilityBarrier: {
    title: { en: 'Report a barrier', it: 'Segnala una barriera', de: 'Barriere melden' },
    description: {
      en: 'Tell the hotel what on its website got in your way: the front desk answers and we fix it.',
      it: 'Segnala all’hotel che cosa del sito ti ha ostacolato: la reception ti risponde e noi lo correggiamo.',
      de: 'Sag dem Hotel, was dich auf seiner Website behindert hat: die Rezeption antwortet und wir beheben es.',
    },
  },
  airportTransfer: {
    title: { en: 'Airport transfer', it: 'Transfer aeroporto', de: 'Flughafentransfer' },
    description: {
      en: 'Book a transfer from Venice or Treviso airport to the hotel and back.',
      it: "Prenota il transfer dall'aeroporto di Venezia o Treviso all'hotel e ritorno.",
      de: 'Buche einen Transfer vom Flughafen Venedig oder Treviso zum Hotel und zurück.',
    },
  },
  bonusPreference: { title: { en: 'Your bonus terme', it: 'Il tuo bonus terme', de: 'Dein Bonus Terme' } },
  accessTokens: {
    title: { en: 'Personal access tokens', it: 'Token di accesso personali', de: 'Persönliche Zugriffstokens' },
  },
  statecharts: {
    title: {
      en: 'Statecharts of the journeys',
      it: 'Diagrammi di stato dei percorsi',
      de: 'Zustandsdiagramme der Abläufe',
    },
  },
};

/** '{screen} · Terme Hotel' in the route's language; the not-found screen without a route. */
export function pageTitle(name: RouteName | null, locale: Locale): string {
  return `${(name ? PAGE_TEXTS[name].title : NOT_FOUND_TITLE)[locale]} · ${SITE_NAME}`;
}
