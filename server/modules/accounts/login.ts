import type { LoginValues } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/errors';
import { countHit, currentHits, windowLeftMs } from '../../http/rateLimit';
import { TooManyRequests } from '../../http/tooManyRequests';
import type { UserRow } from '../../http/session';
import { accountMessages } from './messages';
import { dummyHash, verifyPassword } from './passwords';
import { findUserByEmail } from './registration';
import { countLoginFailure, forgetLoginFailures, loginWait } from './loginThrottle';

/** Failed logins a minute from one address whatever the email: stops spraying many accounts. */
export const FAILED_LOGINS_PER_ADDRESS = 30;

export interface LoginRequest {
  values: LoginValues;
  locale: Locale;
  ip: string;
}

const addressKey = (ip: string) => `login-ip:${ip}`;

/**
 * Checks the credentials and returns the user and the remember flag. `checkFirst` refuses the
 * attempt for another reason (an invitation for another address) before any password work. The
 * throttle (loginThrottle.ts, docs/product.md §6.1) is checked before the password, so a waiting
 * attacker learns nothing from further guesses; refused attempts are not counted.
 */
export async function authenticate(
  db: Db,
  req: LoginRequest,
  checkFirst?: (email: string) => Promise<void>,
): Promise<{ user: UserRow; remember: boolean }> {
  const { values } = req;
  const email = values.email.toLowerCase();
  // Before the password: a refusal that came after it would tell whether the password was right.
  if (checkFirst) await checkFirst(email);

  const wait = await loginWait(db, email, req.ip);
  if (wait > 0) throw new TooManyRequests(wait);
  if ((await currentHits(db, addressKey(req.ip))) >= FAILED_LOGINS_PER_ADDRESS)
    throw new TooManyRequests(windowLeftMs());

  const user = await findUserByEmail(db, email);
  // Always one scrypt, so an unknown email costs as much time as a wrong password.
  // An invited staff account without a password yet (empty hash) costs the same scrypt too.
  const valid = await verifyPassword(values.password, user?.passwordHash || (await dummyHash()));
  // A disabled staff account (server/modules/staff) is refused like a wrong password.
  if (!user || !valid || user.disabledAt) {
    await countLoginFailure(db, email, req.ip);
    await countHit(db, addressKey(req.ip));
    throw fieldError('email', accountMessages.badCredentials, req.locale);
  }
  await forgetLoginFailures(db, email, req.ip);
  return { user, remember: values.remember ?? true };
}
