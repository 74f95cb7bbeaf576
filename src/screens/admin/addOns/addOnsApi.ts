import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddOnWire } from '@domain/addOns';
import { api } from '../../../api/client';

/** The add-ons (revenue managers and administrators; others get 403, shown in place). */
export const addOnsAdminQuery = queryOptions({
  queryKey: ['my', 'admin', 'add-ons'],
  queryFn: () => api.get<{ add_ons: AddOnWire[] }>('/api/admin/add-ons', { quiet: true }),
  retry: false,
});

export const createAddOn = (values: Record<string, unknown>) =>
  api.post<AddOnWire>('/api/admin/add-ons', values, { quiet: true });

export const updateAddOn = (id: number, values: Record<string, unknown>) =>
  api.put<AddOnWire>(`/api/admin/add-ons/${id}`, values, { quiet: true });

export const refreshAddOns = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: addOnsAdminQuery.queryKey });
