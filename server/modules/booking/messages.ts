import type { Translations } from '../../../domain/locales';

/** What the booking module says to people, in each language. */
export const bookingMessages = {
  codeUnknown: {
    en: 'This code does not exist. Please check it, or search without a code.',
    it: 'Questo codice non esiste. Controllalo, oppure cerca senza codice.',
    de: 'Diesen Code gibt es nicht. Bitte prüfe ihn oder suche ohne Code.',
  },
  codeEnded: {
    en: 'This code ({offer}) has expired.',
    it: 'Questo codice ({offer}) è scaduto.',
    de: 'Dieser Code ({offer}) ist abgelaufen.',
  },
  codeNotForDates: {
    en: 'This code ({offer}) is valid for arrivals {range}. Please change the dates or search without it.',
    it: 'Questo codice ({offer}) vale per arrivi {range}. Cambia le date oppure cerca senza codice.',
    de: 'Dieser Code ({offer}) gilt für Anreisen {range}. Bitte ändere die Daten oder suche ohne Code.',
  },
  rangeFromTo: { en: 'from {from} to {to}', it: 'dal {from} al {to}', de: 'vom {from} bis {to}' },
  rangeFrom: { en: 'from {from}', it: 'dal {from}', de: 'ab dem {from}' },
  rangeTo: { en: 'until {to}', it: 'fino al {to}', de: 'bis zum {to}' },
  codeDiscount: {
    en: '−{percent}% on every rate',
    it: '−{percent}% su ogni tariffa',
    de: '−{percent} % auf jeden Tarif',
  },
  codeUnlocks: {
    en: 'unlocks the rate “{rate}”',
    it: 'sblocca la tariffa “{rate}”',
    de: 'schaltet den Tarif „{rate}“ frei',
  },
  codeUnlocksDiscount: {
    en: 'unlocks the rate “{rate}” (−{percent}%)',
    it: 'sblocca la tariffa “{rate}” (−{percent}%)',
    de: 'schaltet den Tarif „{rate}“ frei (−{percent} %)',
  },
  codeAmountOff: {
    en: '−{amount} on each room’s stay',
    it: '−{amount} sul soggiorno di ogni camera',
    de: '−{amount} auf den Aufenthalt jedes Zimmers',
  },
  and: { en: ' and ', it: ' e ', de: ' und ' },
  reservationNotFound: { en: 'Reservation not found.', it: 'Prenotazione non trovata.', de: 'Buchung nicht gefunden.' },
  priceChanged: {
    en: 'The price of the {category} has changed since your search: it is now {total}. Nothing was charged; please check it and book again.',
    it: 'Il prezzo della {category} è cambiato dopo la tua ricerca: ora è {total}. Non è stato addebitato nulla; controllalo e prenota di nuovo.',
    de: 'Der Preis für „{category}“ hat sich seit deiner Suche geändert: Er beträgt jetzt {total}. Es wurde nichts belastet; bitte prüfe ihn und buche erneut.',
  },
  soldOut: {
    en: 'Sorry, the {category} is no longer available for these dates. Please choose another room or other dates.',
    it: 'Spiacenti, la {category} non è più disponibile per queste date. Scegli un’altra camera o altre date.',
    de: 'Leider ist „{category}“ für diese Daten nicht mehr verfügbar. Bitte wähle ein anderes Zimmer oder andere Daten.',
  },
  roomDoesNotFit: {
    en: 'The {category} takes from {min} to {max} people.',
    it: 'La {category} ospita da {min} a {max} persone.',
    de: '„{category}“ bietet Platz für {min} bis {max} Personen.',
  },
  rateNotOffered: {
    en: 'The chosen rate is not offered for these dates. Please choose the rates again.',
    it: 'La tariffa scelta non è disponibile per queste date. Scegli di nuovo le tariffe.',
    de: 'Der gewählte Tarif ist für diese Daten nicht verfügbar. Bitte wähle die Tarife erneut.',
  },
  holdExpired: {
    en: 'The rooms were held for you for a limited time and have meanwhile been booked. Please contact the front desk.',
    it: 'Le camere erano bloccate per un tempo limitato e nel frattempo sono state prenotate. Contatta la reception.',
    de: 'Die Zimmer waren nur begrenzte Zeit für dich reserviert und wurden inzwischen gebucht. Bitte wende dich an die Rezeption.',
  },
  paymentDescription: {
    en: 'Room reservation {number}',
    it: 'Prenotazione camere {number}',
    de: 'Zimmerbuchung {number}',
  },
} satisfies Record<string, Translations>;
