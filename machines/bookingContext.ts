// The booking journey's context, events and the pure reads of it the machine and its views share
// (product.md §2.2, §2.3, §16.6): kept apart from the statechart (./booking.machine.ts).
import { selectionTotals, type ReservedRoom } from '../domain/bookingSelection';
import type { Customer } from '../domain/customer';
import type { RoomsSearch } from '../domain/bookingQuery';
import type { AvailableRatesResponse, RateVariation, RoomCategoryInfo } from '../domain/roomRates';
import type { PaymentSource } from './cardPayment.machine';
import type { LoginGateEvent } from './loginGate';
import {
  packageStayOf,
  roomLackingTimes,
  type PicksByRoom,
  type TreatmentTimePost,
} from '../domain/packages/bookingTimes';
import type { TreatmentPick } from '../domain/packages/schedulingRules';

/** What POST /my/room-reservations answers once paid. */
export interface RoomReservationResult {
  reservation_id: number;
  redirect: string;
}

export type BookingStep = 'dates' | 'rooms' | 'payment';

/** What the card payment posts to /my/room-reservations (with the payment fields). */
export interface RoomPurchase {
  search: RoomsSearch;
  rooms: ReservedRoom[];
  /** The payment form: special requests and the two consents. */
  values: Record<string, unknown>;
  /** A package's treatment times, held with the rooms (product.md §16.6); none without a package. */
  treatment_times?: TreatmentTimePost[];
}

/** The server refused a treatment time when holding the room: which room's pick, and why. */
export interface TreatmentRefusal {
  tempId: string;
  /** The pick's index in that room's picks; -1 when no single pick is to blame. */
  index: number;
  message: string;
}

export interface BookingContext {
  search: RoomsSearch;
  /** Which screen the journey was opened on (a stored query may open the payment directly). */
  openedOn: 'rooms' | 'payment';
  /** Available rates, one list per room of the search. */
  rates: AvailableRatesResponse | null;
  /** The search's rates as they came with the page (decision 033): the rooms show without loading them. Used once. */
  pageRates: AvailableRatesResponse | null;
  /** The server's refusal of the search as it came with the page (an ApiError's shape): the reason shows without asking. Used once. */
  pageRefusal: unknown;
  rooms: ReservedRoom[];
  /** The room being chosen now (product.md §2.2). */
  editingIndex: number;
  /** A rate picked but not yet stored (waiting for the login, or for the 1 s add). */
  pending: { category: RoomCategoryInfo; variation: RateVariation } | null;
  /** The signed-in person (their discount prices the deposit), or null for a guest. */
  customer: Customer | null;
  result: RoomReservationResult | null;
  /** Why the server refused the search itself (dates out of season or past, an age missing, a bad code). */
  searchProblems: string[];
  /** A package's treatment times picked so far, by room (product.md §16.6). */
  treatmentPicks: PicksByRoom;
  /** A time the server refused at the hold: the treatments step opens again with it. */
  treatmentRefusal: TreatmentRefusal | null;
}

export type BookingEvent =
  | { type: 'rate.select'; category: RoomCategoryInfo; variation: RateVariation }
  | LoginGateEvent
  | { type: 'room.delete'; tempId: string }
  | { type: 'rates.retry' }
  | { type: 'route.rooms'; search: RoomsSearch }
  | { type: 'user.change'; customer: Customer | null }
  /** Pay now (or the wallet): the payment form's values go to the card payment with the deposit. */
  | { type: 'pay.submit'; values: Record<string, unknown>; source?: PaymentSource }
  | { type: 'payment.back' }
  /** The view read a refused treatment time (409/422 with treatment_time_index) from the purchase post. */
  | { type: 'treatments.refused'; index: number | null; message: string }
  /** Change the picked treatment times from the payment form: of the room named, else of the first package. */
  | { type: 'treatments.edit'; tempId?: string };

export const withoutRoom = (picks: PicksByRoom, tempId: string | undefined): PicksByRoom => {
  if (!tempId || !(tempId in picks)) return picks;
  const { [tempId]: _dropped, ...rest } = picks;
  return rest;
};

/** The room whose times are picked now: the refused one, else the first lacking times. */
export const schedulingRoom = (
  context: Pick<BookingContext, 'search' | 'rooms' | 'treatmentPicks' | 'treatmentRefusal'>,
) =>
  context.treatmentRefusal
    ? (context.rooms.find((r) => r.temp_id === context.treatmentRefusal!.tempId) ?? null)
    : roomLackingTimes(context.search, context.rooms, context.treatmentPicks);

/** The child's input: the room's stay, its picks so far and the refusal, if any. */
export function schedulingInput(context: BookingContext) {
  const room = schedulingRoom(context)!;
  const refusal = context.treatmentRefusal;
  const picks: readonly TreatmentPick[] = context.treatmentPicks[room.temp_id] ?? [];
  return {
    stay: packageStayOf(context.search, room)!,
    picks: [...picks],
    refusal: refusal && refusal.message ? { index: refusal.index, message: refusal.message } : null,
  };
}

/** The deposit the card payment charges (product.md §2.3: 75 euro a person, less the discount). */
export const bookingDeposit = (context: Pick<BookingContext, 'rooms' | 'customer'>) =>
  selectionTotals(context.rooms, context.customer?.discountPercent).deposit;
