import { mixed, object, type InferType } from 'yup';
import { STAFF_ROLES, type StaffRole } from '../staffRoles';
import { LOCALES, type Locale } from '../locales';
import { fields } from './fields';

/** An administrator invites a colleague (docs/product.md §12): name, e-mail, role, language of the mail. */
export function staffInviteSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    first_name: f.personName('firstNameRequired'),
    last_name: f.personName('lastNameRequired'),
    email: f.email(),
    role: mixed<StaffRole>().oneOf(STAFF_ROLES, f.m('valueInvalid')).required(f.m('required')),
    // Not `locale`: a body's `locale` is the request's own language (server/http/locale.ts), and the
    // refusal of a guard that runs before the body is read would then answer in another one.
    mail_language: mixed<Locale>().oneOf(LOCALES, f.m('valueInvalid')).default(locale),
  });
}
export type StaffInviteValues = InferType<ReturnType<typeof staffInviteSchema>>;

/** A staff account's new role. */
export function staffRoleSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({ role: mixed<StaffRole>().oneOf(STAFF_ROLES, m('valueInvalid')).required(m('required')) });
}
export type StaffRoleValues = InferType<ReturnType<typeof staffRoleSchema>>;

/** Disabling (true) or enabling again (false) a staff account. */
export function staffDisabledSchema(locale: Locale) {
  const f = fields(locale);
  return object({ disabled: f.flag(false).required(f.m('required')) });
}
export type StaffDisabledValues = InferType<ReturnType<typeof staffDisabledSchema>>;
