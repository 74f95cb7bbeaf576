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

/** The bulk change's and the spreadsheet's answers to staff (docs/product.md §12.12, decision 049). */
export const bulkMessages = {
  changedSincePreview: {
    en: 'Some of these cells changed since the preview; nothing was saved. Preview again to see the change now.',
    it: 'Alcune di queste celle sono cambiate dopo l’anteprima; non è stato salvato nulla. Rifai l’anteprima per vedere la modifica ora.',
    de: 'Einige dieser Zellen haben sich seit der Vorschau geändert; nichts wurde gespeichert. Erstelle die Vorschau neu, um die Änderung jetzt zu sehen.',
  },
  tooManyCells: {
    en: 'At most {cells} cells at once: choose fewer days, categories or rate plans.',
    it: 'Al massimo {cells} celle alla volta: scegli meno giorni, categorie o tariffe.',
    de: 'Höchstens {cells} Zellen auf einmal: wähle weniger Tage, Kategorien oder Tarife.',
  },
  nothingToChange: {
    en: 'Choose at least one value to change.',
    it: 'Scegli almeno un valore da cambiare.',
    de: 'Wähle mindestens einen Wert, den du ändern willst.',
  },
  priceNegativeOn: {
    en: 'The price of {day} would be negative.',
    it: 'Il prezzo del {day} sarebbe negativo.',
    de: 'Der Preis am {day} wäre negativ.',
  },
} satisfies Record<string, Translations>;

/** The refusals of an imported spreadsheet's lines (docs/product.md §12.12). */
export const csvMessages = {
  tooBig: {
    en: 'The file is too big: at most {kb} KB.',
    it: 'Il file è troppo grande: al massimo {kb} KB.',
    de: 'Die Datei ist zu groß: höchstens {kb} KB.',
  },
  broken: {
    en: 'This line cannot be read as CSV (a quote left open?).',
    it: 'Questa riga non si legge come CSV (virgolette non chiuse?).',
    de: 'Diese Zeile lässt sich nicht als CSV lesen (ein Anführungszeichen nicht geschlossen?).',
  },
  missingColumn: {
    en: 'The header has no column {column}.',
    it: 'L’intestazione non ha la colonna {column}.',
    de: 'Der Kopfzeile fehlt die Spalte {column}.',
  },
  unknownRatePlan: {
    en: 'Column {column}: no such rate plan.',
    it: 'Colonna {column}: questa tariffa non esiste.',
    de: 'Spalte {column}: diesen Tarif gibt es nicht.',
  },
  empty: {
    en: 'The file has no lines below the header.',
    it: 'Il file non ha righe sotto l’intestazione.',
    de: 'Die Datei hat keine Zeilen unter der Kopfzeile.',
  },
  tooManyLines: {
    en: 'At most {lines} lines at once.',
    it: 'Al massimo {lines} righe alla volta.',
    de: 'Höchstens {lines} Zeilen auf einmal.',
  },
  columns: {
    en: 'This line has {found} columns; the header has {expected}.',
    it: 'Questa riga ha {found} colonne; l’intestazione ne ha {expected}.',
    de: 'Diese Zeile hat {found} Spalten; die Kopfzeile hat {expected}.',
  },
  date: {
    en: '{column}: not a date (YYYY-MM-DD).',
    it: '{column}: non è una data (AAAA-MM-GG).',
    de: '{column}: kein Datum (JJJJ-MM-TT).',
  },
  number: {
    en: '{column}: not a whole number of 0 or more.',
    it: '{column}: non è un numero intero di 0 o più.',
    de: '{column}: keine ganze Zahl von 0 oder mehr.',
  },
  price: {
    en: '{column}: not a price (e.g. 145.50, 0 or more).',
    it: '{column}: non è un prezzo (es. 145.50, 0 o più).',
    de: '{column}: kein Preis (z. B. 145.50, 0 oder mehr).',
  },
  flag: {
    en: '{column}: write yes or no.',
    it: '{column}: scrivi yes o no.',
    de: '{column}: schreib yes oder no.',
  },
  unknownCategory: {
    en: 'category_id: this room category does not exist.',
    it: 'category_id: questa categoria di camera non esiste.',
    de: 'category_id: diese Zimmerkategorie gibt es nicht.',
  },
  duplicate: {
    en: 'The same category and day are on line {line} already.',
    it: 'La stessa categoria e lo stesso giorno sono già alla riga {line}.',
    de: 'Dieselbe Kategorie und derselbe Tag stehen schon in Zeile {line}.',
  },
  span: {
    en: 'The days of the file span more than {days} days.',
    it: 'I giorni del file coprono più di {days} giorni.',
    de: 'Die Tage der Datei umfassen mehr als {days} Tage.',
  },
} satisfies Record<string, Translations>;
