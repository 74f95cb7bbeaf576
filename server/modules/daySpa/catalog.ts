import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bool, int, list, nullableStr, obj, str } from '../../http/answers';
import {
  giftCardProducts,
  daySpaClosedDays,
  productAvailabilities,
  productReservations,
  products,
  productVariations,
} from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import type { AvailabilityRecord, ProductDetail, ProductSummary } from '../../../domain/daySpa';
import { admittedTypes, maxPeopleFor, peopleOutOfRules } from '../../../domain/daySpa';
import { participantRulesOf } from '../participants/rules';
import { isSlotAvailable, slotSalesEnd } from '../../../domain/daySpa';
import { daySpaWindow, hotelToday, type IsoDate } from '../../../domain/dates';
import { clockNow } from '../../../domain/clock';
import { GIFT_CARD_VALIDITY_MONTHS } from '../../../domain/constants';
import { guestPhotos } from '../../../domain/photos';
import { photosOf } from '../media/service';

/** listProducts' answer as JSON Schema (decision 019). */
export const productListSchema = list(obj({ id: int, slug: str, title: str, image: str }));

/** availability's answer as JSON Schema (decision 019). */
export const availabilitySchema = list(
  obj({ id: int, date: str, available: bool, sale_price: int, title: nullableStr }, [
    'id',
    'date',
    'available',
    'sale_price',
  ]),
);

export const PRODUCT_KINDS = ['day_spa', 'gift_card'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

type ProductRow = typeof products.$inferSelect;

const summary = (row: ProductRow, locale: Locale): ProductSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title[locale],
  image: row.image,
});

/** Active products of a kind, as the product list shows them. */
export async function listProducts(db: Db, kind: ProductKind, locale: Locale): Promise<ProductSummary[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, kind), eq(products.active, true)))
    .orderBy(asc(products.id));
  return rows.map((row) => summary(row, locale));
}

/**
 * The most people one reservation of a product can take: what its largest time slot holds, over
 * the days on sale (today to two months ahead). 0 when nothing is on sale.
 */
async function maxPeople(db: Db, productId: number, today: IsoDate): Promise<number> {
  const { min, max } = daySpaWindow(today);
  const [row] = await db
    .select({ capacity: sql<number | null>`max(${productAvailabilities.capacity})::int` })
    .from(productAvailabilities)
    .where(
      and(
        eq(productAvailabilities.productId, productId),
        gte(productAvailabilities.date, min),
        lte(productAvailabilities.date, max),
      ),
    );
  return row?.capacity ?? 0;
}

/** How many months a gift-card product's cards are valid (product.md §12.17): its own, or the default. */
async function validityMonths(db: Db, productId: number): Promise<number> {
  const [own] = await db
    .select({ months: giftCardProducts.validityMonths })
    .from(giftCardProducts)
    .where(eq(giftCardProducts.productId, productId));
  return own?.months ?? GIFT_CARD_VALIDITY_MONTHS;
}

export async function findProduct(
  db: Db,
  slug: string,
  locale: Locale,
  today: IsoDate = hotelToday(),
): Promise<ProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)));
  if (!row) return null;
  const variations = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, row.id))
    .orderBy(asc(productVariations.sortOrder), asc(productVariations.id));
  return {
    ...summary(row, locale),
    kind: row.kind,
    description: row.description[locale],
    product_variations: variations.map((v) => ({ id: v.id, text: v.text[locale], price: v.price, value: v.value })),
    // The product's own fewest and most people (product.md §12.16) within what its slots hold.
    max_people: row.kind === 'day_spa' ? maxPeopleFor(await maxPeople(db, row.id, today), participantRulesOf(row)) : 0,
    min_people: row.kind === 'day_spa' ? row.minPeople : 0,
    free_infant_max_age_years: row.freeInfantMaxAgeYears,
    admits_infants: admittedTypes(participantRulesOf(row)).includes('infant'),
    validity_months: row.kind === 'gift_card' ? await validityMonths(db, row.id) : 0,
    photos: row.kind === 'day_spa' ? guestPhotos(await photosOf(db, 'day-spa-products', row.id), locale) : [],
  };
}

/**
 * The slots of a product between two dates (inclusive). A slot is `available` when it can take
 * `people` more and is still on sale (until its end less the cut-off, hotel time); days without
 * a record are simply absent.
 */
export async function availability(
  db: Db,
  productId: number,
  people: number,
  from: IsoDate,
  to: IsoDate,
  cutoffMinutes: number,
  now = clockNow(),
): Promise<AvailabilityRecord[]> {
  const today = hotelToday(now);
  const rows = await availabilityQuery(db).execute({ productId, from, to });
  return rows.map(({ slot, stale, minPeople, maxPeople }) => {
    const salesEnd = slotSalesEnd(slot.date, slot.endsAt, cutoffMinutes);
    return {
      id: slot.id,
      date: slot.date,
      // Outside the product's fewest and most people per reservation, no slot is (product.md §12.16).
      available:
        peopleOutOfRules(people, { minPeople, maxPeople }) === null &&
        isSlotAvailable(
          { date: slot.date, capacity: slot.capacity, booked: slot.booked - stale, salesEnd },
          people,
          today,
          now,
        ),
      sale_price: slot.salePrice,
      title: slot.title,
      sales_end: salesEnd.toISOString(),
    };
  });
}

/**
 * The slots of an active product between two dates, each with the places still held by abandoned
 * card authentications (`expiredHoldPeople`, in the same query): one round trip, prepared once
 * per database (issue 10).
 */
const prepareAvailability = (db: Db) =>
  db
    .select({
      slot: productAvailabilities,
      minPeople: products.minPeople,
      maxPeople: products.maxPeople,
      stale: sql<number>`(select coalesce(sum(${productReservations.people}), 0)::int from ${productReservations}
        where ${productReservations.productAvailabilityId} = ${productAvailabilities.id} and ${productReservations.status} = 'pending'
        and ${productReservations.holdExpiresAt} < now())`,
    })
    .from(productAvailabilities)
    .innerJoin(products, eq(products.id, productAvailabilities.productId))
    .where(
      and(
        eq(productAvailabilities.productId, sql.placeholder('productId')),
        eq(products.active, true),
        gte(productAvailabilities.date, sql.placeholder('from')),
        lte(productAvailabilities.date, sql.placeholder('to')),
        // A day the revenue manager closed sells nothing (docs/product.md §12.16).
        sql`not exists (select 1 from ${daySpaClosedDays} where ${daySpaClosedDays.productId} = ${productAvailabilities.productId}
          and ${daySpaClosedDays.date} = ${productAvailabilities.date})`,
      ),
    )
    .orderBy(asc(productAvailabilities.date), asc(productAvailabilities.salePrice), asc(productAvailabilities.id))
    .prepare('day_spa_availability');
const availabilityQueries = new WeakMap<Db, ReturnType<typeof prepareAvailability>>();

function availabilityQuery(db: Db) {
  let statement = availabilityQueries.get(db);
  if (!statement) availabilityQueries.set(db, (statement = prepareAvailability(db)));
  return statement;
}

/**
 * Places still held by abandoned card authentications, per slot: they count as free here and
 * are given back for good by the next hold on that slot (see reservations.ts).
 */
export async function expiredHoldPeople(db: Db, slotIds: number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({
      slotId: productReservations.productAvailabilityId,
      people: sql<number>`sum(${productReservations.people})::int`,
    })
    .from(productReservations)
    .where(
      and(
        inArray(productReservations.productAvailabilityId, slotIds),
        eq(productReservations.status, 'pending'),
        lt(productReservations.holdExpiresAt, new Date()),
      ),
    )
    .groupBy(productReservations.productAvailabilityId);
  return new Map(rows.map((r) => [r.slotId, r.people]));
}
