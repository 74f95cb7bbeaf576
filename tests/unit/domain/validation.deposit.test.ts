// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositSchema } from '@domain/validation';
import { errorsOf, plainSpaces } from './helpers';

const deposit = {
  amount: 10000,
  note: 'Reservation Deposit',
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'anna@example.com',
  privacy: true,
};

describe('depositSchema', () => {
  it('accepts a deposit with optional reservation references left empty', async () => {
    expect(await errorsOf(depositSchema('en'), { ...deposit, reservation_id: '', reservation_number: '' })).toEqual({});
  });

  it('reads a numeric reservation id from the query string', async () => {
    expect((await depositSchema('en').validate({ ...deposit, reservation_id: '42' })).reservation_id).toBe(42);
  });

  it('refuses amounts below 1 euro and above 10,000 euro, naming the limit in the language', async () => {
    expect((await errorsOf(depositSchema('en'), { ...deposit, amount: 99 })).amount).toBe(
      'The amount must be at least €1.00.',
    );
    expect(plainSpaces((await errorsOf(depositSchema('it'), { ...deposit, amount: 1_000_001 })).amount)).toBe(
      "L'importo non può superare 10.000,00 €.",
    );
    expect(await errorsOf(depositSchema('en'), { ...deposit, amount: 100 })).toEqual({});
    expect(await errorsOf(depositSchema('en'), { ...deposit, amount: 1_000_000 })).toEqual({});
  });

  it('refuses an amount that is not whole cents', async () => {
    expect((await errorsOf(depositSchema('en'), { ...deposit, amount: 100.5 })).amount).toBe(
      'Please enter a valid amount.',
    );
    expect((await errorsOf(depositSchema('en'), { ...deposit, amount: 'abc' })).amount).toBe(
      'Please enter a valid amount.',
    );
  });

  it('needs a reference of at most 150 characters', async () => {
    expect((await errorsOf(depositSchema('en'), { ...deposit, note: '' })).note).toBe(
      'The payment reference is required.',
    );
    expect((await errorsOf(depositSchema('de'), { ...deposit, note: 'x'.repeat(151) })).note).toBe(
      'Der Verwendungszweck darf höchstens 150 Zeichen lang sein.',
    );
    expect(await errorsOf(depositSchema('en'), { ...deposit, note: 'x'.repeat(150) })).toEqual({});
  });

  it('needs the names, the email and the privacy consent', async () => {
    const errors = await errorsOf(depositSchema('it'), { amount: 10000, note: 'x', privacy: false });
    expect(errors).toEqual({
      first_name: 'Il nome è obbligatorio.',
      last_name: 'Il cognome è obbligatorio.',
      email: "L'indirizzo email è obbligatorio.",
      privacy: "Accetta l'informativa sulla privacy.",
    });
  });
});
