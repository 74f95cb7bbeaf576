import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClosedDayWire, SeasonWire, StayWire } from '@domain/seasonAdmin';
import { api, ApiError } from '../../../api/client';
import { bookingCalendarQuery } from '../../../api/booking';

/** The seasons and closed days (revenue managers and administrators; others get 403, shown in place). */
export const seasonsQuery = queryOptions({
  queryKey: ['my', 'admin', 'seasons'],
  queryFn: () =>
    api.get<{ seasons: SeasonWire[]; closed_days: ClosedDayWire[] }>('/api/admin/seasons', { quiet: true }),
  retry: false,
});

export const createSeason = (values: Record<string, unknown>) =>
  api.post<SeasonWire>('/api/admin/seasons', values, { quiet: true });

export const updateSeason = (id: number, values: Record<string, unknown>) =>
  api.put<SeasonWire>(`/api/admin/seasons/${id}`, values, { quiet: true });

export const deleteSeason = (id: number) => api.delete<void>(`/api/admin/seasons/${id}`, { quiet: true });

export const addClosedDay = (values: Record<string, unknown>) =>
  api.post<ClosedDayWire>('/api/admin/seasons/closed-days', values, { quiet: true });

export const removeClosedDay = (date: string) =>
  api.delete<void>(`/api/admin/seasons/closed-days/${date}`, { quiet: true });

/** The reservations a refusal lists (docs/product.md §12.9), or none. */
export const staysOf = (error: unknown): StayWire[] =>
  error instanceof ApiError && Array.isArray(error.body.reservations) ? (error.body.reservations as StayWire[]) : [];

/**
 * After a change: this list, and what this browser keeps of the guest side (the booking calendar,
 * the seasons of the banner), asked again; the server's own caches follow by themselves.
 */
export const refreshSeasons = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: seasonsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: bookingCalendarQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['seasons'] }),
  ]);
