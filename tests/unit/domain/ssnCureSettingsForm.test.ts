import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { cureSettingsSchema, curesPeriod, curesQuerySchema } from '@domain/ssnCure/settingsForm';

// docs/product.md §16.11: what the cures' screen checks before it sends, the same as the server.
const errorsOf = (run: () => unknown): Record<string, string> => {
  try {
    run();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '_', item.message]));
  }
};

describe('the SSN cures’ settings form', () => {
  const valid = {
    ticket_cents: 5500,
    exempt_cents: 0,
    visit_treatment_id: 9,
    cycle_treatments: { mud: 3, bath: '', inhalation: null },
    version: 4,
  };
  const check = (values: object) =>
    errorsOf(() => cureSettingsSchema('en').validateSync(values, { abortEarly: false }));

  it('takes a select’s “Not offered” as no treatment', () => {
    expect(cureSettingsSchema('en').validateSync(valid).cycle_treatments).toEqual({
      mud: 3,
      bath: null,
      inhalation: null,
    });
  });

  it('refuses a cycle without the admission visit, next to the visit', () => {
    expect(check({ ...valid, visit_treatment_id: '' })).toEqual({
      visit_treatment_id: 'Choose the admission visit first: without it no cure is offered.',
    });
    const none = { ...valid, visit_treatment_id: '', cycle_treatments: { mud: '', bath: '', inhalation: '' } };
    expect(check(none)).toEqual({});
  });

  it('takes amounts from 0 to 1,000 € in whole cents', () => {
    expect(check({ ...valid, ticket_cents: 100_000, exempt_cents: 0 })).toEqual({});
    expect(Object.keys(check({ ...valid, ticket_cents: 100_001, exempt_cents: -1 }))).toEqual([
      'ticket_cents',
      'exempt_cents',
    ]);
  });
});

describe('the cures booked: the period read', () => {
  it('is today and 30 days on when the desk names no day, and follows the one day named', () => {
    expect(curesPeriod({}, '2027-06-10')).toEqual({ from: '2027-06-10', to: '2027-07-10' });
    expect(curesPeriod({ from: '2027-08-01' }, '2027-06-10')).toEqual({ from: '2027-08-01', to: '2027-08-31' });
    expect(curesPeriod({ to: '2027-08-31' }, '2027-06-10')).toEqual({ from: '2027-08-01', to: '2027-08-31' });
  });

  it('spans at most 92 days', () => {
    const check = (query: object) => errorsOf(() => curesQuerySchema('de').validateSync(query, { abortEarly: false }));
    expect(check({ from: '2027-01-01', to: '2027-04-03' })).toEqual({});
    expect(check({ from: '2027-01-01', to: '2027-04-04' })).toEqual({ to: 'Wähle höchstens 92 Tage.' });
  });
});
