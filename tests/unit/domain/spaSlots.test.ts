import { describe, expect, it } from 'vitest';
import { freeSlots, type CabinPlan, type TherapistPlan } from '../../../domain/spaSchedule/slots';
import { hotelInstant } from '../../../domain/dates';

// docs/product.md §16: a slot exists where a therapist with the skill and a cabin of the kind are
// both free for the whole duration. 16 June 2027 is a Wednesday (weekday 3).
const WED = '2027-06-16';
const at = (time: string, date = WED) => hotelInstant(date, time).getTime();
const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });

const massage = { durationMinutes: 50, skill: 'massage', cabinKind: 'massage' };
const therapist = (over: Partial<TherapistPlan> = {}): TherapistPlan => ({
  id: 1,
  skills: ['massage'],
  hours: { 3: { starts: '09:00', ends: '12:00' } },
  busy: [],
  ...over,
});
const cabin = (over: Partial<CabinPlan> = {}): CabinPlan => ({
  id: 10,
  kind: 'massage',
  hours: { starts: '08:00', ends: '20:00' },
  busy: [],
  ...over,
});
const starts = (therapists: TherapistPlan[], cabins: CabinPlan[], extra: { guests?: number; days?: string[] } = {}) =>
  freeSlots({ treatment: massage, days: extra.days ?? [WED], therapists, cabins, guests: extra.guests }).map((s) =>
    clock(s.start),
  );

describe('the spa’s free slots', () => {
  it('start within the therapist’s hours and end before they stop working', () => {
    // 09:00–12:00, 50 minutes: 11:10 is the last start, on the quarter-hour grid 11:00.
    expect(starts([therapist()], [cabin()])).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
  });

  it('are none on the therapist’s day off', () => {
    expect(starts([therapist({ hours: { 4: { starts: '09:00', ends: '12:00' } } })], [cabin()])).toEqual([]);
  });

  it('need the cabin open for the whole treatment: none that would end after closing', () => {
    expect(starts([therapist()], [cabin({ hours: { starts: '10:00', ends: '11:30' } })])).toEqual([
      '10:00',
      '10:15',
      '10:30',
    ]);
  });

  it('leave out every start whose treatment meets an existing booking of the therapist or the cabin', () => {
    const busyTherapist = therapist({ busy: [{ start: at('10:00'), end: at('10:50') }] });
    // 09:00–09:50 ends before 10:00; 10:50–11:40 would start on the grid at 11:00.
    expect(starts([busyTherapist], [cabin()])).toEqual(['09:00', '11:00']);
    const busyCabin = cabin({ busy: [{ start: at('09:30'), end: at('11:00') }] });
    expect(starts([therapist()], [busyCabin])).toEqual(['11:00']);
  });

  it('need a therapist with the skill and a cabin of the kind', () => {
    expect(starts([therapist({ skills: ['mud'] })], [cabin()])).toEqual([]);
    expect(starts([therapist()], [cabin({ kind: 'mud' })])).toEqual([]);
  });

  it('for two guests at once need two therapists and two cabins free', () => {
    const two = [therapist(), therapist({ id: 2, hours: { 3: { starts: '10:00', ends: '12:00' } } })];
    expect(starts(two, [cabin(), cabin({ id: 11 })], { guests: 2 })).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(starts(two, [cabin()], { guests: 2 })).toEqual([]);
  });

  it('open and close at the times on the door on the day the clocks go forward', () => {
    // 28 March 2027, a Sunday: 09:00 is 07:00 UTC (summer time), not 08:00.
    const sunday = therapist({ hours: { 7: { starts: '09:00', ends: '10:00' } } });
    const [first] = freeSlots({ treatment: massage, days: ['2027-03-28'], therapists: [sunday], cabins: [cabin()] });
    expect(new Date(first.start).toISOString()).toBe('2027-03-28T07:00:00.000Z');
  });
});
