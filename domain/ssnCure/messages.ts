import type { Locale, Translations } from '../locales';
import type { CureCycle, CureProblem } from './rules';

/** The SSN cure's messages (docs/product.md §16.10), next to the cure's field. */
export const cureMessages = {
  cycleNotOffered: {
    en: 'Choose one of the cures the hotel offers.',
    it: 'Scegli una delle cure offerte dall’hotel.',
    de: 'Wähle eine der Kuren, die das Hotel anbietet.',
  },
  sessionsRange: {
    en: 'A prescription has 1 to 12 sessions.',
    it: 'Una prescrizione ha da 1 a 12 sedute.',
    de: 'Eine Verordnung hat 1 bis 12 Sitzungen.',
  },
  exemptionCodeInvalid: {
    en: 'Enter the exemption code as the prescription shows it (2 to 6 letters or digits, such as E01).',
    it: 'Inserisci il codice di esenzione come appare sulla prescrizione (da 2 a 6 lettere o cifre, come E01).',
    de: 'Gib den Befreiungscode wie auf der Verordnung ein (2 bis 6 Buchstaben oder Ziffern, etwa E01).',
  },
  visitDayOutsideStay: {
    en: 'Choose a day of your stay for the admission visit, before your departure day.',
    it: 'Scegli per la visita di ammissione un giorno del soggiorno, prima del giorno di partenza.',
    de: 'Wähle für die Aufnahmeuntersuchung einen Tag deines Aufenthalts vor dem Abreisetag.',
  },
  stayTooShort: {
    en: 'After a visit on this day your stay leaves room for {most} sessions, one a day: choose an earlier day or fewer sessions.',
    it: 'Dopo una visita in questo giorno il soggiorno lascia spazio a {most} sedute, una al giorno: scegli un giorno precedente o meno sedute.',
    de: 'Nach einer Untersuchung an diesem Tag lässt dein Aufenthalt Platz für {most} Sitzungen, eine am Tag: wähle einen früheren Tag oder weniger Sitzungen.',
  },
  guestUnknown: {
    en: 'Choose a guest of your rooms.',
    it: 'Scegli un ospite delle tue camere.',
    de: 'Wähle einen Gast deiner Zimmer.',
  },
  guestTwice: {
    en: 'This guest has a cure already: one prescription a guest.',
    it: 'Questo ospite ha già una cura: una prescrizione per ospite.',
    de: 'Dieser Gast hat schon eine Kur: eine Verordnung pro Gast.',
  },
  dayFull: {
    en: 'On {day} nobody is free for your cure: choose another day for the visit.',
    it: 'Il {day} nessuno è libero per la tua cura: scegli un altro giorno per la visita.',
    de: 'Am {day} ist niemand für deine Kur frei: wähle einen anderen Tag für die Untersuchung.',
  },
  dayTaken: {
    en: 'A time of your cure on {day} has just been taken: check the times and book again.',
    it: 'Un orario della tua cura del {day} è appena stato preso: controlla gli orari e prenota di nuovo.',
    de: 'Eine Zeit deiner Kur am {day} wurde gerade vergeben: prüfe die Zeiten und buche erneut.',
  },
  timesAtDesk: {
    en: 'The times of a cure are changed at the front desk.',
    it: 'Gli orari di una cura si cambiano al ricevimento.',
    de: 'Die Zeiten einer Kur werden an der Rezeption geändert.',
  },
  settingsChanged: {
    en: 'Someone saved the cure settings meanwhile: reload them and make your change again.',
    it: 'Nel frattempo qualcuno ha salvato le impostazioni delle cure: ricaricale e rifai la modifica.',
    de: 'Inzwischen hat jemand die Kur-Einstellungen gespeichert: lade sie neu und ändere sie erneut.',
  },
} satisfies Record<string, Translations>;

/** The cycles' names, as the mail and the reservation's answer give them. */
export const cycleNames = {
  mud: { en: 'Mud and bath cure', it: 'Fangobalneoterapia', de: 'Fango-Badekur' },
  bath: { en: 'Thermal baths', it: 'Balneoterapia', de: 'Thermalbäder' },
  inhalation: { en: 'Inhalations', it: 'Cure inalatorie', de: 'Inhalationen' },
} satisfies Record<CureCycle, Translations>;

export type CureMessageKey = keyof typeof cureMessages;

export function cureMessage(locale: Locale, key: CureMessageKey, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    cureMessages[key][locale],
  );
}

export const cureProblemMessage = (locale: Locale, problem: CureProblem): string =>
  cureMessage(locale, problem.key, { most: problem.most ?? 0 });
