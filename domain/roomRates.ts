import { fitsCapacity } from './roomCategories';
import type { GuestPhoto } from './photos';
import { applyDiscountPercent } from './money';
import { bookingDepositOf, type Board, type DepositRule } from './ratePlans';

/**
 * Wire types of the room-booking API (product.md §2) and the small rules both sides
 * apply to them. Amounts in cents, dates 'YYYY-MM-DD'.
 */

export interface RoomCategoryInfo {
  id: number;
  name: string;
  description: string;
  images: string[];
  min_adults: number;
  max_adults: number;
  /** Of the guests, children at most (docs/product.md §12.18). */
  max_children?: number;
  /** Staff-uploaded photos, in their order, each with its size (no layout shift) and alt text. */
  photos?: GuestPhoto[];
  /** Physical rooms free on every night of the searched stay (0 in the plain category list). */
  available_rooms_count: number;
}

export interface ChildRateEntry {
  age: number;
  /** Name of the age band, e.g. 'Children 3-7'. */
  band: string;
  total: number;
}

export interface RateVariation {
  id: number;
  /** The board: 'Bed & Breakfast', 'Half board'. */
  name: string;
  /** The rate plan: 'Flexible rate'. */
  rate_name: string;
  /** 'Flexible rate · Half board'. */
  full_name: string;
  refundable: boolean;
  board?: Board;
  total: number;
  /** The first night's price for the room's people (the 'first night' deposit, product.md §12.13). */
  first_night?: number;
  deposit_rule?: DepositRule;
  deposit_percent?: number | null;
  /** The deposit rule in words, e.g. '30 % of the stay'. */
  deposit_text?: string;
  adult_total: number;
  children_total: number;
  children: ChildRateEntry[];
  /** A package's treatments, how many per person (product.md §16.6); absent on a room rate. */
  treatments?: IncludedTreatmentOffer[];
}

/** A treatment a package includes, as the rates answer shows it. */
export interface IncludedTreatmentOffer {
  treatment_id: number;
  per_person: number;
  name: string;
  duration_minutes: number;
}
// The fields with `?` came with the rate plans editor (product.md §12.13): the server always sends
// them; a variation without them is one of the seeded plans' (75 € a person, B&B or half board).

export interface RateGroup {
  name: string;
  /** What the plan includes, as staff wrote it (may be empty). */
  description?: string;
  /** The cancellation terms as written, the free-cancellation deadline first (§12.13). */
  terms?: string;
  refundable: boolean;
  rate_variations: RateVariation[];
}

export interface AvailableRatesEntry {
  room_category: RoomCategoryInfo;
  rates: RateGroup[];
}

/** One entry per requested room, in the order asked. */
export type AvailableRatesResponse = AvailableRatesEntry[][];

/** GET {lang}/offers-code/{code}: the offer's name (product.md §2.1) and what the code changes. */
export interface OfferLookup {
  breadcrumb: string;
  code: string;
  /** '−10% on every rate', in the request's language. */
  summary: string;
}

/** product.md §2.2: a category is offered when adults + children lie between its min and max. */
export function fitsCategory(
  category: { min_adults: number; max_adults: number; max_children?: number },
  adults: number,
  children: number,
): boolean {
  return fitsCapacity(category, adults, children);
}

export interface PricedRoom {
  adults: number;
  children: number;
  total: number;
  /** The plan's deposit rule and what it needs; without one, 75 € a person (product.md §2.3). */
  deposit?: { rule: DepositRule; percent: number | null; firstNight: number };
}

export interface BookingTotals {
  /** Sum of the rooms' prices. */
  subtotal: number;
  /** After the guest's personal discount (product.md §1.1): what they owe for the stay. */
  total: number;
  people: number;
  /** By each room's plan (product.md §12.13: 75 euro a person, the first night, a percent, all), never more than the stay costs; paid now by card. */
  deposit: number;
  /** Paid at the hotel. */
  balance: number;
}

/** The amounts of the payment step and of the reservation page, from the priced rooms. */
export function bookingTotals(rooms: readonly PricedRoom[], discountPercent: number | null | undefined): BookingTotals {
  const subtotal = rooms.reduce((sum, room) => sum + room.total, 0);
  const total = applyDiscountPercent(subtotal, discountPercent);
  const people = rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
  const deposit = bookingDepositOf(
    rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      total: room.total,
      firstNight: room.deposit?.firstNight ?? 0,
      rule: room.deposit?.rule ?? 'per_person',
      percent: room.deposit?.percent ?? null,
    })),
    discountPercent,
  );
  return { subtotal, total, people, deposit, balance: total - deposit };
}
