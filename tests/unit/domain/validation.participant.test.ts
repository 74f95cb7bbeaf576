// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { participantInvitationSchema } from '@domain/validation';
import { errorsOf } from './helpers';

const today = '2024-06-15';
const schema = (locale: 'en' | 'it' | 'de' = 'en') => participantInvitationSchema(locale, { today });
const names = { first_name: 'Luca', last_name: 'Bianchi' };

describe('participantInvitationSchema', () => {
  it('needs a known type and both names', async () => {
    expect(await errorsOf(schema(), {})).toEqual({
      type: 'Please choose the type of participant.',
      first_name: 'The first name is required.',
      last_name: 'The last name is required.',
    });
    expect((await errorsOf(schema('it'), { ...names, type: 'pet' })).type).toBe('Scegli il tipo di partecipante.');
  });

  it('needs a valid email for a guest only', async () => {
    expect(await errorsOf(schema(), { ...names, type: 'guest' })).toEqual({ email: 'The email address is required.' });
    expect(await errorsOf(schema('de'), { ...names, type: 'guest', email: 'x' })).toEqual({
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(await errorsOf(schema(), { ...names, type: 'guest', email: 'luca@example.com' })).toEqual({});
    expect(await errorsOf(schema(), { ...names, type: 'adult', email: '' })).toEqual({});
  });

  it('needs a date of birth for infants and minors, not for adults', async () => {
    expect(await errorsOf(schema(), { ...names, type: 'infant' })).toEqual({
      date_of_birth: 'The date of birth is required.',
    });
    expect(await errorsOf(schema('it'), { ...names, type: 'minor', date_of_birth: '' })).toEqual({
      date_of_birth: 'La data di nascita è obbligatoria.',
    });
    expect(await errorsOf(schema(), { ...names, type: 'adult' })).toEqual({});
  });

  it('refuses a date of birth in the future', async () => {
    expect(await errorsOf(schema('de'), { ...names, type: 'minor', date_of_birth: '2024-06-16' })).toEqual({
      date_of_birth: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    });
    expect(await errorsOf(schema(), { ...names, type: 'infant', date_of_birth: '2024-06-15' })).toEqual({});
  });

  it('takes infants up to one year old', async () => {
    expect(await errorsOf(schema(), { ...names, type: 'infant', date_of_birth: '2023-06-15' })).toEqual({});
    expect(await errorsOf(schema(), { ...names, type: 'infant', date_of_birth: '2023-06-14' })).toEqual({
      date_of_birth: 'Infants come free up to the age of 1: an older child is a minor.',
    });
  });

  it('takes minors under 18 only', async () => {
    expect(await errorsOf(schema(), { ...names, type: 'minor', date_of_birth: '2006-06-16' })).toEqual({});
    expect(await errorsOf(schema('it'), { ...names, type: 'minor', date_of_birth: '2006-06-15' })).toEqual({
      date_of_birth: 'Un minore deve avere meno di 18 anni.',
    });
  });

  it('refuses a date of birth that is not a real date', async () => {
    expect(await errorsOf(schema(), { ...names, type: 'minor', date_of_birth: '2010-02-30' })).toEqual({
      date_of_birth: 'Please enter a valid date.',
    });
  });
});
