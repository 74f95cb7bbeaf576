import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffActions } from '../../db/schema';
import type { UserRow } from '../../http/session';
import type { StaffActionWire } from '../../../domain/frontDesk';

/** What staff can do that is recorded: reading guests' identity data and sending it on. */
export type StaffAction = StaffActionWire['action'];

/** Records who did what, and when (the action's subject: a reservation, a report's date...). */
export async function recordStaffAction(
  db: Db,
  user: UserRow,
  action: StaffAction,
  subject: Record<string, string | number>,
) {
  await db.insert(staffActions).values({ userId: user.id, userEmail: user.email, action, subject });
}

/** The latest actions, newest first. */
export async function latestStaffActions(db: Db, limit = 100): Promise<StaffActionWire[]> {
  const rows = await db
    .select()
    .from(staffActions)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    user_email: row.userEmail,
    action: row.action as StaffAction,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
  }));
}
