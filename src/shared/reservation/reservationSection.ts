import { createContext, type ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The 'Your reservations' part of /my is filled by the journeys: each one that sells something a
 * guest reserves (rooms, a day at the spa, ...) declares ONE entry in its own folder and adds it to
 * `reservationSections` (src/app/reservationSections.ts: the app composes the features, which do
 * not import one another), and the layout hands the list to /my through `ReservationSectionsContext`.
 * /my fetches every entry's list; when all of them are empty it shows the
 * empty state with each entry's `emptyLink`, otherwise each non-empty entry renders its `Component`
 * under its `title`.
 *
 * Keep the journey's code out of the first route: load the component lazily, as
 * src/screens/daySpa/daySpaReservationsSection.ts does. Query keys start with 'my': logging out
 * drops every cached query but the user.
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

/** The journeys' entries, in the order /my shows them: provided by the app's layout. */
export const ReservationSectionsContext = createContext<readonly ReservationSection[]>([]);
