import type { IsoDate } from '../dates';
import { interpolate, type Locale, type Translations } from '../locales';
import { hotelClockOf } from '../spaSchedule/hotelClock';

/**
 * The guest's treatment times of a package (docs/product.md §16.6): for each guest of the room,
 * each included treatment exactly as many times as the package says, every one on a day of the
 * stay (arrival to departure day), and never two at once for the same guest. Pure: the scheduling
 * machine, the screen and the server's hold (which trusts nothing the client sends) share it.
 */

/** A treatment the package includes, how many per guest. */
export interface IncludedCount {
  treatmentId: number;
  perPerson: number;
}

export interface PackageStay {
  from: IsoDate;
  to: IsoDate;
  /** The guests of the room, numbered 0 .. guests − 1. */
  guests: number;
  treatments: readonly IncludedCount[];
}

/** A time the guest picked: which guest, which treatment, from and to (epoch milliseconds). */
export interface TreatmentPick {
  guest: number;
  treatmentId: number;
  start: number;
  end: number;
}

export type PickProblemKey = 'notInPackage' | 'outsideStay' | 'sameTime' | 'countWrong';

/** What is wrong, and with which pick (`index`) or which guest's treatment (`index` null). */
export interface PickProblem {
  key: PickProblemKey;
  index: number | null;
  guest: number;
  treatmentId: number;
}

const overlaps = (a: TreatmentPick, b: TreatmentPick) => a.start < b.end && b.start < a.end;

/** Every problem of the picks, the picks' own first (in their order), then the counts. */
export function pickProblems(stay: PackageStay, picks: readonly TreatmentPick[]): PickProblem[] {
  const problems: PickProblem[] = [];
  const included = new Set(stay.treatments.map((t) => t.treatmentId));
  picks.forEach((pick, index) => {
    const at = { index, guest: pick.guest, treatmentId: pick.treatmentId };
    if (!included.has(pick.treatmentId) || !Number.isInteger(pick.guest) || pick.guest < 0 || pick.guest >= stay.guests)
      problems.push({ key: 'notInPackage', ...at });
    else if (!insideStay(stay, pick)) problems.push({ key: 'outsideStay', ...at });
    else if (picks.some((other, i) => i < index && other.guest === pick.guest && overlaps(other, pick)))
      problems.push({ key: 'sameTime', ...at });
  });
  for (let guest = 0; guest < stay.guests; guest++)
    for (const t of stay.treatments)
      if (countOf(picks, guest, t.treatmentId) !== t.perPerson)
        problems.push({ key: 'countWrong', index: null, guest, treatmentId: t.treatmentId });
  return problems;
}

/** A pick lies on a day of the stay, arrival to departure day, hotel time (§16.2). */
export function insideStay(stay: Pick<PackageStay, 'from' | 'to'>, pick: Pick<TreatmentPick, 'start' | 'end'>) {
  if (!(pick.end > pick.start)) return false;
  const first = hotelClockOf(pick.start).date;
  const last = hotelClockOf(pick.end - 1).date;
  return first >= stay.from && last <= stay.to;
}

export const countOf = (picks: readonly TreatmentPick[], guest: number, treatmentId: number) =>
  picks.filter((p) => p.guest === guest && p.treatmentId === treatmentId).length;

/** How many times the guest still has to pick for the treatment (never below 0). */
export function leftToPick(stay: PackageStay, picks: readonly TreatmentPick[], guest: number, treatmentId: number) {
  const included = stay.treatments.find((t) => t.treatmentId === treatmentId)?.perPerson ?? 0;
  return Math.max(0, included - countOf(picks, guest, treatmentId));
}

/** Whether a new pick may be added: in the package, count not reached, in the stay, guest free then. */
export function canAdd(stay: PackageStay, picks: readonly TreatmentPick[], pick: TreatmentPick): boolean {
  return (
    leftToPick(stay, picks, pick.guest, pick.treatmentId) > 0 &&
    insideStay(stay, pick) &&
    !picks.some((other) => other.guest === pick.guest && overlaps(other, pick))
  );
}

export const allPicked = (stay: PackageStay, picks: readonly TreatmentPick[]) => pickProblems(stay, picks).length === 0;

const messages = {
  notInPackage: {
    en: 'This treatment is not part of your package.',
    it: 'Questa cura non fa parte del tuo pacchetto.',
    de: 'Diese Anwendung gehört nicht zu deinem Paket.',
  },
  outsideStay: {
    en: 'Choose a time between your arrival and your departure day.',
    it: 'Scegli un orario tra il giorno di arrivo e quello di partenza.',
    de: 'Wähle eine Zeit zwischen deinem Anreise- und deinem Abreisetag.',
  },
  sameTime: {
    en: 'Guest {guest} already has a treatment at this time.',
    it: "L'ospite {guest} ha già una cura a quest'ora.",
    de: 'Gast {guest} hat zu dieser Zeit schon eine Anwendung.',
  },
  countWrong: {
    en: 'Guest {guest}: choose {count} times for this treatment.',
    it: 'Ospite {guest}: scegli {count} orari per questa cura.',
    de: 'Gast {guest}: wähle {count} Zeiten für diese Anwendung.',
  },
} satisfies Record<PickProblemKey, Translations>;

/** A problem in the guest's words (guests counted from 1). */
export function pickProblemMessage(locale: Locale, problem: PickProblem, stay: PackageStay): string {
  const count = stay.treatments.find((t) => t.treatmentId === problem.treatmentId)?.perPerson ?? 0;
  return interpolate(messages[problem.key][locale], { guest: problem.guest + 1, count });
}
