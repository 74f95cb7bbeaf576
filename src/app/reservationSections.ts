import type { ReservationSection } from '@src/shared/reservation/reservationSection';
import { roomReservationsSection } from '../screens/booking/reservation/roomReservationsSection';
import { daySpaReservationsSection } from '../screens/daySpa/daySpaReservationsSection';

/**
 * Journeys add their entry here, one line each, in the order /my shows them. The list lives in the
 * app, which may import every feature: /my (screens/account) reads it without importing the journeys.
 */
export const reservationSections: ReservationSection[] = [roomReservationsSection, daySpaReservationsSection];
