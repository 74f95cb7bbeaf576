import { array, mixed, number, object, type InferType } from 'yup';
import { TOKEN_DEFAULT_LIFETIME_DAYS, TOKEN_NAME_MAX_LENGTH, TOKEN_SCOPES, type TokenScope } from '../accessTokens';
import type { Locale } from '../locales';
import { fields } from './fields';

/** `POST /oauth/personal-access-tokens` and the create-token form: a name and at least one known scope. */
export function accessTokenSchema(locale: Locale) {
  const { text, m } = fields(locale);
  return object({
    name: text(TOKEN_NAME_MAX_LENGTH)
      .required(m('tokenNameRequired'))
      .max(TOKEN_NAME_MAX_LENGTH, m('tokenNameMax', { max: TOKEN_NAME_MAX_LENGTH })),
    scopes: array()
      .typeError(m('tokenScopesRequired'))
      .of(mixed<TokenScope>().oneOf(TOKEN_SCOPES, m('tokenScopeUnknown')).required(m('tokenScopeUnknown')))
      .required(m('tokenScopesRequired'))
      .min(1, m('tokenScopesRequired'))
      .max(TOKEN_SCOPES.length, m('tokenScopeUnknown')),
    /** Days until the token stops working (default one year). */
    expires_in_days: number()
      .typeError(m('tokenLifetimeRange', { max: TOKEN_DEFAULT_LIFETIME_DAYS }))
      .integer(m('tokenLifetimeRange', { max: TOKEN_DEFAULT_LIFETIME_DAYS }))
      .min(1, m('tokenLifetimeRange', { max: TOKEN_DEFAULT_LIFETIME_DAYS }))
      .max(TOKEN_DEFAULT_LIFETIME_DAYS, m('tokenLifetimeRange', { max: TOKEN_DEFAULT_LIFETIME_DAYS }))
      .default(TOKEN_DEFAULT_LIFETIME_DAYS),
  });
}
export type AccessTokenValues = InferType<ReturnType<typeof accessTokenSchema>>;
