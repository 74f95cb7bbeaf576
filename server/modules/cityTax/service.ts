import { asc, eq, sql } from 'drizzle-orm';
import { BASE_VALID_FROM, type CityTaxVersion } from '../../../domain/cityTax';
import type { CityTaxSettingValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { cityTaxSettings, staffActions } from '../../db/schema';
import type { UserRow } from '../../http/session';

/**
 * The city tax's versions (product.md §12.10): the configured base rate (CITY_TAX_CENTS, every
 * night, nobody exempt by age) and every version the administrator saved, by the day it starts.
 */
export async function cityTaxVersions(db: Db | Tx, baseCents: number): Promise<CityTaxVersion[]> {
  const rows = await db.select().from(cityTaxSettings).orderBy(asc(cityTaxSettings.validFrom));
  const base: CityTaxVersion = {
    validFrom: BASE_VALID_FROM,
    perPersonNightCents: baseCents,
    maxNightsTaxed: null,
    exemptUnderAge: null,
  };
  return [base, ...rows.map(versionOf)];
}

const versionOf = (row: typeof cityTaxSettings.$inferSelect): CityTaxVersion => ({
  validFrom: row.validFrom,
  perPersonNightCents: row.perPersonNightCents,
  maxNightsTaxed: row.maxNightsTaxed,
  exemptUnderAge: row.exemptUnderAge,
});

/** The staff log keeps a version as one line, before and after: "2027-03-01: 2.50 € · 4 nights · under 14". */
const described = (version: CityTaxVersion | null) =>
  version
    ? `${version.validFrom}: ${version.perPersonNightCents} cents · ${version.maxNightsTaxed ?? 'all'} nights · under ${version.exemptUnderAge ?? '-'}`
    : '-';

async function log(tx: Tx, actor: UserRow, action: 'city_tax.save' | 'city_tax.delete', before: string, after: string) {
  await tx
    .insert(staffActions)
    .values({ userId: actor.id, userEmail: actor.email, action, subject: { before, after } });
}

/** Saves the version starting on `valid_from` (replacing the one already starting that day), with its log line. */
export function saveCityTaxVersion(db: Db, actor: UserRow, values: CityTaxSettingValues): Promise<CityTaxVersion> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(cityTaxSettings)
      .where(eq(cityTaxSettings.validFrom, values.valid_from))
      .for('update');
    const row = {
      validFrom: values.valid_from,
      perPersonNightCents: values.per_person_night,
      maxNightsTaxed: values.max_nights_taxed ?? null,
      exemptUnderAge: values.exempt_under_age ?? null,
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    // Two administrators saving the same day at once: the unique day makes the second an update.
    const [saved] = await tx
      .insert(cityTaxSettings)
      .values(row)
      .onConflictDoUpdate({ target: cityTaxSettings.validFrom, set: row })
      .returning();
    const version = versionOf(saved);
    await log(tx, actor, 'city_tax.save', described(existing ? versionOf(existing) : null), described(version));
    return version;
  });
}

/** Removes a version not yet in effect; false when there is none starting that day, or it has started. */
export function deleteCityTaxVersion(db: Db, actor: UserRow, validFrom: string, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(cityTaxSettings)
      .where(sql`${cityTaxSettings.validFrom} = ${validFrom} and ${cityTaxSettings.validFrom} > ${today}`)
      .returning();
    if (!removed) return false;
    await log(tx, actor, 'city_tax.delete', described(versionOf(removed)), '-');
    return true;
  });
}
