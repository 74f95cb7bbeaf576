import type { Translations } from '../../../domain/locales';
import type { CalendarProblemKey, StayRestriction } from '../../../domain/ratesCalendar';

/** The calendar's refusals to staff, by field (docs/product.md §12.12). */
export const calendarProblemMessages = {
  priceNegative: {
    en: 'A price cannot be negative.',
    it: 'Un prezzo non può essere negativo.',
    de: 'Ein Preis kann nicht negativ sein.',
  },
  roomsNegative: {
    en: 'Rooms to sell cannot be below 0.',
    it: 'Le camere in vendita non possono essere meno di 0.',
    de: 'Zu verkaufende Zimmer können nicht weniger als 0 sein.',
  },
  roomsAboveInService: {
    en: 'At most {rooms}: the rooms in service that day.',
    it: 'Al massimo {rooms}: le camere in servizio quel giorno.',
    de: 'Höchstens {rooms}: die Zimmer, die an dem Tag in Betrieb sind.',
  },
  stayBelowOne: {
    en: 'A stay is at least 1 night.',
    it: 'Un soggiorno dura almeno 1 notte.',
    de: 'Ein Aufenthalt dauert mindestens 1 Nacht.',
  },
  minAboveMax: {
    en: 'The minimum stay is above the maximum ({max} nights).',
    it: 'Il soggiorno minimo supera il massimo ({max} notti).',
    de: 'Der Mindestaufenthalt liegt über dem Höchstaufenthalt ({max} Nächte).',
  },
  dayOutsideSeason: {
    en: 'This day is in no season.',
    it: 'Questo giorno non è in nessuna stagione.',
    de: 'Dieser Tag liegt in keiner Saison.',
  },
  dayPast: {
    en: 'This day is past.',
    it: 'Questo giorno è passato.',
    de: 'Dieser Tag ist vorbei.',
  },
} satisfies Record<CalendarProblemKey, Translations>;

/** The calendar's other answers to staff. */
export const calendarMessages = {
  conflict: {
    en: 'Someone else changed some of these cells since you read them; nothing was saved. Reload to see their values.',
    it: 'Qualcun altro ha cambiato alcune di queste celle dopo che le hai lette; non è stato salvato nulla. Ricarica per vedere i loro valori.',
    de: 'Jemand anderes hat einige dieser Zellen geändert, seit du sie gelesen hast; nichts wurde gespeichert. Lade neu, um ihre Werte zu sehen.',
  },
  rangeTooLong: {
    en: 'At most {days} days at a time.',
    it: 'Al massimo {days} giorni alla volta.',
    de: 'Höchstens {days} Tage auf einmal.',
  },
  rangeOrder: {
    en: 'The last day is before the first.',
    it: 'L’ultimo giorno è prima del primo.',
    de: 'Der letzte Tag liegt vor dem ersten.',
  },
  unknownCategory: {
    en: 'This room category does not exist.',
    it: 'Questa categoria di camera non esiste.',
    de: 'Diese Zimmerkategorie gibt es nicht.',
  },
  unknownRatePlan: {
    en: 'This rate plan does not exist.',
    it: 'Questa tariffa non esiste.',
    de: 'Diesen Tarif gibt es nicht.',
  },
  duplicateCell: {
    en: 'This cell is changed twice in the same change set.',
    it: 'Questa cella è cambiata due volte nella stessa modifica.',
    de: 'Diese Zelle wird in derselben Änderung zweimal geändert.',
  },
  inventoryScope: {
    en: 'Changing availability with a token needs the scope inventory:write.',
    it: 'Per cambiare la disponibilità con un token serve l’ambito inventory:write.',
    de: 'Um die Verfügbarkeit mit einem Token zu ändern, braucht es den Bereich inventory:write.',
  },
} satisfies Record<string, Translations>;

/** Why the guest search or the hold refuses a stay (product.md §12.12), and what would work. */
export const stayRestrictionMessages = {
  minStay: {
    en: 'Arrivals on {day} need a stay of at least {nights} nights: from {from} to {to} would work.',
    it: 'Per arrivi il {day} il soggiorno minimo è di {nights} notti: dal {from} al {to} è possibile.',
    de: 'Bei Anreise am {day} dauert der Aufenthalt mindestens {nights} Nächte: vom {from} bis {to} geht es.',
  },
  maxStay: {
    en: 'Arrivals on {day} allow a stay of at most {nights} nights: from {from} to {to} would work.',
    it: 'Per arrivi il {day} il soggiorno massimo è di {nights} notti: dal {from} al {to} è possibile.',
    de: 'Bei Anreise am {day} dauert der Aufenthalt höchstens {nights} Nächte: vom {from} bis {to} geht es.',
  },
  closedToArrival: {
    en: 'No arrivals on {day}: please choose another arrival day.',
    it: 'Nessun arrivo il {day}: scegli un altro giorno di arrivo.',
    de: 'Keine Anreise am {day}: bitte wähle einen anderen Anreisetag.',
  },
  closedToDeparture: {
    en: 'No departures on {day}: please choose another departure day.',
    it: 'Nessuna partenza il {day}: scegli un altro giorno di partenza.',
    de: 'Keine Abreise am {day}: bitte wähle einen anderen Abreisetag.',
  },
  stopSell: {
    en: 'This room is not on sale on {day}.',
    it: 'Questa camera non è in vendita il {day}.',
    de: 'Dieses Zimmer ist am {day} nicht buchbar.',
  },
} satisfies Record<StayRestriction['kind'], Translations>;
