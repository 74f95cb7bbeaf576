import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CalendarChangeSet } from '@domain/ratesCalendar';
import type { ConflictCell, PlanPreview, PlanRequest, SavedAnswer } from '@machines/calendarEditor.machine';
import { api } from '../../../api/client';
import { bookingCalendarQuery } from '../../../api/booking';

export const CATEGORY_ROWS = [
  'rooms_to_sell',
  'stop_sell',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
] as const;
export type CategoryRow = (typeof CATEGORY_ROWS)[number];

export interface CategoryCell {
  room_category_id: number;
  date: string;
  version: number;
  rooms_in_service: number;
  rooms_to_sell: number;
  stop_sell: boolean;
  min_stay: number;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  overridden: string[];
}

export interface PriceCell {
  rate_plan_id: number;
  room_category_id: number;
  date: string;
  version: number;
  price: number | null;
  overridden: boolean;
}

export interface CalendarData {
  from: string;
  to: string;
  categories: { id: number; name: string }[];
  rate_plans: { id: number; name: string }[];
  category_cells: CategoryCell[];
  price_cells: PriceCell[];
}

/** The calendar of a month (revenue managers and administrators; others get 403, shown in place). */
export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'calendar', from, to],
    queryFn: () => api.get<CalendarData>(`/api/admin/calendar?from=${from}&to=${to}`, { quiet: true }),
    retry: false,
  });

/** Saves a change set; a 409 or 422 rejects with the ApiError (status, conflicts in its body). */
export const saveCalendarChanges = (changes: CalendarChangeSet) =>
  api.post<SavedAnswer>('/api/admin/calendar/changes', changes, { quiet: true });

/** After a change: the calendar, and what this browser keeps of the guest side, asked again. */
export const refreshCalendar = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'calendar'] }),
    queryClient.invalidateQueries({ queryKey: bookingCalendarQuery.queryKey }),
  ]);

/** The server's preview of a bulk change or an imported file (product.md §12.12). */
export const previewCalendarPlan = (plan: PlanRequest) =>
  plan.kind === 'bulk'
    ? api.post<PlanPreview>('/api/admin/calendar/bulk/preview', plan.change, { quiet: true })
    : api.post<PlanPreview>('/api/admin/calendar/import/preview', { csv: plan.csv }, { quiet: true });

/** Applies it with the preview's versions: a cell changed since rejects with 409. */
export const applyCalendarPlan = (plan: PlanRequest, versions: ConflictCell[]) =>
  plan.kind === 'bulk'
    ? api.post<SavedAnswer>('/api/admin/calendar/bulk', { ...plan.change, versions }, { quiet: true })
    : api.post<SavedAnswer>('/api/admin/calendar/import', { csv: plan.csv, versions }, { quiet: true });

/** The calendar of a range as a CSV download. */
export const exportHref = (from: string, to: string) => `/api/admin/calendar/export.csv?from=${from}&to=${to}`;

/** The largest file the server imports (server/modules/ratesCalendar/csv.ts). */
export const CSV_MAX_BYTES = 512 * 1024;
