import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import { STAFF_ROLES, type StaffMemberWire, type StaffRole } from '../../../domain/staffRoles';
import type { StaffInviteValues } from '../../../domain/validation';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { passwordResets, sessions, staffActions, users } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { bool, int, nullableWhen, obj, str, when } from '../../http/answers';
import type { UserRow } from '../../http/session';
import { enqueueMail } from '../../mail/outbox';
import { mailBrand } from '../../mail/templates';
import { resetLink } from '../accounts/passwordReset';
import { staffInvitationMail } from './invitationMail';
import { staffMessages } from './messages';

/** How long an invitation's link sets a password. */
export const INVITATION_DAYS = 7;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

type StaffUser = typeof users.$inferSelect;

/** StaffMemberWire as JSON Schema, for the staff routes' answers (decision 019). */
export const staffMemberSchema = obj({
  id: int,
  first_name: str,
  last_name: str,
  email: str,
  role: { type: 'string', enum: [...STAFF_ROLES] },
  disabled_at: nullableWhen,
  invitation_pending: bool,
  created_at: when,
});

function wire(user: StaffUser): StaffMemberWire {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role as StaffRole,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    invitation_pending: user.passwordHash === '',
    created_at: user.createdAt.toISOString(),
  };
}

/** Every staff account (anyone with a role), by last name. */
export async function listStaff(db: Db): Promise<StaffMemberWire[]> {
  const rows = await db.select().from(users).where(isNotNull(users.role)).orderBy(asc(users.lastName), asc(users.id));
  return rows.map((row) => wire(row));
}

/** The staff log's line of a change to an account: who, and the role or state before and after. */
async function logChange(
  tx: Tx,
  actor: UserRow,
  action: 'staff.invite' | 'staff.role' | 'staff.disable' | 'staff.enable',
  staff: StaffUser,
  before: string,
  after: string,
) {
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { staff_id: staff.id, email: staff.email, before, after },
  });
}

/**
 * Creates the account with its role and no usable password, and mails a one-time link (the
 * password-reset machinery, valid INVITATION_DAYS days) that sets one. An address that already
 * has an account is refused next to the field.
 */
export async function inviteStaff(
  deps: AppDeps,
  actor: UserRow,
  values: StaffInviteValues,
  locale: Locale,
): Promise<StaffMemberWire> {
  const { db, config } = deps;
  const email = values.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const mailLocale = values.mail_language ?? locale;
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: values.first_name,
        lastName: values.last_name,
        email,
        // No password matches an empty hash: the account signs in once the link has set one.
        passwordHash: '',
        role: values.role,
        locale: mailLocale,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return null;
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    await enqueueMail(tx, {
      to: user.email,
      kind: 'password_reset',
      sensitive: true,
      ...staffInvitationMail(
        mailLocale,
        {
          firstName: user.firstName,
          inviter: `${actor.firstName} ${actor.lastName}`,
          role: values.role,
          url: resetLink(config.appUrl, mailLocale, token, user.email),
          days: INVITATION_DAYS,
        },
        mailBrand(config),
      ),
    });
    await logChange(tx, actor, 'staff.invite', user, '', values.role);
    return user;
  });
  if (!created) throw fieldError('email', staffMessages.emailTaken, locale);
  return wire(created);
}

/**
 * Runs `change` on a staff account with every active administrator locked, so that two
 * administrators demoting each other at once cannot leave the hotel with none.
 */
async function changeStaff(
  db: Db,
  id: number,
  change: (tx: Tx, staff: StaffUser, otherActiveAdministrators: number) => Promise<StaffUser>,
): Promise<StaffMemberWire> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'administrator'), isNull(users.disabledAt)))
      .orderBy(asc(users.id))
      .for('update');
    const [staff] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNotNull(users.role)))
      .for('update');
    if (!staff) throw new HttpError(404, staffMessages.notFound);
    const others = admins.filter((admin) => admin.id !== id).length;
    return wire(await change(tx, staff, others));
  });
}

const isActiveAdministrator = (user: StaffUser) => user.role === 'administrator' && !user.disabledAt;

/** A new role; the last active administrator keeps theirs. */
export function changeStaffRole(db: Db, actor: UserRow, id: number, role: StaffRole) {
  return changeStaff(db, id, async (tx, staff, others) => {
    if (staff.role === role) return staff;
    if (isActiveAdministrator(staff) && others === 0) throw new HttpError(409, staffMessages.lastAdministrator);
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    await logChange(tx, actor, 'staff.role', staff, staff.role ?? '', role);
    return updated;
  });
}

/**
 * Disables an account (it cannot sign in, and its sessions end at once) or enables it again; the
 * last active administrator cannot be disabled.
 */
export function setStaffDisabled(db: Db, actor: UserRow, id: number, disabled: boolean) {
  return changeStaff(db, id, async (tx, staff, others) => {
    if (Boolean(staff.disabledAt) === disabled) return staff;
    if (disabled && isActiveAdministrator(staff) && others === 0)
      throw new HttpError(409, staffMessages.lastAdministrator);
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, id))
      .returning();
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    await logChange(
      tx,
      actor,
      disabled ? 'staff.disable' : 'staff.enable',
      staff,
      staff.disabledAt ? 'disabled' : 'active',
      disabled ? 'disabled' : 'active',
    );
    return updated;
  });
}
