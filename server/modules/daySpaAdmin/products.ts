// The day-spa products as staff keep them (docs/product.md §12.16): names, sale, participant rules.
import { asc, eq } from 'drizzle-orm';
import { hotelToday, type IsoDate } from '../../../domain/dates';
import { type SpaProductWire } from '../../../domain/daySpaAdmin';
import type { SpaProductValues } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { logChange, spaProduct, type SpaActor } from './shared';

/** The day-spa products, on sale or not, with their names in every language, and the hotel's today. */
export async function listSpaProducts(db: Db): Promise<{ today: IsoDate; products: SpaProductWire[] }> {
  const rows = await db.select().from(products).where(eq(products.kind, 'day_spa')).orderBy(asc(products.id));
  return {
    today: hotelToday(),
    products: rows.map(productWire),
  };
}

const productWire = (p: typeof products.$inferSelect): SpaProductWire => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  description: p.description,
  active: p.active,
  free_infant_max_age_years: p.freeInfantMaxAgeYears,
  infants_per_place: p.infantsPerPlace,
  minors_admitted: p.minorsAdmitted,
  min_people: p.minPeople,
  max_people: p.maxPeople,
});

/**
 * A product's names and descriptions in it/en/de, its participant rules and whether it is on sale
 * (docs/product.md §12.16): off sale, guests no longer see it nor book it; its slots and
 * reservations stay. New rules apply to what guests do next; existing reservations are not touched.
 */
export async function updateSpaProduct(
  db: Db,
  actor: SpaActor,
  productId: number,
  values: SpaProductValues,
): Promise<SpaProductWire> {
  return db.transaction(async (tx) => {
    await spaProduct(tx, productId);
    const [locked] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    const before = productWire(locked);
    const [row] = await tx
      .update(products)
      .set({
        title: { it: values.title_it, en: values.title_en, de: values.title_de },
        description: { it: values.description_it, en: values.description_en, de: values.description_de },
        active: values.active,
        freeInfantMaxAgeYears: values.free_infant_max_age_years,
        infantsPerPlace: values.infants_per_place,
        minorsAdmitted: values.minors_admitted,
        minPeople: values.min_people,
        maxPeople: values.max_people ?? null,
      })
      .where(eq(products.id, productId))
      .returning();
    const after = productWire(row);
    // The names, the sale and the participant rules, before and after (docs/product.md §12.4).
    const log = (p: SpaProductWire) => ({
      title: p.title,
      active: p.active,
      free_infant_max_age_years: p.free_infant_max_age_years,
      infants_per_place: p.infants_per_place,
      minors_admitted: p.minors_admitted,
      min_people: p.min_people,
      max_people: p.max_people,
    });
    await logChange(tx, actor, 'day_spa.product.update', { product_id: productId }, log(before), log(after));
    return after;
  });
}
