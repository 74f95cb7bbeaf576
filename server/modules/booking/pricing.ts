import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomCategories, type Localized } from '../../db/schema';
import { interpolate, type Locale } from '../../../domain/locales';
import { fitsCategory, bookingTotals, type BookingTotals } from '../../../domain/roomRates';
import { quoteVariation, type VariationQuote } from '../../../domain/pricing';
import type { DepositRule } from '../../../domain/ratePlans';
import { nightsBetween } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { HttpError } from '../../http/errors';
import { bookingMessages } from './messages';
import { loadPricingModel } from './pricingModel';
import { agesOf } from './rates';

export interface RequestedRoom {
  room_category_id: number;
  rate_variation_id: number;
  adults: number;
  children: number;
  children_ages?: (number | null | undefined)[];
  quoted_total?: number | null;
}

export interface PricedRoom {
  roomCategoryId: number;
  categoryName: Localized;
  rateVariationId: number;
  rateName: Localized;
  boardName: Localized;
  adults: number;
  children: number;
  childrenAges: number[];
  quote: VariationQuote;
  /** The plan's deposit rule (product.md §12.13), decided here from the database, never the request. */
  depositRule: DepositRule;
  depositPercent: number | null;
}

export interface PricedReservation {
  from: string;
  to: string;
  nights: number;
  promoCode: string | null;
  /** The version of the code's row the stay was priced with (the hold checks it: product.md §12.15). */
  promoVersion: number | null;
  rooms: PricedRoom[];
  totals: BookingTotals;
}

const roomError = (index: number, text: string) =>
  new HttpError(422, text, { [`rooms.${index}.rate_variation_id`]: [text] });

/**
 * Prices a reservation from the database, never from the request: each room's category must
 * fit its people and the chosen rate variation must be on offer for the stay (422 otherwise).
 */
export async function priceReservation(
  db: Db,
  input: {
    from: string;
    to: string;
    today: string;
    code: string | null;
    rooms: RequestedRoom[];
    discountPercent: number;
  },
  locale: Locale,
): Promise<PricedReservation> {
  const { model, names, promoVersion } = await loadPricingModel(db, input.from, input.to, input.code);
  const ids = [...new Set(input.rooms.map((r) => r.room_category_id))];
  const categories = new Map(
    (await db.select().from(roomCategories).where(inArray(roomCategories.id, ids))).map((c) => [c.id, c]),
  );

  const rooms = input.rooms.map((room, index): PricedRoom => {
    const category = categories.get(room.room_category_id);
    if (!category) throw roomError(index, bookingMessages.rateNotOffered[locale]);
    if (
      !fitsCategory(
        { min_adults: category.minAdults, max_adults: category.maxAdults, max_children: category.maxChildren },
        room.adults,
        room.children,
      )
    ) {
      const text = interpolate(bookingMessages.roomDoesNotFit[locale], {
        category: category.name[locale],
        min: category.minAdults,
        max: category.maxAdults,
      });
      throw roomError(index, text);
    }
    const childrenAges = agesOf(room);
    const stay = {
      roomCategoryId: category.id,
      from: input.from,
      to: input.to,
      today: input.today,
      adults: room.adults,
      childrenAges,
    };
    const quote = quoteVariation(model, stay, room.rate_variation_id);
    const variation = names.variations.get(room.rate_variation_id);
    const plan = variation && names.ratePlans.get(variation.ratePlanId);
    if (!quote || !variation || !plan) throw roomError(index, bookingMessages.rateNotOffered[locale]);
    // The price shown is the price charged (product.md §12.12): changed since the search, the
    // guest is told before any hold or charge, with the price now.
    if (typeof room.quoted_total === 'number' && room.quoted_total !== quote.total) {
      const text = interpolate(bookingMessages.priceChanged[locale], {
        category: category.name[locale],
        total: formatMoney(quote.total, locale),
      });
      throw new HttpError(409, text, { [`rooms.${index}.rate_variation_id`]: [text] });
    }
    return {
      roomCategoryId: category.id,
      categoryName: category.name,
      rateVariationId: room.rate_variation_id,
      rateName: plan.name,
      boardName: variation.name,
      adults: room.adults,
      children: room.children,
      childrenAges,
      quote,
      depositRule: plan.depositRule,
      depositPercent: plan.depositPercent,
    };
  });
  const totals = bookingTotals(
    rooms.map((r) => ({
      adults: r.adults,
      children: r.children,
      total: r.quote.total,
      deposit: { rule: r.depositRule, percent: r.depositPercent, firstNight: r.quote.firstNight },
    })),
    input.discountPercent,
  );
  return {
    from: input.from,
    to: input.to,
    nights: nightsBetween(input.from, input.to),
    promoCode: model.promo?.code ?? null,
    promoVersion,
    rooms,
    totals,
  };
}
