import { lazy } from 'react';
import { msg } from '@lingui/core/macro';
import type { ReservationSection } from '@src/shared/reservation/reservationSection';
import type { MyRoomReservation } from '@src/api/booking';

/** The rooms part of 'Your reservations' on /my (listed in src/app/reservationSections.ts). */
export const roomReservationsSection = {
  id: 'rooms',
  title: msg`Rooms`,
  query: {
    queryKey: ['my', 'room-reservations'] as const,
    queryFn: () => import('@src/api/booking').then((m) => m.fetchMyRoomReservations()),
  },
  Component: lazy(() => import('./MyRoomReservations').then((m) => ({ default: m.MyRoomReservations }))),
  emptyLink: { href: '/booking/select-dates', label: msg`Book a room` },
} satisfies ReservationSection<MyRoomReservation> as unknown as ReservationSection;
