import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RatePlanWire } from '@domain/ratePlans';
import type { RoomCategoryInfo } from '@domain/roomRates';
import type { TreatmentWire } from '@domain/spaSchedule/wire';
import { api } from '../../../api/client';

/** The rate plans (revenue managers and administrators; others get 403, shown in place). */
export const ratePlansQuery = queryOptions({
  queryKey: ['my', 'admin', 'rate-plans'],
  queryFn: () => api.get<RatePlanWire[]>('/api/admin/rate-plans', { quiet: true }),
  retry: false,
});

/** The room categories a plan may be limited to, named in the staff member's language. */
export const categoriesQuery = queryOptions({
  queryKey: ['room-categories'],
  queryFn: () => api.get<RoomCategoryInfo[]>('/api/room-categories', { quiet: true }),
});

export const createRatePlan = (values: Record<string, unknown>) =>
  api.post<RatePlanWire>('/api/admin/rate-plans', values, { quiet: true });

export const updateRatePlan = (id: number, values: Record<string, unknown>) =>
  api.put<RatePlanWire>(`/api/admin/rate-plans/${id}`, values, { quiet: true });

export const deactivateRatePlan = (plan: RatePlanWire) =>
  api.post<RatePlanWire>(`/api/admin/rate-plans/${plan.id}/deactivate`, { version: plan.version }, { quiet: true });

/** After a change (or a 409): the list asked again; the guest side's caches follow on the server. */
export const refreshRatePlans = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ratePlansQuery.queryKey });

/** The spa's treatments a package may include (docs/product.md §16.6), the catalogue's offered ones. */
export const packageTreatmentsQuery = queryOptions({
  queryKey: ['my', 'admin', 'spa', 'catalog', 'treatments'],
  queryFn: async () =>
    (await api.get<{ treatments: TreatmentWire[] }>('/api/admin/spa/catalog', { quiet: true })).treatments,
  retry: false,
});
