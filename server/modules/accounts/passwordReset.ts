import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ForgotPasswordValues, ResetPasswordValues } from '../../../domain/validation';
import { isLocale, type Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import type { AppDeps } from '../../deps';
import { mailBrand, passwordResetMail } from '../../mail/templates';
import { enqueueMail } from '../../mail/outbox';
import { enqueueJob } from '../../jobs/queue';
import { countHit } from '../../http/rateLimit';
import { accountMessages } from './messages';
import { hashPassword } from './passwords';
import { findUserByEmail } from './registration';

export const RESET_LINK_MINUTES = 60;
/** Reset mails and reset attempts a minute from one address (each attempt costs a scrypt hash). */
export const RESET_REQUESTS_PER_MINUTE = 10;
/** Reset mails one account gets an hour, whoever asks and from wherever: no mail-bombing a victim. */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(appUrl: string, locale: Locale, token: string, email: string): string {
  return `${appUrl}/${locale}/password/reset/${token}?email=${encodeURIComponent(email)}`;
}

export const RESET_QUEUE = 'accounts.password-reset';

/**
 * The request path of "forgot password": one queued job, whatever the address. Whether an
 * account exists is looked up by the job, so a known and an unknown address cost the request the
 * same (issue 9: 23 ms against 12 ms told who has an account).
 */
export async function askForPasswordReset(deps: AppDeps, values: ForgotPasswordValues, locale: Locale): Promise<void> {
  await enqueueJob(deps.db, RESET_QUEUE, { email: values.email, locale });
}

/** The job behind askForPasswordReset; defined once per app by the accounts module. */
export function definePasswordResetQueue(deps: AppDeps) {
  deps.jobs.define<{ email: string; locale: Locale }>(RESET_QUEUE, {
    run: ({ email, locale }) => requestPasswordReset(deps, { email }, locale),
  });
}

/**
 * Mails a single-use reset link when the account exists (the job of askForPasswordReset).
 * A new request replaces the older links.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  { email }: ForgotPasswordValues,
  requestLocale: Locale,
): Promise<void> {
  const { db, config } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  // Over the limit the answer stays the same (it must not tell who has an account); no mail leaves.
  if ((await countHit(db, `reset-mails:${user.id}`, 3600_000)) > RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;

  const token = randomBytes(32).toString('base64url');
  const locale = isLocale(user.locale) ? user.locale : requestLocale;
  const url = resetLink(config.appUrl, locale, token, user.email);
  await db.transaction(async (tx) => {
    // Requests of one account one after the other: two at once would each keep their own link alive.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    // The link is a secret: the outbox empties the mail's body once it has left.
    await enqueueMail(tx, {
      to: user.email,
      kind: 'password_reset',
      sensitive: true,
      ...passwordResetMail(locale, { firstName: user.firstName, url, minutes: RESET_LINK_MINUTES }, mailBrand(config)),
    });
  });
}

/**
 * Sets the new password if the token is live, unused and belongs to that email. In one
 * transaction: the token is spent (only if still unused, so two clicks cannot both win), the
 * password changes and every session of the user ends (a thief signed in elsewhere is out).
 * Returns the user, whom the route then signs in on this browser.
 */
export async function resetPassword(db: Db, values: ResetPasswordValues, locale: Locale): Promise<UserRow> {
  const invalid = () => fieldError('email', accountMessages.resetTokenInvalid, locale);
  const user = await findUserByEmail(db, values.email);
  if (!user || user.disabledAt) throw invalid();
  const liveToken = and(
    eq(passwordResets.tokenHash, sha256(values.token)),
    eq(passwordResets.userId, user.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );
  const [live] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveToken).limit(1);
  if (!live) throw invalid();
  const passwordHash = await hashPassword(values.password);

  const updated = await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(liveToken)
      .returning({ userId: passwordResets.userId });
    if (spent.length === 0) return null;
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return row;
  });
  if (!updated) throw invalid();
  return updated;
}
