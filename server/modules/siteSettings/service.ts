import { eq } from 'drizzle-orm';
import {
  AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
  TREATMENT_CHANGE_NOTICE_HOURS,
  type Airport,
} from '../../../domain/constants';
import type { BannerNotice, SiteSettingsWire } from '../../../domain/siteSettings';
import type { SiteSettingsValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { siteSettings, staffActions } from '../../db/schema';
import type { UserRow } from '../../http/session';

/**
 * The site's settings (product.md §12.17): the seasonal banner's own text and days, the airport
 * transfer's prices. Read from the database on every request that needs them (one row), so a
 * change reaches every app process at once; saved whole by the administrator, under the row's
 * lock, logged with the settings before and after.
 */

const EMPTY_TEXT = { it: '', en: '', de: '' };
const DEFAULTS: SiteSettingsWire = {
  banner_text: EMPTY_TEXT,
  banner_from: null,
  banner_to: null,
  airport_prices: AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
  treatment_notice_hours: TREATMENT_CHANGE_NOTICE_HOURS,
};

type Row = typeof siteSettings.$inferSelect;
const wire = (row: Row | undefined): SiteSettingsWire =>
  row
    ? {
        banner_text: row.bannerText ?? EMPTY_TEXT,
        banner_from: row.bannerFrom,
        banner_to: row.bannerTo,
        airport_prices: { ...AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS, ...row.airportPrices },
        treatment_notice_hours: row.treatmentNoticeHours,
      }
    : DEFAULTS;

export async function readSiteSettings(db: Db | Tx): Promise<SiteSettingsWire> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return wire(row);
}

/** The banner's own text and days, or null when the administrator set none. */
export async function bannerNotice(db: Db | Tx): Promise<BannerNotice | null> {
  const s = await readSiteSettings(db);
  return s.banner_text.en && s.banner_from && s.banner_to
    ? { text: s.banner_text, from: s.banner_from, to: s.banner_to }
    : null;
}

/** The airport transfer's prices per person now, in cents, by airport. */
export async function airportPrices(db: Db | Tx): Promise<Record<Airport, number>> {
  return (await readSiteSettings(db)).airport_prices;
}

/** The hours before a package's treatment time until which its guest may change or cancel it (§16.6). */
export async function treatmentNoticeHours(db: Db | Tx): Promise<number> {
  return (await readSiteSettings(db)).treatment_notice_hours;
}

/** Saves the settings whole (no text: no banner of its own, its days forgotten); logged before and after. */
export async function saveSiteSettings(
  db: Db,
  actor: Pick<UserRow, 'id' | 'email'>,
  values: SiteSettingsValues,
): Promise<SiteSettingsWire> {
  return db.transaction(async (tx) => {
    // The one row, made if missing, then locked: two administrators saving at once log in turn.
    await tx
      .insert(siteSettings)
      .values({ id: 1, airportPrices: AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS })
      .onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const before = wire(row);
    const hasText = Boolean(values.banner_text.en);
    const [saved] = await tx
      .update(siteSettings)
      .set({
        bannerText: hasText ? values.banner_text : null,
        bannerFrom: hasText ? values.banner_from : null,
        bannerTo: hasText ? values.banner_to : null,
        airportPrices: values.airport_prices,
        treatmentNoticeHours: values.treatment_notice_hours,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1))
      .returning();
    const after = wire(saved);
    await tx.insert(staffActions).values({
      userId: actor.id,
      userEmail: actor.email,
      action: 'settings.save',
      subject: { before: JSON.stringify(before), after: JSON.stringify(after) },
    });
    return after;
  });
}
