import { CURRENCY } from '@domain/constants';
import type { RoomsSearch } from '@domain/bookingQuery';
import type { ReservedRoom } from '@domain/bookingSelection';
import type { RoomReservationResult } from '@machines/bookingContext';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The `purchase` analytics event (GA4 ecommerce shape): the stay's value in euros, one item per room. */
export function trackPurchase(result: RoomReservationResult, rooms: readonly ReservedRoom[], search: RoomsSearch) {
  const items = rooms.map((room, index) => ({
    item_id: String(room.room_category_id),
    item_name: room.room_category?.name ?? '',
    item_variant: room.rate_variation?.full_name ?? '',
    item_category: 'room',
    index,
    price: (room.rate_variation?.total ?? 0) / 100,
    quantity: 1,
  }));
  const value = items.reduce((sum, item) => sum + item.price, 0);
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: String(result.reservation_id),
      currency: CURRENCY,
      value,
      coupon: search.code || undefined,
      items,
    },
  });
}
