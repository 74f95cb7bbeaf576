import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { bookingMachine } from '../../../../machines/booking.machine';
import type { CardSession } from '../../../payments';

/**
 * The room-booking journey shared by booking.rooms and booking.payment: one actor for both
 * screens (so the choices survive the move), and the card session its card payment was
 * provided with (the payment screen's card field attaches to it).
 */
export interface BookingJourneyValue {
  actor: Actor<typeof bookingMachine>;
  session: CardSession;
}

export const BookingJourneyContext = createContext<BookingJourneyValue | null>(null);

export function useBookingJourney(): BookingJourneyValue {
  const value = useContext(BookingJourneyContext);
  if (!value) throw new Error('useBookingJourney outside BookingJourney');
  return value;
}
