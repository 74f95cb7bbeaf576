import { and, eq, inArray } from 'drizzle-orm';
import { CURE_CYCLES } from '../../../domain/ssnCure/rules';
import type { CureSettingsWire } from '../../../domain/ssnCure/wire';
import type { Db, Tx } from '../../db/client';
import { spaTreatments, ssnCureSettings } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { cureMessage } from '../../../domain/ssnCure/messages';
import { HttpError } from '../../http/errors';
import { logSpaChange, type SpaActor } from '../spaSchedule/log';

/**
 * The hotel's SSN cure settings (product.md §16.10): one row, read on every request that needs it.
 * Without a row, the national ticket (55 €), nothing for an exempt guest, and no cure offered.
 */
export const DEFAULT_TICKET_CENTS = 5500;

type Row = typeof ssnCureSettings.$inferSelect;

export const settingsWire = (row: Row | undefined): CureSettingsWire => ({
  ticket_cents: row?.ticketCents ?? DEFAULT_TICKET_CENTS,
  exempt_cents: row?.exemptCents ?? 0,
  visit_treatment_id: row?.visitTreatmentId ?? null,
  cycle_treatments: {
    mud: row?.mudTreatmentId ?? null,
    bath: row?.bathTreatmentId ?? null,
    inhalation: row?.inhalationTreatmentId ?? null,
  },
  version: row?.version ?? 0,
});

export async function readCureSettings(db: Db | Tx): Promise<CureSettingsWire> {
  const [row] = await db.select().from(ssnCureSettings).where(eq(ssnCureSettings.id, 1));
  return settingsWire(row);
}

/**
 * What a guest may book now: the visit's treatment and each cycle's session treatment, active ones
 * only (a treatment retired since the settings were saved takes its cycle, or every cycle, away).
 */
export async function cureOffer(db: Db | Tx, settings: CureSettingsWire) {
  const ids = [settings.visit_treatment_id, ...CURE_CYCLES.map((c) => settings.cycle_treatments[c])].filter(
    (id): id is number => id !== null,
  );
  const rows = ids.length
    ? await db
        .select()
        .from(spaTreatments)
        .where(and(inArray(spaTreatments.id, ids), eq(spaTreatments.active, true)))
    : [];
  const visit = rows.find((r) => r.id === settings.visit_treatment_id) ?? null;
  const cycles = visit
    ? CURE_CYCLES.flatMap((cycle) => {
        const row = rows.find((r) => r.id === settings.cycle_treatments[cycle]);
        return row ? [{ cycle, treatment: row }] : [];
      })
    : [];
  return { visit, cycles };
}

/** The settings as the staff's form sends them (checked by the route). */
export type CureSettingsValues = Omit<CureSettingsWire, 'version'>;

/**
 * Saves the settings whole over the version read (409 when someone saved since), logged before and
 * after; the demo seed saves them with no actor and no version check.
 */
export async function saveCureSettings(
  db: Db,
  actor: SpaActor,
  values: CureSettingsValues,
  version: number | null,
  locale: Locale,
): Promise<CureSettingsWire> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(ssnCureSettings).where(eq(ssnCureSettings.id, 1)).for('update');
    const before = settingsWire(old);
    if (version !== null && version !== before.version) {
      const message = cureMessage(locale, 'settingsChanged');
      throw new HttpError(409, message, { version: [message] });
    }
    const columns = {
      ticketCents: values.ticket_cents,
      exemptCents: values.exempt_cents,
      visitTreatmentId: values.visit_treatment_id,
      mudTreatmentId: values.cycle_treatments.mud,
      bathTreatmentId: values.cycle_treatments.bath,
      inhalationTreatmentId: values.cycle_treatments.inhalation,
      version: before.version + 1,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(ssnCureSettings)
      .values({ id: 1, ...columns })
      .onConflictDoUpdate({ target: ssnCureSettings.id, set: columns })
      .returning();
    const after = settingsWire(row);
    await logSpaChange(tx, actor, 'ssn_cure_settings.save', { settings: 'ssn_cure' }, before, after);
    return after;
  });
}
