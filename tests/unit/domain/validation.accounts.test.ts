// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registrationSchema, resetPasswordSchema } from '@domain/validation';
import { errorsOf } from './helpers';

const registration = {
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'anna@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  privacy_consent: true,
};

describe('registrationSchema', () => {
  it('accepts a complete registration and defaults the newsletter to no', async () => {
    expect(await errorsOf(registrationSchema('en'), registration)).toEqual({});
    expect((await registrationSchema('en').validate(registration)).newsletter_consent).toBe(false);
  });

  it('names each missing field in English and in Italian', async () => {
    expect(await errorsOf(registrationSchema('en'), {})).toMatchObject({
      first_name: 'The first name is required.',
      last_name: 'The last name is required.',
      email: 'The email address is required.',
      password: 'The password is required.',
      privacy_consent: 'Please accept the privacy policy.',
    });
    expect(await errorsOf(registrationSchema('it'), {})).toMatchObject({
      first_name: 'Il nome è obbligatorio.',
      privacy_consent: "Accetta l'informativa sulla privacy.",
    });
  });

  it('treats a blank name as missing', async () => {
    expect((await errorsOf(registrationSchema('en'), { ...registration, first_name: '   ' })).first_name).toBe(
      'The first name is required.',
    );
  });

  it('needs a password of at least 8 characters', async () => {
    const errors = await errorsOf(registrationSchema('de'), {
      ...registration,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(errors.password).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
  });

  it('needs the confirmation to match the password', async () => {
    const errors = await errorsOf(registrationSchema('en'), { ...registration, password_confirmation: 'secret124' });
    expect(errors).toEqual({ password_confirmation: 'The passwords do not match.' });
  });

  it('refuses an unticked privacy consent', async () => {
    const errors = await errorsOf(registrationSchema('de'), { ...registration, privacy_consent: false });
    expect(errors).toEqual({ privacy_consent: 'Bitte akzeptiere die Datenschutzerklärung.' });
  });

  it('refuses a malformed email', async () => {
    expect((await errorsOf(registrationSchema('it'), { ...registration, email: 'anna@' })).email).toBe(
      'Inserisci un indirizzo email valido.',
    );
  });
});

describe('loginSchema', () => {
  it('needs email and password and sends remember as true by default', async () => {
    expect(await errorsOf(loginSchema('en'), {})).toEqual({
      email: 'The email address is required.',
      password: 'The password is required.',
    });
    const values = await loginSchema('en').validate({ email: ' anna@example.com ', password: 'x' });
    expect(values).toEqual({ email: 'anna@example.com', password: 'x', remember: true });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email', async () => {
    expect(await errorsOf(forgotPasswordSchema('de'), { email: 'nope' })).toEqual({
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(await errorsOf(forgotPasswordSchema('de'), { email: 'a@b.it' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  it('needs the token, email and a confirmed new password', async () => {
    const errors = await errorsOf(resetPasswordSchema('en'), {
      email: 'a@b.it',
      password: 'secret123',
      password_confirmation: 'x',
    });
    expect(errors).toEqual({
      token: 'The reset link is not valid. Please request a new one.',
      password_confirmation: 'The passwords do not match.',
    });
  });
});
