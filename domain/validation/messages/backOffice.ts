import type { Translations } from '../../locales';

/** The back office: pages, tokens, seasons, rooms out of order. German uses "du", like the server's other texts. */
export const backOfficeMessages = {
  // The page editor
  pageBodyRequired: {
    en: 'The page may not be empty.',
    it: 'La pagina non può essere vuota.',
    de: 'Die Seite darf nicht leer sein.',
  },
  pageBodyMax: {
    en: 'The page is too long: at most {max} characters.',
    it: 'La pagina è troppo lunga: al massimo {max} caratteri.',
    de: 'Die Seite ist zu lang: höchstens {max} Zeichen.',
  },
  pageTypeUnknown: {
    en: 'Only pages can be edited here.',
    it: 'Qui si possono modificare solo le pagine.',
    de: 'Hier können nur Seiten bearbeitet werden.',
  },

  // Personal access tokens
  tokenNameRequired: {
    en: 'Please give the token a name.',
    it: 'Dai un nome al token.',
    de: 'Bitte gib dem Token einen Namen.',
  },
  tokenNameMax: {
    en: 'The name may not be longer than {max} characters.',
    it: 'Il nome non può superare {max} caratteri.',
    de: 'Der Name darf höchstens {max} Zeichen lang sein.',
  },
  tokenScopesRequired: {
    en: 'Please choose at least one scope.',
    it: 'Scegli almeno un permesso.',
    de: 'Bitte wähle mindestens eine Berechtigung.',
  },
  tokenScopeUnknown: {
    en: 'This scope does not exist.',
    it: 'Questo permesso non esiste.',
    de: 'Diese Berechtigung gibt es nicht.',
  },
  tokenLifetimeRange: {
    en: 'A token lasts from 1 to {max} days.',
    it: 'Un token dura da 1 a {max} giorni.',
    de: 'Ein Token gilt 1 bis {max} Tage.',
  },

  // Seasons, closed days and the booking window (docs/product.md §12.9)
  seasonEndsBeforeStart: {
    en: 'A season ends after the day it starts.',
    it: 'Una stagione finisce dopo il giorno in cui inizia.',
    de: 'Eine Saison endet nach dem Tag, an dem sie beginnt.',
  },
  seasonOverlaps: {
    en: 'This season overlaps the season from {start} to {end}.',
    it: 'Questa stagione si sovrappone a quella dal {start} al {end}.',
    de: 'Diese Saison überschneidet sich mit der Saison vom {start} bis {end}.',
  },
  bookableToBeforeFrom: {
    en: 'Sales cannot close before they open.',
    it: 'Le vendite non possono chiudere prima di aprire.',
    de: 'Der Verkauf kann nicht enden, bevor er beginnt.',
  },
  seasonHasStays: {
    en: 'Reservations have days this change would take away: move or cancel them first.',
    it: 'Ci sono prenotazioni nei giorni che questa modifica toglierebbe: spostale o annullale prima.',
    de: 'Reservierungen liegen an Tagen, die diese Änderung wegnehmen würde: Verschiebe oder storniere sie zuerst.',
  },
  closedDayHasStays: {
    en: 'Reservations include this day: move or cancel them first.',
    it: 'Ci sono prenotazioni che comprendono questo giorno: spostale o annullale prima.',
    de: 'Reservierungen umfassen diesen Tag: Verschiebe oder storniere sie zuerst.',
  },
  closedDayExists: {
    en: 'This day is already closed.',
    it: 'Questo giorno è già chiuso.',
    de: 'Dieser Tag ist bereits geschlossen.',
  },

  // Rooms and their out-of-order periods (docs/product.md §12.14)
  roomNumberInvalid: {
    en: 'Enter the room number (letters, digits, a dash or a dot, up to 10).',
    it: 'Inserisci il numero della camera (lettere, cifre, un trattino o un punto, fino a 10).',
    de: 'Gib die Zimmernummer ein (Buchstaben, Ziffern, Bindestrich oder Punkt, bis zu 10).',
  },
  roomNumberTaken: {
    en: 'Another room already has this number.',
    it: 'Un’altra camera ha già questo numero.',
    de: 'Ein anderes Zimmer hat diese Nummer bereits.',
  },
  outOfOrderEndsBeforeStart: {
    en: 'The room is back in service after its first night out of order.',
    it: 'La camera torna in servizio dopo la prima notte fuori servizio.',
    de: 'Das Zimmer ist erst nach der ersten Nacht außer Betrieb wieder in Betrieb.',
  },
  outOfOrderOverlaps: {
    en: 'The room is already out of order from {start} to {end}.',
    it: 'La camera è già fuori servizio dal {start} al {end}.',
    de: 'Das Zimmer ist bereits vom {start} bis {end} außer Betrieb.',
  },
  outOfOrderReasonRequired: {
    en: 'Say why the room is out of order.',
    it: 'Indica perché la camera è fuori servizio.',
    de: 'Gib an, warum das Zimmer außer Betrieb ist.',
  },
  roomHasNights: {
    en: 'Reservations have this room on these nights: move them to another room or cancel them first.',
    it: 'Ci sono prenotazioni in questa camera in queste notti: spostale in un’altra camera o annullale prima.',
    de: 'Reservierungen belegen dieses Zimmer in diesen Nächten: Verlege sie in ein anderes Zimmer oder storniere sie zuerst.',
  },
} satisfies Record<string, Translations>;
