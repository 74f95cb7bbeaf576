import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  categoryNightPrices,
  promoCodes,
  ratePlans,
  roomCategories,
  seasonPeriods,
  seasons,
  type Localized,
} from '../schema';
import { createPromoCode } from '../../modules/promoCodesAdmin/service';
import { promoCodeSchema } from '../../../domain/promoCodes';
import { listPricingRules, savePricingRules } from '../../modules/pricingRulesAdmin/service';
import { pricingRulesSchema } from '../../../domain/pricingRules';
import { createRatePlan } from '../../modules/ratePlansAdmin/service';
import { newRatePlanSchema } from '../../../domain/ratePlans';

/**
 * The room pricing of the demo hotel, around the catalogue of the original description (product.md §14; the category's base price
 * is the mid-season B&B price per adult and night). Periods follow the seeded seasons
 * (March to 6 January), so a fresh database always prices the bookable window.
 */
const PERIODS: { key: string; name: Localized; percent: number; ranges: (y: number) => [string, string][] }[] = [
  {
    key: 'low',
    name: { en: 'Low season', it: 'Bassa stagione', de: 'Nebensaison' },
    percent: 90,
    ranges: (y) => [
      [`${y}-03-01`, `${y}-03-31`],
      [`${y}-11-01`, `${y}-12-19`],
    ],
  },
  {
    key: 'mid',
    name: { en: 'Mid season', it: 'Media stagione', de: 'Zwischensaison' },
    percent: 100,
    ranges: (y) => [
      [`${y}-04-01`, `${y}-06-30`],
      [`${y}-09-01`, `${y}-10-31`],
    ],
  },
  {
    key: 'high',
    name: { en: 'High season', it: 'Alta stagione', de: 'Hochsaison' },
    percent: 120,
    ranges: (y) => [[`${y}-07-01`, `${y}-08-31`]],
  },
  {
    key: 'holidays',
    name: { en: 'Christmas and New Year', it: 'Natale e Capodanno', de: 'Weihnachten und Neujahr' },
    percent: 130,
    ranges: (y) => [[`${y}-12-20`, `${y + 1}-01-06`]],
  },
];

/** Friday and Saturday nights cost more. */
const WEEKDAYS = [
  { iso_weekday: 5, percent: 110 },
  { iso_weekday: 6, percent: 120 },
];

/** The demo's own band names ("Infants 0-2"), not the ones the service makes from the ages. */
const AGE_BANDS = [
  { min_age: 0, max_age: 2, percent: 0, name: { en: 'Infants 0-2', it: 'Neonati 0-2', de: 'Kleinkinder 0-2' } },
  { min_age: 3, max_age: 7, percent: 30, name: { en: 'Children 3-7', it: 'Bambini 3-7', de: 'Kinder 3-7' } },
  { min_age: 8, max_age: 13, percent: 50, name: { en: 'Children 8-13', it: 'Bambini 8-13', de: 'Kinder 8-13' } },
  { min_age: 14, max_age: 17, percent: 80, name: { en: 'Teens 14-17', it: 'Ragazzi 14-17', de: 'Jugendliche 14-17' } },
];

/** Every demo plan offers bed and breakfast, and half board for a supplement (cents per adult and night). */
const BOARDS = [
  { board: 'bed_and_breakfast' as const, supplement_per_adult_night: 0 },
  { board: 'half_board' as const, supplement_per_adult_night: 2500 },
];

const RATE_PLANS = [
  {
    slug: 'flexible',
    name: { en: 'Flexible rate', it: 'Tariffa flessibile', de: 'Flexibler Tarif' },
    terms: {
      en: 'Dates can be changed free of charge up to 7 days before arrival. On cancellation the deposit is retained; nothing else is due.',
      it: "Le date si possono cambiare gratuitamente fino a 7 giorni prima dell'arrivo. In caso di cancellazione la caparra viene trattenuta; nient'altro è dovuto.",
      de: 'Die Daten können bis 7 Tage vor der Anreise kostenlos geändert werden. Bei Stornierung wird die Anzahlung einbehalten; mehr ist nicht zu zahlen.',
    },
    refundable: true,
    discount_percent: 0,
    requires_promo_code: false,
    min_nights: 1,
  },
  {
    slug: 'non-refundable',
    name: { en: 'Non-refundable rate', it: 'Tariffa non rimborsabile', de: 'Nicht erstattbarer Tarif' },
    terms: {
      en: 'Cheaper, but not refundable: on cancellation or no-show the deposit is retained and the whole stay is due.',
      it: "Più conveniente, ma non rimborsabile: in caso di cancellazione o mancato arrivo la caparra viene trattenuta ed è dovuto l'intero soggiorno.",
      de: 'Günstiger, aber nicht erstattbar: Bei Stornierung oder Nichterscheinen wird die Anzahlung einbehalten und der gesamte Aufenthalt ist zu zahlen.',
    },
    refundable: false,
    discount_percent: 10,
    requires_promo_code: false,
    min_nights: 1,
  },
  {
    slug: 'spa-weekend',
    name: { en: 'Spa Weekend offer', it: 'Offerta Weekend Benessere', de: 'Wellness-Wochenende' },
    terms: {
      en: 'Offer for stays of two nights or more. On cancellation the deposit is retained; nothing else is due.',
      it: "Offerta per soggiorni di almeno due notti. In caso di cancellazione la caparra viene trattenuta; nient'altro è dovuto.",
      de: 'Angebot für Aufenthalte ab zwei Nächten. Bei Stornierung wird die Anzahlung einbehalten; mehr ist nicht zu zahlen.',
    },
    refundable: true,
    discount_percent: 15,
    requires_promo_code: true,
    min_nights: 2,
  },
];

const EARLY_BOOKING = [
  { min_days_before: 30, percent: 5 },
  { min_days_before: 60, percent: 10 },
];

/** Mid-season price rounded to whole euros for a period percent. */
const periodPrice = (basePrice: number, percent: number) => Math.round((basePrice * percent) / 100 / 100) * 100;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n === 0;
}

export async function seedBooking(db: Db): Promise<void> {
  const categories = await db.select().from(roomCategories);
  // Season periods and their prices per category: staff change prices day by day on the rates
  // calendar (§12.12), no service makes a period, so they are inserted.
  if (await isEmpty(db, seasonPeriods)) {
    const years = new Set<number>();
    for (const season of await db.select().from(seasons).orderBy(asc(seasons.startsOn)))
      years.add(Number(season.startsOn.slice(0, 4)));
    for (const year of years) {
      for (const period of PERIODS) {
        for (const [startsOn, endsOn] of period.ranges(year)) {
          const [saved] = await db
            .insert(seasonPeriods)
            .values({ name: period.name, startsOn, endsOn })
            .returning({ id: seasonPeriods.id });
          await db.insert(categoryNightPrices).values(
            categories.map((c) => ({
              seasonPeriodId: saved.id,
              roomCategoryId: c.id,
              adultPrice: periodPrice(c.basePrice, period.percent),
            })),
          );
        }
      }
    }
  }
  await seedPricingRules(db);
  await seedRatePlans(db);
  await seedPromoCodes(db);
}

/**
 * The demo's pricing rules, through the staff's own service and form rules (docs/product.md
 * §12.13), over the rules as read (the service refuses a save over others): a list staff emptied
 * is filled again, a demo weekday they took off is added back (as the seed always did); what
 * staff set is kept, and nothing is saved when nothing is missing.
 */
async function seedPricingRules(db: Db): Promise<void> {
  const { fingerprint, ...rules } = await listPricingRules(db);
  const weekdays = new Set(rules.weekdays.map((w) => w.iso_weekday));
  const values = {
    ...rules,
    age_bands: rules.age_bands.length ? rules.age_bands : AGE_BANDS,
    weekdays: [...rules.weekdays, ...WEEKDAYS.filter((w) => !weekdays.has(w.iso_weekday))],
    early_booking: rules.early_booking.length ? rules.early_booking : EARLY_BOOKING,
  };
  if (JSON.stringify(values) === JSON.stringify(rules)) return;
  await savePricingRules(db, null, pricingRulesSchema('en').validateSync(values), fingerprint, 'en');
}

/**
 * The demo's plans, through the staff's own service and form rules (docs/product.md §12.13), under
 * the fixed slugs links and tests name and in the order listed; a plan already there is left as
 * staff keep it. The deposit is the house rule, 75 € a person (the column's default before).
 */
async function seedRatePlans(db: Db): Promise<void> {
  const present = new Set((await db.select({ slug: ratePlans.slug }).from(ratePlans)).map((r) => r.slug));
  for (const plan of RATE_PLANS.filter((p) => !present.has(p.slug))) {
    const values = { ...plan, boards: BOARDS, deposit_rule: 'per_person' };
    await createRatePlan(db, null, newRatePlanSchema('en').validateSync(values), 'en');
  }
}

/**
 * The demo's codes, through the staff's own service and form rules (docs/product.md §12.15); a
 * code already there (or changed by staff since) is left alone. No staff actions log line: the
 * seed is no one on the staff (the service logs only an actor's change).
 */
async function seedPromoCodes(db: Db): Promise<void> {
  const [spaWeekend] = await db.select({ id: ratePlans.id }).from(ratePlans).where(eq(ratePlans.slug, 'spa-weekend'));
  const present = new Set((await db.select({ code: promoCodes.code }).from(promoCodes)).map((r) => r.code));
  const codes = [
    {
      code: 'SPAWEEKEND',
      name: { en: 'Spa Weekend', it: 'Weekend Benessere', de: 'Wellness-Wochenende' },
      discount_percent: 0,
      unlocks_rate_plan_id: spaWeekend.id,
    },
    {
      code: 'TERME10',
      name: { en: 'Thermal Autumn', it: 'Autunno alle Terme', de: 'Thermenherbst' },
      discount_percent: 10,
    },
    // A past campaign: guests who still have the code are told it has expired.
    {
      code: 'ESTATE2024',
      name: { en: 'Summer 2024', it: 'Estate 2024', de: 'Sommer 2024' },
      discount_percent: 15,
      arrival_from: '2024-06-01',
      arrival_to: '2024-09-30',
    },
  ];
  for (const { name, ...code } of codes.filter((c) => !present.has(c.code))) {
    const values = { ...code, name_it: name.it, name_en: name.en, name_de: name.de, discount_kind: 'percent' };
    await createPromoCode(db, null, promoCodeSchema('en').validateSync(values), 'en');
  }
}
