import { object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields } from './fields';

/** Registration (product.md §6.2). Honeypot fields pass through untouched for the server to check. */
export function registrationSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    first_name: f.personName('firstNameRequired'),
    last_name: f.personName('lastNameRequired'),
    email: f.email(),
    password: f.newPassword(),
    password_confirmation: f.passwordConfirmation(),
    privacy_consent: f.consent('privacyRequired'),
    newsletter_consent: f.flag(false),
  });
}
export type RegistrationValues = InferType<ReturnType<typeof registrationSchema>>;
