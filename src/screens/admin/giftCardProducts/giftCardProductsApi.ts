import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { GiftCardProductWire } from '@domain/giftCardProducts';
import { api } from '../../../api/client';

/** The gift-card products (revenue managers and administrators; others get 403, shown in place). */
export const giftCardProductsAdminQuery = queryOptions({
  queryKey: ['my', 'admin', 'gift-card-products'],
  queryFn: () => api.get<{ products: GiftCardProductWire[] }>('/api/admin/gift-card-products', { quiet: true }),
  retry: false,
});

export const createGiftCardProduct = (values: Record<string, unknown>) =>
  api.post<GiftCardProductWire>('/api/admin/gift-card-products', values, { quiet: true });

export const updateGiftCardProduct = (id: number, values: Record<string, unknown>) =>
  api.put<GiftCardProductWire>(`/api/admin/gift-card-products/${id}`, values, { quiet: true });

/** After a change: this list, and the shop's products this browser keeps, asked again. */
export const refreshGiftCardProducts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: giftCardProductsAdminQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['shop', 'products'] }),
  ]);
