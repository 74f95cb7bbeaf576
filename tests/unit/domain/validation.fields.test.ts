// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { fields } from '@domain/validation';
import { errorsOf } from './helpers';

/**
 * The field builders every form shares (decision 004; issue 8 §2: NUL bytes and wrong types get a
 * translated "not valid", never a 5xx). product.md §1.3 and §2.1: notes 255 characters, child ages 0 to 17,
 * "Age missing", departure at least one night after arrival.
 */
const en = fields('en');

describe('text', () => {
  const form = object({
    name: en.text(),
    note: en.note(),
    password: en.password(),
    confirmation: en.passwordConfirmation(),
  });

  it('trims a name but keeps a password and its confirmation as typed', async () => {
    expect(await form.validate({ name: '  Anna ', password: ' secret ', confirmation: ' secret ' })).toEqual({
      name: 'Anna',
      password: ' secret ',
      confirmation: ' secret ',
    });
    expect(await errorsOf(form, { password: ' secret ', confirmation: 'secret' })).toEqual({
      confirmation: 'The passwords do not match.',
    });
  });

  it('refuses control characters in any text, and line breaks outside a note', async () => {
    const invalid = 'This value is not valid.';
    expect(await errorsOf(form, { name: 'An\u0000na', password: 'x', confirmation: 'x' })).toEqual({ name: invalid });
    expect(await errorsOf(form, { name: 'Anna\nRossi', password: 'x', confirmation: 'x' })).toEqual({ name: invalid });
    expect(await errorsOf(form, { name: 'Anna', note: 'bell\u0007', password: 'x', confirmation: 'x' })).toEqual({
      note: invalid,
    });
    expect(
      await errorsOf(form, {
        name: 'Anna',
        note: 'Late arrival\nabout 22:00\tthanks',
        password: 'x',
        confirmation: 'x',
      }),
    ).toEqual({});
  });

  it('keeps the line breaks of a note, trimmed, at most 255 characters', async () => {
    expect((await form.validate({ note: ' one\ntwo ', password: 'x', confirmation: 'x' })).note).toBe('one\ntwo');
    expect(await errorsOf(form, { note: 'x'.repeat(256), password: 'x', confirmation: 'x' })).toEqual({
      note: 'This field may not be longer than 255 characters.',
    });
  });
});

describe('dates, people, ids and counts', () => {
  const form = object({
    date: en.isoDate('dateRequired'),
    people: en.people(),
    id: en.optionalId('valueInvalid'),
    adults: en.count(1, 3, 'adultsRange'),
  });

  it('refuses a date that does not exist', async () => {
    expect(await errorsOf(form, { date: '2026-02-29', adults: 1 })).toEqual({ date: 'Please enter a valid date.' });
    expect(await errorsOf(form, { date: '2028-02-29', adults: 1 })).toEqual({});
  });

  it('needs at least one person, a whole number', async () => {
    expect(await errorsOf(form, { date: '2026-12-01', people: 0, adults: 1 })).toEqual({
      people: 'Please choose at least one person.',
    });
    expect(await errorsOf(form, { date: '2026-12-01', people: 2.5, adults: 1 })).toEqual({
      people: 'Please enter a whole number.',
    });
  });

  it('reads an empty id as none', async () => {
    expect((await form.validate({ date: '2026-12-01', id: '', adults: 1 })).id).toBeUndefined();
    expect((await form.validate({ date: '2026-12-01', id: null, adults: 1 })).id).toBeUndefined();
  });

  it('names the range of a count that is missing', async () => {
    expect(await errorsOf(form, { date: '2026-12-01' })).toEqual({ adults: 'Each room takes from 1 to 3 adults.' });
  });
});

describe('occupancy: an age for each child (product.md §2.1 "Age missing")', () => {
  const room = object(en.occupancy());

  it('needs as many ages as children', async () => {
    expect(await errorsOf(room, { adults: 2, children: 2, children_ages: [4] })).toEqual({
      children_ages: 'Age missing',
    });
    expect(await errorsOf(room, { adults: 2, children: 1, children_ages: [''] })).toEqual({
      children_ages: 'Age missing',
    });
    expect(await errorsOf(room, { adults: 2, children: 2, children_ages: [4, 0] })).toEqual({});
    expect(await errorsOf(room, { adults: 2, children: 0 })).toEqual({});
  });

  it('takes ages from 0 to 17', async () => {
    expect(await errorsOf(room, { adults: 1, children: 1, children_ages: [-1] })).toEqual({
      'children_ages[0]': "A child's age must be between 0 and 17.",
    });
    expect(await errorsOf(room, { adults: 1, children: 1, children_ages: [18] })).toEqual({
      'children_ages[0]': "A child's age must be between 0 and 17.",
    });
  });
});

describe('stay: the departure at least one night after the arrival', () => {
  const stay = object(en.stay('from'));

  it('refuses a departure on or before the arrival, on the departure', async () => {
    const message = { to: 'The departure must be at least one night after the arrival.' };
    expect(await errorsOf(stay, { from: '2026-12-10', to: '2026-12-10' })).toEqual(message);
    expect(await errorsOf(stay, { from: '2026-12-10', to: '2026-12-09' })).toEqual(message);
    expect(await errorsOf(stay, { from: '2026-12-10', to: '2026-12-11' })).toEqual({});
  });

  it('says only what is wrong with a missing or wrong date, not the order', async () => {
    expect(await errorsOf(stay, { from: '2026-12-32', to: '2026-12-09' })).toEqual({
      from: 'Please enter a valid date.',
    });
    expect(await errorsOf(stay, { from: '2026-12-10', to: '2026-11-31' })).toEqual({
      to: 'Please enter a valid date.',
    });
    expect(await errorsOf(stay, { to: '2026-12-09' })).toEqual({ from: 'Please choose the arrival date.' });
    expect(await errorsOf(stay, { from: '2026-12-10' })).toEqual({ to: 'Please choose the departure date.' });
  });
});

describe('contact and payment fields', () => {
  const form = object({ ...en.contact(), ...en.payment() });
  const guest = { first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.com', privacy: true };

  it('leaves the newsletter and saving the card off unless asked', async () => {
    expect(await form.validate(guest)).toMatchObject({ newsletter_consent: false, save_card: false });
  });

  it('reads a gift card code as typed and refuses a mistyped one', async () => {
    expect(await errorsOf(form, { ...guest, gift_card_code: 'AAAA-AAAA-AAAA-AAAA' })).toEqual({
      gift_card_code: 'This is not a gift card code: please check it for typos.',
    });
    expect(await errorsOf(form, { ...guest, gift_card_code: null })).toEqual({});
    expect((await form.validate({ ...guest, gift_card_code: ' oooo-0000 0000-00ly ' })).gift_card_code).toBe(
      '000000000000001Y',
    );
  });
});
