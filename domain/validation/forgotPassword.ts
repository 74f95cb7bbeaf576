import { object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields } from './fields';

export function forgotPasswordSchema(locale: Locale) {
  return object({ email: fields(locale).email() });
}
export type ForgotPasswordValues = InferType<ReturnType<typeof forgotPasswordSchema>>;
