import { object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { fields } from './fields';

/** Login: the form always sends remember as true (product.md §6.1). */
export function loginSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    email: f.email(),
    password: f.password(),
    remember: f.flag(true),
  });
}
export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
