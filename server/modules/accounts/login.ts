import type { LoginValues } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { countHit, currentHits } from '../../http/rateLimit';
import type { UserRow } from '../../http/session';
import { accountMessages } from './messages';
import { dummyHash, verifyPassword } from './passwords';
import { findUserByEmail } from './registration';

/** Failed logins a minute for one email from one address; the next attempt gets 429. */
export const FAILED_LOGINS_PER_EMAIL = 5;
/** Failed logins a minute from one address whatever the email: stops spraying many accounts. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** Failed logins of one account in a quarter of an hour from any addresses: stops guessing from many. */
export const FAILED_LOGINS_PER_ACCOUNT = 20;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface LoginRequest {
  values: LoginValues;
  locale: Locale;
  ip: string;
}

const emailKey = (email: string, ip: string) => `login:${email}:${ip}`;
const addressKey = (ip: string) => `login-ip:${ip}`;
const accountKey = (email: string) => `login-account:${email}`;

/**
 * Checks the credentials and returns the user and the remember flag. `checkFirst` refuses the
 * attempt for another reason (an invitation for another address) before any password work. The throttle is checked
 * before the password, so a locked-out attacker learns nothing from further guesses; only
 * failures count, and a success does not reset them (the one-minute window does).
 */
export async function authenticate(db: Db, req: LoginRequest, checkFirst?: (email: string) => Promise<void>): Promise<{ user: UserRow; remember: boolean }> {
  const { values } = req;
  const email = values.email.toLowerCase();
  // Before the password: a refusal that came after it would tell whether the password was right.
  if (checkFirst) await checkFirst(email);

  if ((await currentHits(db, emailKey(email, req.ip))) >= FAILED_LOGINS_PER_EMAIL) throw new HttpError(429, httpMessages.tooManyRequests);
  if ((await currentHits(db, addressKey(req.ip))) >= FAILED_LOGINS_PER_ADDRESS) throw new HttpError(429, httpMessages.tooManyRequests);
  if ((await currentHits(db, accountKey(email), ACCOUNT_WINDOW_MS)) >= FAILED_LOGINS_PER_ACCOUNT) throw new HttpError(429, httpMessages.tooManyRequests);

  const user = await findUserByEmail(db, email);
  // Always one scrypt, so an unknown email costs as much time as a wrong password.
  const valid = await verifyPassword(values.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !valid) {
    await countHit(db, emailKey(email, req.ip));
    await countHit(db, addressKey(req.ip));
    await countHit(db, accountKey(email), ACCOUNT_WINDOW_MS);
    throw fieldError('email', accountMessages.badCredentials, req.locale);
  }
  return { user, remember: values.remember ?? true };
}
