import { eq } from 'drizzle-orm';
import type { BonusPreference } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { bonusTermePreferences, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bonusMessages } from './messages';

export interface BonusStatus {
  /** Bonus-terme credit in cents. */
  credit: number;
  preference: BonusPreference | null;
  chosen_at: string | null;
}

export async function bonusStatus(db: Db, userId: number): Promise<BonusStatus> {
  const [row] = await db
    .select({
      credit: users.bonusTermeCredit,
      preference: bonusTermePreferences.preference,
      chosenAt: bonusTermePreferences.chosenAt,
    })
    .from(users)
    .leftJoin(bonusTermePreferences, eq(bonusTermePreferences.userId, users.id))
    .where(eq(users.id, userId));
  return { credit: row.credit, preference: row.preference, chosen_at: row.chosenAt?.toISOString() ?? null };
}

/**
 * Stores the guest's preference, once (product.md §11: the chooser hides once one is stored). A guest
 * without credit has nothing to choose for (409), and a second choice, from another tab, is
 * refused with the same status rather than silently replacing the first.
 */
export async function choosePreference(db: Db, userId: number, preference: BonusPreference): Promise<void> {
  const { credit } = await bonusStatus(db, userId);
  if (credit <= 0) throw new HttpError(409, bonusMessages.noCredit);
  const inserted = await db
    .insert(bonusTermePreferences)
    .values({ userId, preference })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new HttpError(409, bonusMessages.alreadyChosen);
}
