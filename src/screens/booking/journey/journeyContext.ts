import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { bookingMachine, RoomReservationResult } from '../../../../machines/booking.machine';
import type { RoomsSearch } from '../../../../domain/bookingQuery';
import type { ReservedRoom } from '../../../../domain/bookingSelection';

export interface PayInput {
  values: Record<string, unknown>;
  search: RoomsSearch;
  rooms: ReservedRoom[];
}

/**
 * The room-booking journey shared by booking.rooms and booking.payment: one actor for both
 * screens (so the choices survive the move), and the bridge through which the machine's
 * `payReservation` reaches the card payment that lives on the payment screen.
 */
export interface BookingJourneyValue {
  actor: Actor<typeof bookingMachine>;
  payBridge: { current: ((input: PayInput) => Promise<RoomReservationResult>) | null };
}

export const BookingJourneyContext = createContext<BookingJourneyValue | null>(null);

export function useBookingJourney(): BookingJourneyValue {
  const value = useContext(BookingJourneyContext);
  if (!value) throw new Error('useBookingJourney outside BookingJourney');
  return value;
}
