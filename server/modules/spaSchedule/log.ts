import type { Tx } from '../../db/client';
import { staffActions } from '../../db/schema';
import type { UserRow } from '../../http/session';

/** Who changed the spa: a staff member, or the demo seed (no account, no log line). */
export type SpaActor = Pick<UserRow, 'id' | 'email'> | null;

export type SpaAction =
  | 'spa_treatment.save'
  | 'spa_therapist.save'
  | 'spa_cabin.save'
  | 'spa_booking.create'
  | 'spa_booking.move'
  | 'spa_block.add'
  | 'spa_block.remove'
  | 'ssn_cure_settings.save';

/** The staff log's line of a change of the spa (docs/product.md §12.4): who, what, before and after. */
export async function logSpaChange(
  tx: Tx,
  actor: SpaActor,
  action: SpaAction,
  subject: Record<string, string | number>,
  before: object | null,
  after: object | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { ...subject, before: before ? JSON.stringify(before) : '', after: after ? JSON.stringify(after) : '' },
  });
}
