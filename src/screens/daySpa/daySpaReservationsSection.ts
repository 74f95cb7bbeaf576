import { lazy } from 'react';
import { msg } from '@lingui/core/macro';
import type { ReservationSection } from '@src/shared/reservation/reservationSection';
import type { ProductReservationSummary } from '@domain/daySpa';

/** The day-spa part of 'Your reservations' on /my (listed in src/app/reservationSections.ts). */
export const daySpaReservationsSection = {
  id: 'day-spa',
  title: msg`Day spa`,
  query: {
    queryKey: ['my', 'day-spa-reservations'] as const,
    queryFn: () => import('../../api/daySpa').then((m) => m.fetchMyDaySpaReservations()),
  },
  Component: lazy(() => import('./MyDaySpaReservations').then((m) => ({ default: m.MyDaySpaReservations }))),
  emptyLink: { href: '/day-spa', label: msg`Book a day at the spa` },
} satisfies ReservationSection<ProductReservationSummary> as unknown as ReservationSection;
