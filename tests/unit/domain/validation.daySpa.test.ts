// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daySpaReservationSchema } from '@domain/validation';
import { errorsOf } from './helpers';

const today = '2024-06-01';
const reservation = {
  date: '2024-06-10',
  people: 2,
  product_availability_id: 7,
  cancellation_policy_consent: true,
  rules_consent: true,
  payment_method_id: 'pm_1',
};

describe('daySpaReservationSchema', () => {
  it('accepts a reservation and defaults the bonus voucher to unused', async () => {
    const values = await daySpaReservationSchema('en', { today }).validate(reservation);
    expect(values.use_bonus_terme).toBe(false);
    expect(values.covid_consent).toBe(false);
  });

  it('needs the cancellation and pool rules consents, with messages in each language', async () => {
    const values = { ...reservation, cancellation_policy_consent: false, rules_consent: false };
    expect(await errorsOf(daySpaReservationSchema('en', { today }), values)).toEqual({
      cancellation_policy_consent: 'Please accept the cancellation policy.',
      rules_consent: 'Please accept the pool rules.',
    });
    expect((await errorsOf(daySpaReservationSchema('de', { today }), values)).rules_consent).toBe(
      'Bitte akzeptiere die Badeordnung.',
    );
  });

  it('needs at least one person and a slot', async () => {
    expect(
      await errorsOf(daySpaReservationSchema('it', { today }), {
        ...reservation,
        people: 0,
        product_availability_id: null,
      }),
    ).toEqual({
      people: 'Scegli almeno una persona.',
      product_availability_id: 'Scegli una fascia oraria.',
    });
  });

  it('accepts dates from today to two months ahead only', async () => {
    const schema = daySpaReservationSchema('en', { today });
    expect(await errorsOf(schema, { ...reservation, date: '2024-06-01' })).toEqual({});
    expect(await errorsOf(schema, { ...reservation, date: '2024-08-01' })).toEqual({});
    expect((await errorsOf(schema, { ...reservation, date: '2024-08-02' })).date).toBe(
      'Please choose a date between 01 June 2024 and 01 August 2024.',
    );
    expect((await errorsOf(schema, { ...reservation, date: '2024-05-31' })).date).toMatch(
      /^Please choose a date between/,
    );
  });

  it('refuses a date that is not a real date', async () => {
    expect(
      (await errorsOf(daySpaReservationSchema('en', { today }), { ...reservation, date: '2024-06-31' })).date,
    ).toBe('Please enter a valid date.');
  });
});
