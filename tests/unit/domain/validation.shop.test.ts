// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cartItemSchema,
  checkoutSchema,
  giftCardCodeSchema,
  personalisationSchema,
  recipientSchema,
} from '@domain/validation';
import { errorsOf } from './helpers';

/**
 * The shop's forms (product.md §5.1 gift card form, §5.3 personalisation and payment forms: counter
 * minimum 1, gift card message at most 140, variation required, recipient name and email
 * required). Issue 11: a dated spa product in the cart, one per line, in the day-spa window.
 */
const today = '2026-12-01';
const giftCard = { type: 'giftcard', id: 3, variation: 7, people: 2, quantity: 1 };
const reservation = { type: 'reservation', id: 5, product_availability_id: 40, date: '2026-12-10', people: 2 };

describe('cartItemSchema: a gift card', () => {
  it('is the default type, its message empty unless written', async () => {
    const { type: _type, ...untyped } = giftCard;
    expect(await cartItemSchema('en', { today }).validate(untyped)).toEqual({ ...giftCard, message: '' });
  });

  it('keeps its variation and drops a slot and a date sent with it', async () => {
    const item = await cartItemSchema('en', { today }).validate({
      ...giftCard,
      product_availability_id: 40,
      date: '2026-12-10',
    });
    expect(item).toEqual({ ...giftCard, message: '' });
  });

  it('needs the product and what the card is for', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { type: 'giftcard', people: 1, quantity: 1 })).toEqual({
      id: 'Please choose a product.',
      variation: 'Please choose what the gift card is for.',
    });
  });

  it('is for 1 to 10 people, 1 to 20 cards', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { ...giftCard, people: 0, quantity: 21 })).toEqual({
      people: 'A gift card is for 1 to 10 people.',
      quantity: 'The quantity must be between 1 and 20.',
    });
    expect(await errorsOf(cartItemSchema('en', { today }), { ...giftCard, people: 11, quantity: 0 })).toEqual({
      people: 'A gift card is for 1 to 10 people.',
      quantity: 'The quantity must be between 1 and 20.',
    });
    expect(await errorsOf(cartItemSchema('en', { today }), { ...giftCard, people: 10, quantity: 20 })).toEqual({});
  });

  it('carries a message of several lines, at most 140 characters', async () => {
    const message = 'Buon compleanno!\nUn abbraccio';
    expect((await cartItemSchema('en', { today }).validate({ ...giftCard, message })).message).toBe(message);
    expect(await errorsOf(cartItemSchema('en', { today }), { ...giftCard, message: 'x'.repeat(140) })).toEqual({});
    expect(await errorsOf(cartItemSchema('de', { today }), { ...giftCard, message: 'x'.repeat(141) })).toEqual({
      message: 'Die Nachricht darf höchstens 140 Zeichen lang sein.',
    });
  });

  it('refuses a type the shop does not sell', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { ...giftCard, type: 'room' })).toMatchObject({
      type: 'This value is not valid.',
    });
  });
});

describe('cartItemSchema: a dated spa product (issue 11)', () => {
  it('keeps its slot, day and people, one per line, and drops a variation', async () => {
    expect(await cartItemSchema('en', { today }).validate({ ...reservation, variation: 7 })).toEqual({
      ...reservation,
      quantity: 1,
      message: '',
    });
  });

  it('needs a time slot, a day and at least one person', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { type: 'reservation', id: 5, people: 0 })).toEqual({
      product_availability_id: 'Please choose a time slot.',
      date: 'Please choose a date.',
      people: 'Please choose at least one person.',
    });
  });

  it('takes more than ten people (the slot capacity is checked by the server) but never two on one line', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { ...reservation, people: 12 })).toEqual({});
    expect(await errorsOf(cartItemSchema('en', { today }), { ...reservation, quantity: 2 })).toEqual({
      quantity: 'The quantity must be between 1 and 1.',
    });
  });

  it('is for a day from today to two months ahead', async () => {
    expect(await errorsOf(cartItemSchema('en', { today }), { ...reservation, date: '2026-11-30' })).toEqual({
      date: 'Please choose a date between 01 December 2026 and 01 February 2027.',
    });
    expect(await errorsOf(cartItemSchema('en', { today }), { ...reservation, date: '2027-02-01' })).toEqual({});
  });
});

describe('recipientSchema (one form per gift card)', () => {
  it('needs the recipient name and email, the message optional', async () => {
    expect(await recipientSchema('en').validate({ name: ' Maria Bianchi ', email: 'maria@example.com' })).toEqual({
      name: 'Maria Bianchi',
      email: 'maria@example.com',
      message: '',
    });
    expect(await errorsOf(recipientSchema('en'), { message: 'x'.repeat(141) })).toEqual({
      name: "The recipient's name is required.",
      email: "The recipient's email is required.",
      message: 'The message may not be longer than 140 characters.',
    });
    expect(await errorsOf(recipientSchema('it'), { name: 'Maria', email: 'maria' })).toEqual({
      email: 'Inserisci un indirizzo email valido.',
    });
  });
});

describe('personalisationSchema (a line: one recipient per card, product.md §5.3)', () => {
  it('takes the recipients card by card, and names the refused field by its card', async () => {
    const anna = { name: 'Anna', email: 'anna@example.com', message: '' };
    expect(await errorsOf(personalisationSchema('en'), { recipients: [anna, { name: 'Bruno', email: 'x' }] })).toEqual({
      'recipients[1].email': 'Please enter a valid email address.',
    });
    expect(await errorsOf(personalisationSchema('de'), { recipients: [] })).toEqual({
      recipients: 'Bitte gib für jeden Gutschein dieser Zeile einen Empfänger an.',
    });
  });
});

describe('checkoutSchema (the shop payment form)', () => {
  it("needs the buyer's names, email and privacy consent; the newsletter is optional and off", async () => {
    expect(await errorsOf(checkoutSchema('en'), {})).toEqual({
      first_name: 'The first name is required.',
      last_name: 'The last name is required.',
      email: 'The email address is required.',
      privacy: 'Please accept the privacy policy.',
    });
    const buyer = {
      first_name: 'Anna',
      last_name: 'Rossi',
      email: 'anna@example.com',
      privacy: true,
      payment_method_id: 'pm_1',
    };
    expect(await checkoutSchema('en').validate(buyer)).toMatchObject({
      ...buyer,
      newsletter_consent: false,
      save_card: false,
    });
  });
});

describe('giftCardCodeSchema (a code as a person types it)', () => {
  it('needs a code', async () => {
    expect(await errorsOf(giftCardCodeSchema('en'), {})).toEqual({ code: 'Please enter the gift card code.' });
    expect(await errorsOf(giftCardCodeSchema('de'), { code: '' })).toEqual({
      code: 'Bitte gib den Gutscheincode ein.',
    });
  });

  it('refuses a code whose check character says it was mistyped', async () => {
    expect(await errorsOf(giftCardCodeSchema('en'), { code: 'AAAA-AAAA-AAAA-AAAA' })).toEqual({
      code: 'This is not a gift card code: please check it for typos.',
    });
  });
});
