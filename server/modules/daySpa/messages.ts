import type { Translations } from '../../../domain/locales';

/** What the day-spa module says to people, in each language. */
export const daySpaMessages = {
  productNotFound: {
    en: 'This product does not exist.',
    it: 'Questo prodotto non esiste.',
    de: 'Dieses Produkt gibt es nicht.',
  },
  reservationNotFound: {
    en: 'Reservation not found.',
    it: 'Prenotazione non trovata.',
    de: 'Reservierung nicht gefunden.',
  },
  dayClosed: {
    en: 'The day spa is closed on this day: choose another one.',
    it: 'La day spa è chiusa in questo giorno: scegline un altro.',
    de: 'Das Day Spa ist an diesem Tag geschlossen: Wähle einen anderen.',
  },
  slotNotFound: {
    en: 'This time slot does not exist on the chosen date.',
    it: 'Questa fascia oraria non esiste nella data scelta.',
    de: 'Dieses Zeitfenster gibt es am gewählten Tag nicht.',
  },
  notEnoughPlaces: {
    en: 'Not available, try another date',
    it: 'Non Disponibile, prova un altra data',
    de: 'Nicht verfügbar, versuche ein anderes Datum',
  },
  tooManyPeople: {
    en: 'A reservation of this time slot takes at most {max} people.',
    it: 'Una prenotazione di questa fascia oraria può includere al massimo {max} persone.',
    de: 'Eine Reservierung dieses Zeitfensters umfasst höchstens {max} Personen.',
  },
  tooFewPeople: {
    en: 'A reservation of this entry takes at least {min} people.',
    it: 'Una prenotazione di questo ingresso include almeno {min} persone.',
    de: 'Eine Reservierung dieses Eintritts umfasst mindestens {min} Personen.',
  },
  salesClosed: {
    en: 'This time slot is no longer on sale: sales ended at {time}. Please choose another date.',
    it: 'Questa fascia oraria non è più in vendita: le vendite sono terminate alle {time}. Scegli un’altra data.',
    de: 'Dieses Zeitfenster ist nicht mehr buchbar: der Verkauf endete um {time} Uhr. Bitte wähle ein anderes Datum.',
  },
  holdLost: {
    en: 'Your reservation expired before the payment was completed and the places have been taken. Please contact us.',
    it: 'La prenotazione è scaduta prima del pagamento e i posti sono stati occupati. Contattaci.',
    de: 'Deine Reservierung ist vor der Zahlung abgelaufen und die Plätze sind vergeben. Bitte kontaktiere uns.',
  },
  reserved: {
    en: 'Thank you! Your reservation {number} is confirmed.',
    it: 'Grazie! La tua prenotazione {number} è confermata.',
    de: 'Vielen Dank! Deine Reservierung {number} ist bestätigt.',
  },
  defaultSlotTitle: { en: 'Full day 9am-6:30pm', it: 'Giornaliero h.9-18:30', de: 'Ganztägig 9-18:30 Uhr' },
  paymentDescription: {
    en: 'Day spa reservation {number}',
    it: 'Prenotazione day spa {number}',
    de: 'Day-Spa-Reservierung {number}',
  },
  // The confirmation mail
  mailSubject: {
    en: 'Your day spa reservation {number}',
    it: 'La tua prenotazione day spa {number}',
    de: 'Deine Day-Spa-Reservierung {number}',
  },
  mailHeading: {
    en: 'Your day at the spa is booked',
    it: 'La tua giornata alle terme è prenotata',
    de: 'Dein Tag in der Therme ist gebucht',
  },
  mailGreeting: { en: 'Dear {name},', it: 'Gentile {name},', de: 'Hallo {name},' },
  mailIntro: {
    en: 'thank you for your reservation {number}. Here are the details:',
    it: 'grazie per la tua prenotazione {number}. Ecco i dettagli:',
    de: 'vielen Dank für deine Reservierung {number}. Hier sind die Details:',
  },
  mailProduct: { en: 'Entry', it: 'Ingresso', de: 'Eintritt' },
  mailDate: { en: 'Date', it: 'Data', de: 'Datum' },
  mailSlot: { en: 'Time slot', it: 'Fascia oraria', de: 'Zeitfenster' },
  mailPeople: { en: 'People', it: 'Persone', de: 'Personen' },
  mailEntries: {
    en: '{product}, {people} × {price}',
    it: '{product}, {people} × {price}',
    de: '{product}, {people} × {price}',
  },
  mailVoucher: { en: 'Bonus voucher', it: 'Buono bonus', de: 'Bonus-Gutschein' },
  mailDiscount: { en: 'Your discount ({percent}%)', it: 'Il tuo sconto ({percent}%)', de: 'Dein Rabatt ({percent} %)' },
  mailPaid: { en: 'Paid by card', it: 'Pagato con carta', de: 'Mit Karte bezahlt' },
  mailRulesHeading: { en: 'Good to know', it: 'Da sapere', de: 'Gut zu wissen' },
  mailRules: {
    en: 'Please bring a swimming cap and slippers: both are mandatory.',
    it: 'Porta cuffia e ciabatte: sono obbligatorie.',
    de: 'Bitte bring Badekappe und Badeschuhe mit: beides ist Pflicht.',
  },
  mailNoReentry: {
    en: 'Entry is valid from when you enter to when you leave, with no re-entry the same day.',
    it: "L'ingresso è valido dall'entrata all'uscita, senza rientro nello stesso giorno.",
    de: 'Der Eintritt gilt vom Betreten bis zum Verlassen, ohne Wiedereintritt am selben Tag.',
  },
  mailInfants: {
    en: 'Babies up to one year old are free: add them, and the people coming with you, on your reservation page.',
    it: 'I bambini fino a un anno entrano gratis: aggiungili, insieme alle persone che verranno con te, dalla pagina della prenotazione.',
    de: 'Babys bis zu einem Jahr sind frei: füge sie und die Personen, die mitkommen, auf deiner Reservierungsseite hinzu.',
  },
  mailAction: { en: 'Open my reservation', it: 'Apri la mia prenotazione', de: 'Meine Reservierung öffnen' },
} satisfies Record<string, Translations>;
