import { withAddOns } from './addOns';
import { buildRoomsQuery, type RoomsSearch } from './bookingQuery';
import {
  bookingTotals,
  type AvailableRatesEntry,
  type AvailableRatesResponse,
  type BookingTotals,
  type RateVariation,
  type RoomCategoryInfo,
} from './roomRates';

/**
 * The rooms a guest is reserving (product.md §2.2), one per room of the search, chosen one
 * after another. Pure helpers shared by the booking machine and its screens.
 */
export interface ReservedRoom {
  temp_id: string;
  room_category_id: number;
  /** 0 until a rate is chosen ("reserved when greater than 0"). */
  rate_variation_id: number;
  adults: number;
  children: number;
  children_ages: number[];
  room_category: RoomCategoryInfo | null;
  rate_variation: RateVariation | null;
}

export const isReserved = (room: ReservedRoom) => room.rate_variation_id > 0;

/** One unchosen room per room of the search; temp ids stay stable for the journey. */
export function roomsOfSearch(search: RoomsSearch): ReservedRoom[] {
  return search.rooms.map((room, index) => ({
    temp_id: `room-${index + 1}`,
    room_category_id: 0,
    rate_variation_id: 0,
    adults: room.adults,
    children: room.children,
    children_ages: room.childrenAges,
    room_category: null,
    rate_variation: null,
  }));
}

export function allReserved(rooms: readonly ReservedRoom[]): boolean {
  return rooms.length > 0 && rooms.every(isReserved);
}

/** Where the guest chooses next: the first room without a rate (the last index when all have one). */
export function nextEditingIndex(rooms: readonly ReservedRoom[]): number {
  const index = rooms.findIndex((room) => !isReserved(room));
  return index === -1 ? Math.max(0, rooms.length - 1) : index;
}

/** Stores a choice at `index`. */
export function reserveAt(
  rooms: readonly ReservedRoom[],
  index: number,
  category: RoomCategoryInfo,
  variation: RateVariation,
): ReservedRoom[] {
  return rooms.map((room, i) =>
    i === index
      ? {
          ...room,
          room_category_id: category.id,
          rate_variation_id: variation.id,
          room_category: category,
          rate_variation: variation,
        }
      : room,
  );
}

/** Takes a chosen room back (by temp id): it must be chosen again. */
export function unreserve(rooms: readonly ReservedRoom[], tempId: string): ReservedRoom[] {
  return rooms.map((room) =>
    room.temp_id === tempId
      ? { ...room, room_category_id: 0, rate_variation_id: 0, room_category: null, rate_variation: null }
      : room,
  );
}

/**
 * The categories offered for room `index`, with `available_rooms_count` lowered by the rooms of
 * the same category already chosen for the other rooms; categories with none left disappear.
 */
export function offersFor(
  rates: AvailableRatesResponse,
  rooms: readonly ReservedRoom[],
  index: number,
): AvailableRatesEntry[] {
  const entries = rates[index] ?? [];
  return entries.flatMap((entry) => {
    const taken = rooms.filter((room, i) => i !== index && room.room_category_id === entry.room_category.id).length;
    const left = entry.room_category.available_rooms_count - taken;
    return left > 0 ? [{ ...entry, room_category: { ...entry.room_category, available_rooms_count: left } }] : [];
  });
}

/**
 * The photo the rooms screen shows first: the first offer's first photo for the first room,
 * nothing chosen yet. The screen's largest paint: loaded as soon as the rates are known (decision 031).
 */
export function firstPhoto(rates: AvailableRatesResponse): string | undefined {
  return offersFor(rates, [], 0)[0]?.room_category.images[0];
}

export function findVariation(entry: AvailableRatesEntry, variationId: number): RateVariation | null {
  for (const rate of entry.rates) {
    const found = rate.rate_variations.find((variation) => variation.id === variationId);
    if (found) return found;
  }
  return null;
}

/** The choices a query already names (roomN and rateN), applied where the rates still offer them. */
export function applySearchChoices(
  search: RoomsSearch,
  rates: AvailableRatesResponse,
  rooms: readonly ReservedRoom[],
): ReservedRoom[] {
  let result = [...rooms];
  search.rooms.forEach((room, index) => {
    if (!room.room || !room.rate) return;
    const entry = offersFor(rates, result, index).find((e) => e.room_category.id === room.room);
    const variation = entry && findVariation(entry, room.rate);
    if (entry && variation) result = reserveAt(result, index, entry.room_category, variation);
  });
  return result;
}

/** booking.payment's query: the search extended with roomN and rateN (category and variation ids). */
export function paymentQuery(search: RoomsSearch, rooms: readonly ReservedRoom[]): string {
  return buildRoomsQuery({
    ...search,
    rooms: search.rooms.map((room, index) => ({
      ...room,
      room: rooms[index]?.room_category_id || undefined,
      rate: rooms[index]?.rate_variation_id || undefined,
    })),
  }).toString();
}

/** The search without any choice: for going back to booking.rooms to choose again. */
export function searchQuery(search: RoomsSearch): string {
  return buildRoomsQuery({
    ...search,
    rooms: search.rooms.map(({ adults, children, childrenAges }) => ({ adults, children, childrenAges })),
  }).toString();
}

/**
 * Totals of the order summary (product.md §2.3: the guest's discount, the deposit), with the chosen
 * add-ons' cents as the server priced them (§16.9): in the stay's total and balance, not in the deposit.
 */
export function selectionTotals(
  rooms: readonly ReservedRoom[],
  discountPercent: number | null | undefined,
  addOnsCents = 0,
): BookingTotals {
  const ofRooms = bookingTotals(
    rooms.filter(isReserved).map((room) => {
      const variation = room.rate_variation;
      return {
        adults: room.adults,
        children: room.children,
        total: variation?.total ?? 0,
        deposit: variation?.deposit_rule && {
          rule: variation.deposit_rule,
          percent: variation.deposit_percent ?? null,
          firstNight: variation.first_night ?? 0,
        },
      };
    }),
    discountPercent,
  );
  return withAddOns(ofRooms, addOnsCents);
}

/** The rooms part of POST /my/room-reservations. */
export function reservationRooms(rooms: readonly ReservedRoom[]) {
  return rooms.map(({ room_category_id, rate_variation_id, adults, children, children_ages, rate_variation }) => ({
    room_category_id,
    rate_variation_id,
    adults,
    children,
    children_ages,
    // The price the guest was shown: the server refuses before charging if it changed (product.md §12.12).
    ...(rate_variation ? { quoted_total: rate_variation.total } : {}),
  }));
}
