import { object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields } from './fields';

/** The token comes from the emailed link; a missing one means the link is broken. */
export function resetPasswordSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    token: f.requiredText('tokenRequired'),
    email: f.email(),
    password: f.newPassword(),
    password_confirmation: f.passwordConfirmation(),
  });
}
export type ResetPasswordValues = InferType<ReturnType<typeof resetPasswordSchema>>;
