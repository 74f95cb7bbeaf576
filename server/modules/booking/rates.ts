import type { Db } from '../../db/client';
import { int, list, obj, str } from '../../http/answers';
import type { Localized } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { adultNightPrices, quoteStay, type RateQuote } from '../../../domain/pricing';
import {
  fitsCategory,
  type AvailableRatesResponse,
  type RateGroup,
  type RoomCategoryInfo,
} from '../../../domain/roomRates';
import { roomCategoriesWithRooms } from './inventory';
import { guestPhotos } from '../../../domain/photos';
import { depositRuleText, termsText, type Board } from '../../../domain/ratePlans';
import { pricingFor, type PricingCatalog, type PricingNames } from './pricingModel';

export interface OccupancyRequest {
  adults: number;
  children: number;
  children_ages?: (number | null | undefined)[];
}

export interface RatesQuery {
  from: string;
  to: string;
  today: string;
  code?: string | null;
  rooms: OccupancyRequest[];
}

/** GET /api/room-categories: every category with its number of active rooms. */
/** listRoomCategories' answer as JSON Schema (decision 019). */
export const roomCategoriesSchema = list(
  obj({
    id: int,
    name: str,
    description: str,
    images: list(str),
    min_adults: int,
    max_adults: int,
    max_children: int,
    photos: list(obj({ url: str, width: int, height: int, alt: str })),
    available_rooms_count: int,
  }),
);

export async function listRoomCategories(db: Db, locale: Locale): Promise<RoomCategoryInfo[]> {
  return (await roomCategoriesWithRooms(db)).map((row) => categoryInfo(row, row.free, locale));
}

/** The ages actually chosen, as numbers. */
export const agesOf = (room: OccupancyRequest): number[] =>
  (room.children_ages ?? []).filter((a): a is number => typeof a === 'number').slice(0, room.children);

type CategoryRow = Awaited<ReturnType<typeof roomCategoriesWithRooms>>[number];

export function categoryInfo(row: Omit<CategoryRow, 'free'>, free: number, locale: Locale): RoomCategoryInfo {
  return {
    id: row.id,
    name: row.name[locale],
    description: row.description[locale],
    images: row.images,
    min_adults: row.minAdults,
    max_adults: row.maxAdults,
    max_children: row.maxChildren,
    photos: guestPhotos(row.photos, locale),
    available_rooms_count: free,
  };
}

const tr = (text: Localized | undefined, locale: Locale) => (text ? text[locale] : '');

export function rateGroups(quotes: RateQuote[], names: PricingNames, locale: Locale): RateGroup[] {
  return quotes.map((quote) => {
    const plan = names.ratePlans.get(quote.ratePlanId);
    const rateName = tr(plan?.name, locale);
    const depositRule = plan?.depositRule ?? 'per_person';
    const depositPercent = plan?.depositPercent ?? null;
    return {
      name: rateName,
      description: tr(plan?.description, locale),
      terms: plan ? termsText(plan, locale) : '',
      refundable: plan?.refundable ?? true,
      rate_variations: quote.variations.map((v) => {
        const board = tr(names.variations.get(v.rateVariationId)?.name, locale);
        return {
          id: v.rateVariationId,
          name: board,
          rate_name: rateName,
          full_name: `${rateName} · ${board}`,
          refundable: plan?.refundable ?? true,
          board: v.board as Board,
          total: v.total,
          first_night: v.firstNight,
          deposit_rule: depositRule,
          deposit_percent: depositPercent,
          deposit_text: depositRuleText(depositRule, depositPercent, locale),
          adult_total: v.adultTotal,
          children_total: v.childrenTotal,
          children: v.children.map((c) => ({
            age: c.age,
            band: c.ageBandId ? tr(names.ageBands.get(c.ageBandId), locale) : '',
            total: c.total,
          })),
          // Only a package's variations carry its treatments (product.md §16.6): the guest places them before paying.
          ...(plan?.treatments.length
            ? {
                treatments: plan.treatments.map((t) => ({
                  treatment_id: t.treatment_id,
                  per_person: t.per_person,
                  name: tr(t.names, locale),
                  duration_minutes: t.duration_minutes,
                })),
              }
            : {}),
        };
      }),
    };
  });
}

/**
 * One entry per requested room: of `categories` (with their rooms free for the stay, inventory.ts),
 * the categories with a room free on every night, that fit the
 * room's people and have a price for every night, each with its rates and board variations.
 */
export function availableRates(
  categories: CategoryRow[],
  catalog: PricingCatalog,
  query: RatesQuery,
  locale: Locale,
): AvailableRatesResponse {
  const { model, names } = pricingFor(catalog, query.from, query.to, query.code);
  // Nightly prices depend on the category only: worked out once, shared by every room asked for.
  const nightly = new Map(categories.map((c) => [c.id, adultNightPrices(model, c.id, query.from, query.to)]));
  // Rooms for the same people get the same offers: worked out once per party (a family's two
  // double rooms, five rooms for two), the same entries in each room's place.
  const byParty = new Map<string, AvailableRatesResponse[number]>();
  return query.rooms.map((room) => {
    const childrenAges = agesOf(room);
    const party = `${room.adults} ${room.children} ${childrenAges.join(',')}`;
    let offers = byParty.get(party);
    if (!offers) byParty.set(party, (offers = roomOffers(room, childrenAges)));
    return offers;
  });

  function roomOffers(room: OccupancyRequest, childrenAges: number[]): AvailableRatesResponse[number] {
    return categories.flatMap((category) => {
      const info = categoryInfo(category, category.free, locale);
      if (category.free <= 0 || !fitsCategory(info, room.adults, room.children)) return [];
      const stay = {
        roomCategoryId: category.id,
        from: query.from,
        to: query.to,
        today: query.today,
        adults: room.adults,
        childrenAges,
      };
      const quotes = quoteStay(model, stay, nightly.get(category.id) ?? null);
      if (quotes.length === 0) return [];
      return [{ room_category: info, rates: rateGroups(quotes, names, locale) }];
    });
  }
}
