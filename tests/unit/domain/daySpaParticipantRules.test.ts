// A day-spa product's participant rules (product.md §10, §12.16, decision 053), with expectations
// written by hand: which participant types a product admits, the free infants' age, infants per
// booked place, and the fewest and most people one reservation takes.
import { describe, expect, it } from 'vitest';
import {
  admittedTypes,
  DEFAULT_PARTICIPANT_RULES,
  infantsFull,
  maxInfants,
  maxPeopleFor,
  participantRefusal,
  peopleOutOfRules,
  startingPeople,
  type ParticipantRules,
} from '@domain/daySpa';

const rules = (patch: Partial<ParticipantRules> = {}): ParticipantRules => ({ ...DEFAULT_PARTICIPANT_RULES, ...patch });
const TODAY = '2027-06-16';

describe('the defaults are the rules every product had before (the constants)', () => {
  it('infants free up to 1 year, one per place, minors admitted, from 1 person to what a slot holds', () => {
    expect(DEFAULT_PARTICIPANT_RULES).toEqual({
      freeInfantMaxAgeYears: 1,
      infantsPerPlace: 1,
      minorsAdmitted: true,
      minPeople: 1,
      maxPeople: null,
    });
  });
});

describe('the types a product admits', () => {
  it('offers every type by default, only adults and guests on an adults-only product, no infants at 0 per place', () => {
    expect(admittedTypes(rules())).toEqual(['infant', 'minor', 'adult', 'guest']);
    expect(admittedTypes(rules({ minorsAdmitted: false }))).toEqual(['adult', 'guest']);
    expect(admittedTypes(rules({ infantsPerPlace: 0 }))).toEqual(['minor', 'adult', 'guest']);
  });

  it('refuses a minor or infant on an adults-only product, an infant at 0 per place, an infant older than the free age', () => {
    const adultsOnly = rules({ minorsAdmitted: false });
    expect(participantRefusal({ type: 'minor', date_of_birth: '2017-01-01' }, TODAY, adultsOnly)).toBe('adultsOnly');
    expect(participantRefusal({ type: 'infant', date_of_birth: '2027-05-01' }, TODAY, adultsOnly)).toBe('adultsOnly');
    expect(participantRefusal({ type: 'adult' }, TODAY, adultsOnly)).toBeNull();
    expect(
      participantRefusal({ type: 'infant', date_of_birth: '2027-05-01' }, TODAY, rules({ infantsPerPlace: 0 })),
    ).toBe('noInfants');
    // Born 16 June 2026: one year old today, still free at 1; a day earlier is older.
    expect(participantRefusal({ type: 'infant', date_of_birth: '2026-06-16' }, TODAY, rules())).toBeNull();
    expect(participantRefusal({ type: 'infant', date_of_birth: '2026-06-15' }, TODAY, rules())).toBe('infantTooOld');
    expect(
      participantRefusal({ type: 'infant', date_of_birth: '2025-07-01' }, TODAY, rules({ freeInfantMaxAgeYears: 2 })),
    ).toBeNull();
    expect(
      participantRefusal({ type: 'infant', date_of_birth: '2026-12-01' }, TODAY, rules({ freeInfantMaxAgeYears: 0 })),
    ).toBe('infantTooOld');
  });
});

describe('infants per booked place', () => {
  it('takes the product’s number per place, none at 0', () => {
    const booker = { type: 'adult' };
    const two = rules({ infantsPerPlace: 2 });
    expect(maxInfants(2, two)).toBe(4);
    expect(infantsFull(2, [booker, ...Array(3).fill({ type: 'infant' })], two)).toBe(false);
    expect(infantsFull(2, [booker, ...Array(4).fill({ type: 'infant' })], two)).toBe(true);
    expect(infantsFull(3, [booker], rules({ infantsPerPlace: 0 }))).toBe(true);
  });
});

describe('people per reservation', () => {
  it('refuses below the fewest and above the most; without a most, the slot decides', () => {
    const range = rules({ minPeople: 2, maxPeople: 4 });
    expect(peopleOutOfRules(1, range)).toBe('below');
    expect(peopleOutOfRules(2, range)).toBeNull();
    expect(peopleOutOfRules(4, range)).toBeNull();
    expect(peopleOutOfRules(5, range)).toBe('above');
    expect(peopleOutOfRules(300, rules())).toBeNull();
    expect(maxPeopleFor(20, range)).toBe(4);
    expect(maxPeopleFor(3, range)).toBe(3);
    expect(maxPeopleFor(20, rules())).toBe(20);
  });

  it('starts the counter at the fewest, and brings an address’s count within the fewest and the most', () => {
    expect(startingPeople(undefined, 4, 2)).toBe(2);
    expect(startingPeople('1', 4, 2)).toBe(2);
    expect(startingPeople('3', 4, 2)).toBe(3);
    expect(startingPeople('9', 4, 2)).toBe(4);
    expect(startingPeople(undefined, 10)).toBe(1);
  });
});
