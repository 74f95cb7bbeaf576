import { describe, expect, it } from 'vitest';
import { hotelInstant, type IsoDate } from '../../../domain/dates';
import {
  allPicked,
  canAdd,
  leftToPick,
  pickProblemMessage,
  pickProblems,
  type PackageStay,
  type TreatmentPick,
} from '../../../domain/packages/schedulingRules';

// docs/product.md §16.6: each guest picks each included treatment exactly as many times as the
// package says, on a day of the stay (arrival to departure day), never two at once for one guest.
const MUD = 1;
const MASSAGE = 4;
const stay: PackageStay = {
  from: '2027-03-01',
  to: '2027-03-06',
  guests: 2,
  treatments: [{ treatmentId: MUD, perPerson: 2 }],
};
const at = (guest: number, day: IsoDate, time: string, minutes = 30, treatmentId = MUD): TreatmentPick => {
  const start = hotelInstant(day, time).getTime();
  return { guest, treatmentId, start, end: start + minutes * 60_000 };
};
const complete = [
  at(0, '2027-03-01', '16:00'),
  at(0, '2027-03-06', '09:00'),
  at(1, '2027-03-02', '09:00'),
  at(1, '2027-03-02', '09:30'),
];

describe('the treatment times of a package', () => {
  it('accepts each guest’s count, arrival day to departure day, back to back', () => {
    expect(pickProblems(stay, complete)).toEqual([]);
    expect(allPicked(stay, complete)).toBe(true);
  });

  it('asks for the missing times per guest, and refuses one too many', () => {
    const short = complete.slice(0, 3);
    expect(pickProblems(stay, short)).toEqual([{ key: 'countWrong', index: null, guest: 1, treatmentId: MUD }]);
    expect(leftToPick(stay, short, 1, MUD)).toBe(1);
    expect(leftToPick(stay, complete, 0, MUD)).toBe(0);
    expect(canAdd(stay, complete, at(0, '2027-03-03', '10:00'))).toBe(false);
    expect(pickProblemMessage('de', pickProblems(stay, short)[0], stay)).toBe(
      'Gast 2: wähle 2 Zeiten für diese Anwendung.',
    );
  });

  it('refuses a time the day before arrival or the day after departure (hotel time)', () => {
    const before = [at(0, '2027-02-28', '23:45'), ...complete.slice(1)];
    expect(pickProblems(stay, before)[0]).toMatchObject({ key: 'outsideStay', index: 0 });
    const after = [complete[0], at(0, '2027-03-07', '00:00'), ...complete.slice(2)];
    expect(pickProblems(stay, after)[0]).toMatchObject({ key: 'outsideStay', index: 1 });
    expect(pickProblemMessage('it', pickProblems(stay, after)[0], stay)).toMatch(/arrivo e quello di partenza/);
  });

  it('refuses two treatments at once for one guest, not for two guests', () => {
    const clash = [at(0, '2027-03-01', '16:00'), at(0, '2027-03-01', '16:15'), ...complete.slice(2)];
    expect(pickProblems(stay, clash)).toEqual([{ key: 'sameTime', index: 1, guest: 0, treatmentId: MUD }]);
    const sideBySide = [
      at(0, '2027-03-01', '16:00'),
      at(0, '2027-03-02', '16:00'),
      at(1, '2027-03-01', '16:00'),
      at(1, '2027-03-02', '16:00'),
    ];
    expect(pickProblems(stay, sideBySide)).toEqual([]);
  });

  it('refuses a treatment the package does not include, or a guest the room does not have', () => {
    expect(pickProblems(stay, [...complete, at(0, '2027-03-03', '10:00', 50, MASSAGE)])).toContainEqual({
      key: 'notInPackage',
      index: 4,
      guest: 0,
      treatmentId: MASSAGE,
    });
    expect(pickProblems(stay, [...complete, at(2, '2027-03-03', '10:00')])[0]).toMatchObject({
      key: 'notInPackage',
      index: 4,
    });
  });
});
