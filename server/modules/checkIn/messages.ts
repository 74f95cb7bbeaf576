import type { Translations } from '../../../domain/locales';

/** What the check-in module says to people, in each language. */
export const checkInMessages = {
  reservationNotFound: { en: 'Reservation not found.', it: 'Prenotazione non trovata.', de: 'Buchung nicht gefunden.' },
  checkInNotFound: { en: 'Check-in not found.', it: 'Check-in non trovato.', de: 'Check-in nicht gefunden.' },
  created: {
    en: 'Thank you, {name} is checked in.',
    it: 'Grazie, il check-in di {name} è fatto.',
    de: 'Danke, {name} ist eingecheckt.',
  },
  updated: {
    en: 'Thank you, the check-in of {name} is updated.',
    it: 'Grazie, il check-in di {name} è aggiornato.',
    de: 'Danke, der Check-in von {name} ist aktualisiert.',
  },
  alreadyCheckedIn: {
    en: 'This guest is already checked in: reload the page to change the data.',
    it: 'Questo ospite ha già fatto il check-in: ricarica la pagina per modificare i dati.',
    de: 'Dieser Gast ist bereits eingecheckt: Lade die Seite neu, um die Daten zu ändern.',
  },
  stayEnded: {
    en: 'This stay has ended: its check-in can no longer be changed.',
    it: 'Questo soggiorno è terminato: il check-in non può più essere modificato.',
    de: 'Dieser Aufenthalt ist beendet: Der Check-in kann nicht mehr geändert werden.',
  },
} satisfies Record<string, Translations>;
