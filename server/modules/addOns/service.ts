import { asc, eq } from 'drizzle-orm';
import type { AddOnVatRate, AddOnWire } from '../../../domain/addOns';
import { addOnMessages, type AddOnValues } from '../../../domain/addOnsForm';
import type { Db, Tx } from '../../db/client';
import { addOns, staffActions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';

/**
 * The add-ons' catalogue, the revenue manager's and the administrator's (docs/product.md §16.9):
 * the list, an add-on added, an add-on changed whole against the version its editor read. A
 * change locks the add-on's row, so of two saves from the same version the second is refused
 * (409); every staff change is in the staff actions log with the add-on before and after.
 * Reservations keep their own copy of a line, so a change never alters what was sold.
 */

type Actor = Pick<UserRow, 'id' | 'email'> | null;
type AddOnRow = typeof addOns.$inferSelect;

export const addOnWire = (row: AddOnRow): AddOnWire => ({
  id: row.id,
  name: row.names,
  description: row.descriptions,
  unit: row.unit,
  price: row.price,
  vat_rate: row.vatRate as AddOnVatRate,
  offered: row.offered,
  version: row.version,
});

/** Every add-on, offered or not, in the catalogue's order. */
export async function listAddOns(db: Db | Tx, only: { offered?: boolean } = {}): Promise<AddOnWire[]> {
  const rows = await db
    .select()
    .from(addOns)
    .where(only.offered ? eq(addOns.offered, true) : undefined)
    .orderBy(asc(addOns.sortOrder), asc(addOns.id));
  return rows.map(addOnWire);
}

const logged = ({ version: _version, ...rest }: AddOnWire) => JSON.stringify(rest);

/** The seed is no one on the staff: only an actor's change is logged. */
async function log(
  tx: Tx,
  actor: Actor,
  action: 'add_on.create' | 'add_on.update',
  after: AddOnWire,
  before: AddOnWire | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { add_on_id: after.id, name: after.name.en, before: before ? logged(before) : '', after: logged(after) },
  });
}

const columns = (values: AddOnValues) => ({
  names: values.name,
  descriptions: values.description,
  unit: values.unit,
  price: values.price,
  vatRate: values.vat_rate,
  offered: values.offered,
});

/** Adds an add-on at the end of the catalogue (version 1). */
export async function createAddOn(db: Db, actor: Actor, values: AddOnValues): Promise<AddOnWire> {
  return db.transaction(async (tx) => {
    const count = await tx.$count(addOns);
    const [row] = await tx
      .insert(addOns)
      .values({ ...columns(values), sortOrder: count, version: 1 })
      .returning();
    const saved = addOnWire(row);
    await log(tx, actor, 'add_on.create', saved, null);
    return saved;
  });
}

/** Saves an add-on whole, if nobody changed it since its editor read `values.version` (else 409). */
export async function updateAddOn(db: Db, actor: Actor, id: number, values: AddOnValues): Promise<AddOnWire> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(addOns).where(eq(addOns.id, id)).for('update');
    if (!row) throw new HttpError(404, addOnMessages.notFound);
    if (values.version !== row.version)
      throw new HttpError(409, addOnMessages.staleEdit, undefined, { version: row.version });
    const [fresh] = await tx
      .update(addOns)
      .set({ ...columns(values), version: row.version + 1, updatedAt: new Date() })
      .where(eq(addOns.id, id))
      .returning();
    const after = addOnWire(fresh);
    await log(tx, actor, 'add_on.update', after, addOnWire(row));
    return after;
  });
}
