import { describe, expect, it } from 'vitest';
import { cureMessage, cureProblemMessage } from '../../../domain/ssnCure/messages';
import {
  cureDays,
  cureDueCents,
  cureProblems,
  earliestClear,
  mostSessions,
  type CureRequest,
} from '../../../domain/ssnCure/rules';

// docs/product.md §16.10: the admission visit on the day chosen, then one session a day, all
// within the stay (arrival to departure day); 1 to 12 sessions; a ticket or an exemption's code.
const stay = { from: '2027-03-01', to: '2027-03-08', guestsPerRoom: [2] };
const cure = (values: Partial<CureRequest> = {}): CureRequest => ({
  room: 0,
  guest: 0,
  cycle: 'mud',
  sessions: 6,
  exemption_code: null,
  visit_day: '2027-03-01',
  ...values,
});
const problems = (...cures: CureRequest[]) => cureProblems(stay, ['mud', 'bath'], cures);

describe('an SSN cure’s days', () => {
  it('puts the visit on the day chosen and the sessions on the days after it, one a day', () => {
    expect(cureDays('2027-03-30', 3)).toEqual({
      visit: '2027-03-30',
      sessions: ['2027-03-31', '2027-04-01', '2027-04-02'],
    });
  });

  it('fits sessions up to the departure day, at most twelve', () => {
    expect(mostSessions('2027-03-08', '2027-03-01')).toBe(7);
    expect(mostSessions('2027-03-08', '2027-03-07')).toBe(1);
    expect(mostSessions('2027-04-30', '2027-03-01')).toBe(12);
  });
});

describe('a prescription checked against the stay', () => {
  it('accepts a cure that ends on the departure day', () => {
    expect(problems(cure({ sessions: 7 }))).toEqual([]);
  });

  it('refuses a stay too short, saying how many sessions fit', () => {
    const [problem] = problems(cure({ sessions: 5, visit_day: '2027-03-04' }));
    expect(problem).toEqual({ index: 0, field: 'sessions', key: 'stayTooShort', most: 4 });
    expect(cureProblemMessage('en', problem)).toBe(
      'After a visit on this day your stay leaves room for 4 sessions, one a day: choose an earlier day or fewer sessions.',
    );
  });

  it('refuses a visit outside the stay or on the departure day', () => {
    expect(problems(cure({ visit_day: '2027-02-28' }))[0].key).toBe('visitDayOutsideStay');
    expect(problems(cure({ visit_day: '2027-03-08', sessions: 1 }))[0].key).toBe('visitDayOutsideStay');
  });

  it('refuses 0 or 13 sessions, a cycle not offered, a code not as prescriptions print it', () => {
    expect(problems(cure({ sessions: 0 }))[0].key).toBe('sessionsRange');
    expect(problems(cure({ sessions: 13 }))[0].key).toBe('sessionsRange');
    expect(problems(cure({ cycle: 'inhalation' }))[0]).toMatchObject({ field: 'cycle', key: 'cycleNotOffered' });
    expect(problems(cure({ exemption_code: 'E-01' }))[0].field).toBe('exemption_code');
    expect(problems(cure({ exemption_code: '' }))[0].field).toBe('exemption_code');
    expect(problems(cure({ exemption_code: 'E01' }))).toEqual([]);
  });

  it('refuses a guest who is not in the room, and a second cure for the same guest', () => {
    expect(problems(cure({ guest: 2 }))[0].key).toBe('guestUnknown');
    expect(problems(cure({ room: 1 }))[0].key).toBe('guestUnknown');
    expect(problems(cure(), cure({ guest: 1 }), cure())).toEqual([{ index: 2, field: 'guest', key: 'guestTwice' }]);
  });
});

describe('what the guest pays at the desk', () => {
  const amounts = { ticketCents: 5500, exemptCents: 310 };
  it('is the ticket without an exemption, the exempt share with one', () => {
    expect(cureDueCents(amounts, null)).toBe(5500);
    expect(cureDueCents(amounts, undefined)).toBe(5500);
    expect(cureDueCents(amounts, 'E01')).toBe(310);
  });
});

describe('the earliest time of a day clear of the guest’s own times', () => {
  const h = (hours: number) => hours * 3_600_000;
  it('skips a start that would meet another of the guest’s times', () => {
    expect(earliestClear([h(10), h(8), h(9)], h(0.5), [{ start: h(8.25), end: h(9.25) }])).toBe(h(10));
    expect(earliestClear([h(9)], h(1), [{ start: h(10), end: h(11) }])).toBe(h(9));
    expect(earliestClear([h(9)], h(1), [{ start: h(9.5), end: h(11) }])).toBeNull();
  });
});

describe('the cure’s messages', () => {
  it('are in the three languages with the day put in', () => {
    expect(cureMessage('de', 'dayFull', { day: 'Mo., 1. März' })).toBe(
      'Am Mo., 1. März ist niemand für deine Kur frei: wähle einen anderen Tag für die Untersuchung.',
    );
  });
});
