import { eq } from 'drizzle-orm';
import type { RegistrationValues } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { Db, Tx } from '../../db/client';
import { rateLimits, users } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { accountMessages } from './messages';
import { hashPassword } from './passwords';

export const REGISTRATIONS_PER_MINUTE = 10;

/** Postgres' unique_violation: two registrations of one email racing past the check. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Emails are stored lower-cased, so a lower-cased lookup is case-insensitive and uses the unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/**
 * Creates an account from a registration that passed the route's hooks (rate limit, then the
 * honeypot: a generic refusal, no field named) and the shared schema; the email must be new.
 * `within` runs in the account's transaction (accepting an invitation): if it throws, no account is made.
 */
export async function registerUser(
  db: Db,
  values: RegistrationValues,
  locale: Locale,
  within?: (tx: Tx, user: UserRow) => Promise<unknown>,
  stamp?: { key: string; shownAt: Date } | null,
): Promise<UserRow> {
  const email = values.email.toLowerCase();
  const taken = () => fieldError('email', accountMessages.emailTaken, locale);
  if (await findUserByEmail(db, email)) throw taken();

  const passwordHash = await hashPassword(values.password);
  try {
    return await db.transaction(async (tx) => {
      // The form's anti-bot stamp is spent with the account it made: a second registration with it is refused.
      if (stamp) {
        const spent = await tx
          .insert(rateLimits)
          .values({ key: stamp.key, windowStart: stamp.shownAt, hits: 1 })
          .onConflictDoNothing()
          .returning({ key: rateLimits.key });
        if (spent.length === 0) throw new HttpError(422, accountMessages.registrationRefused, {});
      }
      const [user] = await tx
        .insert(users)
        .values({
          firstName: values.first_name,
          lastName: values.last_name,
          email,
          passwordHash,
          locale,
          privacyConsentAt: new Date(),
          newsletterConsent: values.newsletter_consent ?? false,
        })
        .returning();
      if (within) await within(tx, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
