import type { Translations } from '../locales';

/** The spa schedule's own messages (docs/product.md §16), next to a field or as the answer's message. */
export const spaMessages = {
  timeInvalid: {
    en: 'Enter a time as HH:MM.',
    it: 'Inserisci un orario nel formato HH:MM.',
    de: 'Gib eine Uhrzeit als HH:MM ein.',
  },
  endsBeforeStart: {
    en: 'The end must come after the start.',
    it: 'La fine deve venire dopo l’inizio.',
    de: 'Das Ende muss nach dem Beginn liegen.',
  },
  durationRange: {
    en: 'The duration is 5 to 480 minutes, in steps of 5.',
    it: 'La durata va da 5 a 480 minuti, a passi di 5.',
    de: 'Die Dauer beträgt 5 bis 480 Minuten, in 5er-Schritten.',
  },
  priceInvalid: {
    en: 'Enter a price of 0 or more, in cents.',
    it: 'Inserisci un prezzo di 0 o più, in centesimi.',
    de: 'Gib einen Preis ab 0 ein, in Cent.',
  },
  vatInvalid: {
    en: 'The VAT rate is a whole percentage from 0 to 100.',
    it: 'L’aliquota IVA è una percentuale intera da 0 a 100.',
    de: 'Der Mehrwertsteuersatz ist ein ganzer Prozentsatz von 0 bis 100.',
  },
  nameRequired: { en: 'The name is required.', it: 'Il nome è obbligatorio.', de: 'Der Name ist erforderlich.' },
  kindRequired: {
    en: 'Say what kind it is (a word such as “massage”).',
    it: 'Indica di che tipo è (una parola come “massaggio”).',
    de: 'Gib die Art an (ein Wort wie „Massage“).',
  },
  skillsRequired: {
    en: 'Give at least one skill.',
    it: 'Indica almeno una competenza.',
    de: 'Gib mindestens eine Fähigkeit an.',
  },
  slotTaken: {
    en: 'This time has just been taken: choose another one.',
    it: 'Questo orario è appena stato preso: scegline un altro.',
    de: 'Diese Zeit wurde gerade vergeben: wähle eine andere.',
  },
  slotNotFree: {
    en: 'No therapist and cabin are free for the whole treatment at this time: choose another one.',
    it: 'A quest’ora nessun terapista e nessuna cabina sono liberi per tutto il trattamento: scegli un altro orario.',
    de: 'Zu dieser Zeit sind kein Therapeut und keine Kabine für die ganze Behandlung frei: wähle eine andere.',
  },
  outsideStay: {
    en: 'The treatment must fall within the guest’s stay (arrival to departure day).',
    it: 'Il trattamento deve cadere nel soggiorno dell’ospite (dal giorno di arrivo a quello di partenza).',
    de: 'Die Behandlung muss in den Aufenthalt des Gastes fallen (Anreise- bis Abreisetag).',
  },
  reservationNotFound: {
    en: 'No confirmed reservation has this number.',
    it: 'Nessuna prenotazione confermata ha questo numero.',
    de: 'Keine bestätigte Reservierung hat diese Nummer.',
  },
  treatmentNotFound: { en: 'Treatment not found.', it: 'Trattamento non trovato.', de: 'Behandlung nicht gefunden.' },
  therapistNotFound: { en: 'Therapist not found.', it: 'Terapista non trovato.', de: 'Therapeut nicht gefunden.' },
  cabinNotFound: { en: 'Cabin not found.', it: 'Cabina non trovata.', de: 'Kabine nicht gefunden.' },
  appointmentNotFound: {
    en: 'Booking or blocked hour not found.',
    it: 'Prenotazione o ora bloccata non trovata.',
    de: 'Buchung oder gesperrte Stunde nicht gefunden.',
  },
  therapistBusy: {
    en: 'The therapist is already booked or blocked at this time.',
    it: 'Il terapista è già prenotato o bloccato a quest’ora.',
    de: 'Der Therapeut ist zu dieser Zeit schon gebucht oder gesperrt.',
  },
  guestBusy: {
    en: 'This guest already has another treatment at this time.',
    it: 'Questo ospite ha già un’altra cura a quest’ora.',
    de: 'Dieser Gast hat zu dieser Zeit schon eine andere Anwendung.',
  },
  inThePast: {
    en: 'This time has passed already.',
    it: 'Questo orario è già passato.',
    de: 'Diese Zeit ist schon vorbei.',
  },
} satisfies Record<string, Translations>;

export type SpaMessageKey = keyof typeof spaMessages;
