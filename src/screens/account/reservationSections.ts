import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { roomReservationsSection } from '../booking/reservation/roomReservationsSection';
import { daySpaReservationsSection } from '../daySpa/daySpaReservationsSection';

/**
 * The 'Your reservations' part of /my is filled by the journeys: each one that sells something a
 * guest reserves (rooms, a day at the spa, ...) adds ONE entry to `reservationSections` below.
 * /my fetches every entry's list; when all of them are empty it shows the empty state with each
 * entry's `emptyLink`, otherwise each non-empty entry renders its `Component` under its `title`.
 *
 * Keep the journey's code out of the first route: load the component lazily, e.g.
 *
 *   import { lazy } from 'react';
 *   import { msg } from '@lingui/core/macro';
 *
 *   defineReservationSection({
 *     id: 'day-spa',
 *     title: msg`Day spa`,
 *     query: {
 *       queryKey: ['my', 'day-spa-reservations'],
 *       queryFn: () => import('../daySpa/api').then((m) => m.fetchMyDaySpaReservations()),
 *     },
 *     Component: lazy(() => import('../daySpa/MyDaySpaReservations').then((m) => ({ default: m.MyDaySpaReservations }))),
 *     emptyLink: { href: '/day-spa/reservations', label: msg`Book a day at the spa` },
 *   }),
 *
 * Query keys start with 'my': logging out drops every cached query but the user.
 */
export interface ReservationSection<T = unknown> {
  /** Stable and unique: React key and the section's DOM id (`reservations-<id>`). */
  id: string;
  /** The section's heading (e.g. msg`Rooms`). */
  title: MessageDescriptor;
  /** TanStack Query options that fetch the signed-in person's reservations of this kind. */
  query: { queryKey: readonly unknown[]; queryFn: () => Promise<T[]> };
  /** Renders the (non-empty) list. */
  Component: ComponentType<{ reservations: T[] }>;
  /** Shown in the empty state: where to book this kind of reservation (path under /{lang}). */
  emptyLink?: { href: string; label: MessageDescriptor };
}

/** Keeps the entry's types checked while the list holds sections of different kinds. */
export function defineReservationSection<T>(section: ReservationSection<T>): ReservationSection {
  return section as unknown as ReservationSection;
}

/** Journeys add their entry here, one line each, in the order /my shows them. */
export const reservationSections: ReservationSection[] = [roomReservationsSection, daySpaReservationsSection];
