import type { Actor } from 'xstate';
import type { bookingMachine } from '@machines/booking.machine';
import type { CardSession } from '@src/payments';
import { createJourneyContext } from '@src/shared/journey/journeyContext';

/**
 * The room-booking journey shared by booking.rooms and booking.payment: one actor for both
 * screens, and the card session its card payment was provided with.
 */
export interface BookingJourneyValue {
  actor: Actor<typeof bookingMachine>;
  session: CardSession;
}

export const { Provider: BookingJourneyProvider, useJourney: useBookingJourney } =
  createJourneyContext<BookingJourneyValue>('BookingJourney');
