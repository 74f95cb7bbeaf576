import { eq } from 'drizzle-orm';
import { registrationSchema } from '../../../domain/validation';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { enforceLimit } from '../../http/rateLimit';
import type { UserRow } from '../../http/session';
import type { AppConfig } from '../../config';
import { passesHoneypot } from './honeypot';
import { accountMessages } from './messages';
import { hashPassword } from './passwords';

export const REGISTRATIONS_PER_MINUTE = 10;

export interface RegistrationRequest {
  body: Record<string, unknown>;
  locale: Locale;
  ip: string;
}

/** Postgres' unique_violation: two registrations of one email racing past the check. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Emails are stored lower-cased, so a lower-cased lookup is case-insensitive and uses the unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/**
 * Creates an account, in this order: rate limit (counts every attempt, bots included), honeypot
 * (a generic refusal, no field named), the shared yup schema, then the unique email.
 */
export async function registerUser(db: Db, config: AppConfig, req: RegistrationRequest): Promise<UserRow> {
  await enforceLimit(db, `register:${req.ip}`, REGISTRATIONS_PER_MINUTE);
  if (!passesHoneypot(config.sessionSecret, config.honeypotMinAgeMs, req.body)) {
    throw new HttpError(422, accountMessages.registrationRefused, {});
  }
  const values = await registrationSchema(req.locale).validate(req.body, { abortEarly: false, stripUnknown: true });
  const email = values.email.toLowerCase();
  const taken = () => fieldError('email', accountMessages.emailTaken, req.locale);
  if (await findUserByEmail(db, email)) throw taken();

  try {
    const [user] = await db
      .insert(users)
      .values({
        firstName: values.first_name,
        lastName: values.last_name,
        email,
        passwordHash: await hashPassword(values.password),
        locale: req.locale,
        privacyConsentAt: new Date(),
        newsletterConsent: values.newsletter_consent ?? false,
      })
      .returning();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
