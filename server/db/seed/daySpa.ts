import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../client';
import { productAvailabilities, products, seasons, type Localized } from '../schema';
import { addDays, addMonths, hotelToday, type IsoDate } from '../../../domain/dates';
import { DAY_SPA_WINDOW_MONTHS, GIFT_CARD_VALIDITY_MONTHS } from '../../../domain/constants';
import { weekdayOf } from '../../../domain/daySpaAdmin';
import { isSeasonDay, type SeasonDates } from '../../../domain/season';
import { giftCardProductSchema, spaNewSlotsSchema } from '../../../domain/validation';
import { closeSpaDay } from '../../modules/daySpaAdmin/days';
import { addSpaSlots } from '../../modules/daySpaAdmin/slots';
import { createGiftCardProduct } from '../../modules/giftCardProducts/service';

export const DAY_SPA_SLUG = 'thermal-day';
export const DAY_SPA_WEEKDAY_PRICE = 3500;
export const DAY_SPA_WEEKEND_PRICE = 4500;
export const DAY_SPA_CAPACITY = 40;
/** The Saturday afternoon slot, a second slot on the same day. */
export const AFTERNOON_SLOT_TITLE = 'h.14-18:30';

const dayOfWeek = (iso: IsoDate) => new Date(`${iso}T12:00:00Z`).getUTCDay();
export const isWeekend = (iso: IsoDate) => dayOfWeek(iso) === 0 || dayOfWeek(iso) === 6;

/**
 * Days the demo leaves without any availability record (faded on the calendar). Decided by the
 * date alone, so re-seeding later keeps the same gaps: about one day in sixteen.
 */
export function isDaySpaGap(iso: IsoDate): boolean {
  const day = Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
  return day % 16 === 7;
}

/**
 * Days the spa closed (a private event, say, docs/product.md §12.16): their slots stay but sell
 * nothing, so guests find the day not available. One in nineteen, never a gap day.
 */
export function isDaySpaClosedDay(iso: IsoDate): boolean {
  const day = Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
  return !isDaySpaGap(iso) && day % 19 === 11;
}

const dayProduct = {
  slug: DAY_SPA_SLUG,
  kind: 'day_spa' as const,
  title: { en: 'Thermal day', it: 'Giornata alle terme', de: 'Thermentag' },
  description: {
    en: 'A whole day in our thermal pools at 36 °C, the grotto, the relax area and the park.',
    it: 'Una giornata intera nelle nostre piscine termali a 36 °C, la grotta, la zona relax e il parco.',
    de: 'Ein ganzer Tag in unseren Thermalbecken mit 36 °C, der Grotte, dem Ruhebereich und dem Park.',
  },
  image: '/images/day-spa/thermal-day.svg',
};

interface GiftCardSeed {
  slug: string;
  title: Localized;
  description: Localized;
  image: string;
  variations: { text: Localized; price: number }[];
}

const giftCards: GiftCardSeed[] = [
  {
    slug: 'gift-card-spa',
    title: { en: 'Spa gift card', it: 'Buono regalo terme', de: 'Thermen-Gutschein' },
    description: {
      en: 'Give a day of thermal pools, with or without a massage. Valid for one year.',
      it: 'Regala una giornata alle piscine termali, con o senza massaggio. Valido un anno.',
      de: 'Verschenke einen Tag in den Thermalbecken, mit oder ohne Massage. Ein Jahr gültig.',
    },
    image: '/images/day-spa/gift-card.svg',
    variations: [
      { text: { en: 'Thermal day entry', it: 'Ingresso giornaliero', de: 'Tageseintritt' }, price: 4000 },
      {
        text: {
          en: 'Thermal day and 50-minute massage',
          it: 'Giornata e massaggio 50 minuti',
          de: 'Thermentag und 50-Minuten-Massage',
        },
        price: 9500,
      },
      {
        text: { en: 'Thermal day with lunch', it: 'Giornata con pranzo', de: 'Thermentag mit Mittagessen' },
        price: 6500,
      },
    ],
  },
  {
    slug: 'gift-card-stay',
    title: { en: 'Stay gift card', it: 'Buono regalo soggiorno', de: 'Aufenthalts-Gutschein' },
    description: {
      en: 'A night in a double room with breakfast and free access to the spa. Valid for one year.',
      it: 'Una notte in camera doppia con colazione e ingresso libero alle terme. Valido un anno.',
      de: 'Eine Nacht im Doppelzimmer mit Frühstück und freiem Zugang zur Therme. Ein Jahr gültig.',
    },
    image: '/images/day-spa/gift-card.svg',
    variations: [
      {
        text: {
          en: 'One night, bed and breakfast',
          it: 'Una notte, pernottamento e colazione',
          de: 'Eine Nacht mit Frühstück',
        },
        price: 9000,
      },
      {
        text: { en: 'One night, half board', it: 'Una notte, mezza pensione', de: 'Eine Nacht mit Halbpension' },
        price: 12000,
      },
    ],
  },
  {
    slug: 'gift-card-amount',
    title: { en: 'Gift card of a value', it: 'Buono regalo a valore', de: 'Wertgutschein' },
    description: {
      en: 'A sum to spend on rooms, the day spa or treatments, in one visit or several. Valid for one year.',
      it: 'Un importo da spendere in camere, day spa o trattamenti, in una o più visite. Valido un anno.',
      de: 'Ein Betrag für Zimmer, Day Spa oder Anwendungen, bei einem oder mehreren Besuchen. Ein Jahr gültig.',
    },
    image: '/images/day-spa/gift-card-amount.svg',
    variations: [
      { text: { en: '50 euro', it: '50 euro', de: '50 Euro' }, price: 5000 },
      { text: { en: '100 euro', it: '100 euro', de: '100 Euro' }, price: 10000 },
      { text: { en: '200 euro', it: '200 euro', de: '200 Euro' }, price: 20000 },
    ],
  },
];

/** The slots of one demo day (none on a gap day), as the revenue manager types them. */
export function demoSlotsFor(iso: IsoDate) {
  if (isDaySpaGap(iso)) return [];
  const price = isWeekend(iso) ? DAY_SPA_WEEKEND_PRICE : DAY_SPA_WEEKDAY_PRICE;
  const slot = { from: iso, to: iso, weekdays: [weekdayOf(iso)], price };
  const slots = [{ ...slot, title: '', starts_at: '09:00', ends_at: '18:30', capacity: DAY_SPA_CAPACITY }];
  if (dayOfWeek(iso) === 6)
    slots.push({ ...slot, title: AFTERNOON_SLOT_TITLE, starts_at: '14:00', ends_at: '18:30', capacity: 20 });
  return slots;
}

async function upsertProduct(db: Db, row: typeof products.$inferInsert): Promise<number> {
  const [saved] = await db
    .insert(products)
    .values(row)
    .onConflictDoUpdate({ target: products.slug, set: { slug: row.slug } })
    .returning({ id: products.id });
  return saved.id;
}

/**
 * The days of the demo's slots: from today to two months ahead, only those a season opens (the
 * day spa sells no entry in the winter closure; in January its first slots are on 1 March).
 */
export function demoSlotDays(today: IsoDate, hotelSeasons: readonly SeasonDates[]): IsoDate[] {
  const days: IsoDate[] = [];
  const last = addMonths(today, DAY_SPA_WINDOW_MONTHS);
  for (let day = today; day <= last; day = addDays(day, 1)) if (isSeasonDay(hotelSeasons, day)) days.push(day);
  return days;
}

/**
 * The day-spa product with daily slots on the season's days from today to two months ahead
 * (weekends dearer, a few days without slots, some closed), and the gift cards the shop sells,
 * all year. Idempotent: days that already have slots are left alone, so running it again later
 * only adds new days; gift cards are added only to a shop that has none (staff keep them since).
 * Runs after seedCore, which made the seasons.
 */
export async function seedDaySpa(db: Db, today: IsoDate = hotelToday()): Promise<void> {
  // Inserted: staff change the day-spa product (§12.16) but do not add one, so no service makes it.
  const productId = await upsertProduct(db, dayProduct);
  const hotelSeasons = await db.select({ start: seasons.startsOn, end: seasons.endsOn }).from(seasons);
  const existing = await db
    .selectDistinct({ date: productAvailabilities.date })
    .from(productAvailabilities)
    .where(and(eq(productAvailabilities.productId, productId), gte(productAvailabilities.date, today)));
  const seen = new Set(existing.map((r) => r.date));
  // Through the staff's own services and form rules (decision 054): no staff actions log line.
  const schema = spaNewSlotsSchema('en', { today });
  for (const day of demoSlotDays(today, hotelSeasons).filter((d) => !seen.has(d))) {
    for (const slot of demoSlotsFor(day)) await addSpaSlots(db, null, productId, schema.validateSync(slot), 'en');
    if (isDaySpaClosedDay(day)) await closeSpaDay(db, null, productId, day, 'en');
  }
  await seedGiftCards(db);
}

/**
 * The gift cards, through the staff's own service and form rules (§12.17), under the fixed slugs
 * and pictures links and tests name; only into a shop without any, as staff keep them after.
 */
async function seedGiftCards(db: Db): Promise<void> {
  if ((await db.$count(products, eq(products.kind, 'gift_card'))) > 0) return;
  for (const { slug, image, variations, ...card } of giftCards) {
    const values = {
      ...card,
      on_sale: true,
      validity_months: GIFT_CARD_VALIDITY_MONTHS,
      version: 0,
      variations: variations.map((v) => ({ text: v.text, price: v.price, value: v.price })),
    };
    await createGiftCardProduct(db, null, giftCardProductSchema('en').validateSync(values), { slug, image });
  }
}
