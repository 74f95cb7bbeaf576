import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { CheckInList, CheckInWire } from '@domain/checkIn';
import type { PlaceOption } from '@domain/validation/places';

export type { CheckInList, CheckInWire, PlaceOption };

/** Keys start with 'my': logging out drops them. */
export const checkInListQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['my', 'check-ins', reservationId],
    queryFn: () =>
      api.get<CheckInList>(`/api/my/room-reservations/${encodeURIComponent(reservationId)}/check-ins`, { quiet: true }),
    retry: false,
  });

export const checkInQuery = (reservationId: string, position: number) =>
  queryOptions({
    queryKey: ['my', 'check-ins', reservationId, position],
    queryFn: () =>
      api.get<CheckInWire>(`/api/my/room-reservations/${encodeURIComponent(reservationId)}/check-ins/${position}`, {
        quiet: true,
      }),
    retry: false,
  });

/** POST a new check-in, PATCH an existing one (product.md §9); quiet: the form shows the refusal. */
export function saveCheckIn(reservationId: string, method: 'POST' | 'PATCH', values: Record<string, unknown>) {
  const url = `/my/room-reservations/${encodeURIComponent(reservationId)}/check-ins`;
  return method === 'POST'
    ? api.post<{ message: string }>(url, values, { quiet: true })
    : api.patch<{ message: string }>(url, values, { quiet: true });
}

export type PlaceKind = 'countries' | 'provinces' | 'boroughs';

/** A lookup of the check-in form: places whose name has a word starting with `search`. */
export function searchPlaces(
  kind: PlaceKind,
  search: string,
  filters: { date?: string; since?: string; province?: string } = {},
) {
  const query = new URLSearchParams({ search });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return api.get<PlaceOption[]>(`/api/${kind}?${query}`, { quiet: true });
}
