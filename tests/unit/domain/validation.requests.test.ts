// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  airportTransferSchema,
  bonusPreferenceSchema,
  changeBookingRequestSchema,
  refundRequestSchema,
} from '@domain/validation';
import { airportTransferTotal } from '@domain/money';
import { groupIban, isBic, isIban, normalizeIban } from '@domain/bankAccount';
import type { SeasonInfo } from '@domain/season';
import { errorsOf, plainSpaces } from './helpers';

const contact = { first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.com', privacy: true };
const season: SeasonInfo = { start: '2026-03-01', end: '2027-01-06', next: { start: '2027-03-01', end: '2028-01-06' } };
const rules = { season, closedDates: ['2026-11-11'], today: '2026-10-01' };
const stay = { checkin: '2026-10-10', checkout: '2026-10-13' };

describe('changeBookingRequestSchema', () => {
  it('accepts new dates in the booking period, and a day visit (check-out on the check-in day)', async () => {
    expect(
      await errorsOf(changeBookingRequestSchema('en', { rules }), {
        ...contact,
        ...stay,
        new_checkin: '2026-10-20',
        new_checkout: '2026-10-23',
      }),
    ).toEqual({});
    expect(
      await errorsOf(changeBookingRequestSchema('en', { rules }), {
        ...contact,
        checkin: '2026-10-10',
        checkout: '2026-10-10',
        new_checkin: '2026-10-12',
        new_checkout: '2026-10-12',
      }),
    ).toEqual({});
  });

  it('refuses dates in the wrong order and the same stay again', async () => {
    expect(
      await errorsOf(changeBookingRequestSchema('de'), {
        ...contact,
        checkin: '2026-10-13',
        checkout: '2026-10-10',
        new_checkin: '2026-10-23',
        new_checkout: '2026-10-20',
      }),
    ).toEqual({
      checkout: 'Die Abreise darf nicht vor der Anreise liegen.',
      new_checkout: 'Die Abreise darf nicht vor der Anreise liegen.',
    });
    expect(
      await errorsOf(changeBookingRequestSchema('en'), {
        ...contact,
        ...stay,
        new_checkin: stay.checkin,
        new_checkout: stay.checkout,
      }),
    ).toEqual({
      new_checkout: 'The new dates are the same as the current ones.',
    });
  });

  it('refuses new dates outside the booking period, between seasons or on a closed day', async () => {
    const schema = changeBookingRequestSchema('it', { rules });
    expect(
      (await errorsOf(schema, { ...contact, ...stay, new_checkin: '2026-09-20', new_checkout: '2026-09-22' }))
        .new_checkout,
    ).toBe('Queste date non sono prenotabili. Scegli delle date nel periodo di prenotazione.');
    expect(
      (await errorsOf(schema, { ...contact, ...stay, new_checkin: '2026-11-10', new_checkout: '2026-11-12' }))
        .new_checkout,
    ).toBe("L'hotel è chiuso in una delle date scelte. Scegli altre date.");
    // From December the calendar reaches into the next season: a day between the seasons is closed.
    const december = changeBookingRequestSchema('it', { rules: { ...rules, today: '2026-12-01' } });
    expect(
      (await errorsOf(december, { ...contact, ...stay, new_checkin: '2027-01-20', new_checkout: '2027-01-20' }))
        .new_checkout,
    ).toBe("L'hotel è chiuso in una delle date scelte. Scegli altre date.");
  });

  it('moves one end of the stay: the same check-in or the same check-out is a new stay', async () => {
    expect(
      await errorsOf(changeBookingRequestSchema('en'), {
        ...contact,
        ...stay,
        new_checkin: stay.checkin,
        new_checkout: '2026-10-14',
      }),
    ).toEqual({});
    expect(
      await errorsOf(changeBookingRequestSchema('en'), {
        ...contact,
        ...stay,
        new_checkin: '2026-10-11',
        new_checkout: stay.checkout,
      }),
    ).toEqual({});
  });

  it('says only that a date is missing or wrong, never that the order is wrong, when one end is not a date', async () => {
    expect(
      await errorsOf(changeBookingRequestSchema('en'), {
        ...contact,
        checkout: '2026-10-13',
        new_checkout: '2026-10-23',
      }),
    ).toEqual({
      checkin: 'Please enter the current check-in date.',
      new_checkin: 'Please choose the new check-in date.',
    });
    expect(
      await errorsOf(changeBookingRequestSchema('en'), {
        ...contact,
        ...stay,
        checkout: '2026-10-32',
        new_checkin: '2026-10-20',
        new_checkout: '2026-10-32',
      }),
    ).toEqual({
      checkout: 'Please enter a valid date.',
      new_checkout: 'Please enter a valid date.',
    });
  });

  it('names every missing field, and refuses dates not written YYYY-MM-DD', async () => {
    expect(Object.keys(await errorsOf(changeBookingRequestSchema('en'), {})).sort()).toEqual([
      'checkin',
      'checkout',
      'email',
      'first_name',
      'last_name',
      'new_checkin',
      'new_checkout',
      'privacy',
    ]);
    expect(
      (
        await errorsOf(changeBookingRequestSchema('en'), {
          ...contact,
          ...stay,
          new_checkin: '20/10/2026',
          new_checkout: '2026-02-30',
        })
      ).new_checkin,
    ).toBe('Please enter a valid date.');
  });
});

describe('refundRequestSchema', () => {
  it('refuses 0 and more than a refund could be, naming the limit', async () => {
    expect((await errorsOf(refundRequestSchema('en'), { ...contact, amount: 0 })).amount).toBe(
      'The amount must be at least €0.01.',
    );
    expect(
      plainSpaces(
        (await errorsOf(refundRequestSchema('de', { maxCents: 15000 }), { ...contact, amount: 15001 })).amount,
      ),
    ).toBe('Eine Rückerstattung kann höchstens 150,00 € betragen.');
    expect(await errorsOf(refundRequestSchema('de', { maxCents: 15000 }), { ...contact, amount: 15000 })).toEqual({});
  });

  it('takes IBAN and BIC as optional, and checks them when given', async () => {
    expect(await errorsOf(refundRequestSchema('en'), { ...contact, amount: 100, iban: '', bic: '' })).toEqual({});
    expect(
      await errorsOf(refundRequestSchema('en'), {
        ...contact,
        amount: 100,
        iban: 'it60 x054 2811 1010 0000 0123 456',
        bic: 'bpmoit22',
      }),
    ).toEqual({});
    const errors = await errorsOf(refundRequestSchema('en'), {
      ...contact,
      amount: 100,
      iban: 'IT60 X054 2811 1010 0000 0123 457',
      bic: 'BPMO1T22',
    });
    expect(Object.keys(errors).sort()).toEqual(['bic', 'iban']);
  });
});

describe('IBAN and BIC', () => {
  it('checks the ISO 13616 checksum and the length of the country', () => {
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isIban('DE89 3704 0044 0532 0130')).toBe(false);
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(normalizeIban(' gb82 west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
  });

  it('checks a BIC of 8 or 11 characters with a real country', () => {
    expect(isBic('UNCRITMM')).toBe(true);
    expect(isBic('uncritmmxxx')).toBe(true);
    expect(isBic('UNCRITM')).toBe(false);
    expect(isBic('UNCRXXMM')).toBe(false);
  });

  it('groups the IBAN in fours as the guest types', () => {
    expect(groupIban('it60x05428')).toBe('IT60 X054 28');
    expect(groupIban('IT60 X054-2811')).toBe('IT60 X054 2811');
    expect(groupIban('')).toBe('');
  });
});

describe('airport transfer (product.md §8.3: VCE 35 euro, TSF 45 euro a person; total = price x people)', () => {
  it('prices each airport per person', () => {
    expect(airportTransferTotal('VCE', 1)).toBe(3500);
    expect(airportTransferTotal('VCE', 4)).toBe(14000);
    expect(airportTransferTotal('TSF', 1)).toBe(4500);
    expect(airportTransferTotal('TSF', 3)).toBe(13500);
  });

  it('refuses an unknown airport, 0 people and a missing or too long flight number; the return trip is ticked by default', async () => {
    expect(
      await errorsOf(airportTransferSchema('en'), { ...contact, airport: 'BLQ', people: 0, flight_number: '' }),
    ).toEqual({
      airport: 'Please choose the airport.',
      people: 'A transfer takes from 1 to 50 people.',
      flight_number: 'The flight number is required.',
    });
    expect(
      (
        await errorsOf(airportTransferSchema('en'), {
          ...contact,
          airport: 'VCE',
          people: 1,
          flight_number: 'x'.repeat(151),
        })
      ).flight_number,
    ).toBe('The flight number may not be longer than 150 characters.');
    expect(
      (await airportTransferSchema('en').validate({ ...contact, airport: 'TSF', people: 2, flight_number: 'FR 1' }))
        .return,
    ).toBe(true);
  });
});

describe('bonusPreferenceSchema', () => {
  it('takes one of the four preferences only', async () => {
    for (const preference of ['dayspa', 'poolTreatments', 'stay', 'spa'])
      expect(await errorsOf(bonusPreferenceSchema('en'), { preference })).toEqual({});
    expect(await errorsOf(bonusPreferenceSchema('it'), { preference: 'golf' })).toEqual({
      preference: 'Scegli una delle quattro opzioni.',
    });
  });
});
