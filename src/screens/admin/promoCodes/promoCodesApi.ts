import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PromoCodeWire } from '@domain/promoCodes';
import type { Translations } from '@domain/locales';
import { api } from '../../../api/client';

export interface PromoCodesList {
  promo_codes: PromoCodeWire[];
  /** The offers a code may unlock. */
  rate_plans: { id: number; name: Translations }[];
}

/** The promo codes with their uses (revenue managers and administrators; others get 403, shown in place). */
export const promoCodesQuery = queryOptions({
  queryKey: ['my', 'admin', 'promo-codes'],
  queryFn: () => api.get<PromoCodesList>('/api/admin/promo-codes', { quiet: true }),
  retry: false,
});

export const createPromoCode = (values: Record<string, unknown>) =>
  api.post<PromoCodeWire>('/api/admin/promo-codes', values, { quiet: true });

export const updatePromoCode = (code: string, values: Record<string, unknown>) =>
  api.put<PromoCodeWire>(`/api/admin/promo-codes/${encodeURIComponent(code)}`, values, { quiet: true });

export const deactivatePromoCode = (code: string, version: number) =>
  api.post<PromoCodeWire>(
    `/api/admin/promo-codes/${encodeURIComponent(code)}/deactivate`,
    { version },
    { quiet: true },
  );

/** After a change (or a refusal that says the list is stale): the list asked again. */
export const refreshPromoCodes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: promoCodesQuery.queryKey });
