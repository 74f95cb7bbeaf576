import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SpaDayWire, SpaProductWire, SpaReservationWire, SpaSlotWire } from '@domain/daySpaAdmin';
import { api, ApiError } from '../../../api/client';

/** The day-spa products and the hotel's today (revenue managers and administrators; others get 403, shown in place). */
export const spaProductsQuery = queryOptions({
  queryKey: ['my', 'admin', 'day-spa', 'products'],
  queryFn: () => api.get<{ today: string; products: SpaProductWire[] }>('/api/admin/day-spa/products', { quiet: true }),
  retry: false,
});

/** A product's days from one day to another, with their slots. */
export const spaDaysQuery = (productId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'day-spa', 'days', productId, from, to],
    queryFn: () =>
      api.get<SpaDayWire[]>(`/api/admin/day-spa/products/${productId}/days?from=${from}&to=${to}`, { quiet: true }),
    retry: false,
  });

/** The form's values as the API takes them: weekdays and places as numbers. */
const numbers = (values: Record<string, unknown>) => ({
  ...values,
  ...(Array.isArray(values.weekdays) ? { weekdays: values.weekdays.map(Number) } : {}),
  ...(values.capacity !== undefined && values.capacity !== '' ? { capacity: Number(values.capacity) } : {}),
});

/** The product form's number fields as numbers (a typed-in text stays as it is, for the server to refuse); an empty most people is null. */
const RULE_NUMBERS = ['free_infant_max_age_years', 'infants_per_place', 'min_people', 'max_people'] as const;
function productNumbers(values: Record<string, unknown>) {
  const out = { ...values };
  for (const key of RULE_NUMBERS) {
    const value = values[key];
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) out[key] = Number(value);
    else if (key === 'max_people' && (value === '' || value === undefined)) out[key] = null;
  }
  return out;
}

export const updateProduct = (productId: number, values: Record<string, unknown>) =>
  api.put<SpaProductWire>(`/api/admin/day-spa/products/${productId}`, productNumbers(values), { quiet: true });

export const addSlots = (productId: number, values: Record<string, unknown>) =>
  api.post<{ days: number }>(`/api/admin/day-spa/products/${productId}/slots`, numbers(values), { quiet: true });

export const updateSlot = (slotId: number, values: Record<string, unknown>) =>
  api.put<SpaSlotWire>(`/api/admin/day-spa/slots/${slotId}`, numbers(values), { quiet: true });

export const removeSlot = (slotId: number) => api.delete<void>(`/api/admin/day-spa/slots/${slotId}`, { quiet: true });

export const changePrices = (productId: number, values: Record<string, unknown>) =>
  api.post<{ days: number; slots: number; saved: boolean }>(
    `/api/admin/day-spa/products/${productId}/prices`,
    numbers(values),
    { quiet: true },
  );

export const closeDay = (productId: number, date: string) =>
  api.put<void>(`/api/admin/day-spa/products/${productId}/closed-days/${date}`, undefined, { quiet: true });

export const openDay = (productId: number, date: string) =>
  api.delete<void>(`/api/admin/day-spa/products/${productId}/closed-days/${date}`, { quiet: true });

/** The reservations a refusal lists (docs/product.md §12.16), or none. */
export const reservationsOf = (error: unknown): SpaReservationWire[] =>
  error instanceof ApiError && Array.isArray(error.body.reservations)
    ? (error.body.reservations as SpaReservationWire[])
    : [];

/** After a change: the calendar asked again (the guest side reads the same rows, no cache to clear). */
export const refreshSpaDays = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'day-spa', 'days'] });
