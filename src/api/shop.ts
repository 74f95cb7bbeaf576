import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './client';
import type { Cart, GiftCardBalance, GiftCardDelivery, ShopTransaction } from '@domain/shop';
import type { ProductDetail, ProductSummary } from '@domain/daySpa';
import type { Locale } from '@domain/locales';

export type { Cart, CartItem, GiftCardBalance, GiftCardDelivery, ShopTransaction } from '@domain/shop';

/** The session's cart (product.md §5.2: GET /{lang}/shop/cart), names in the screen's language. */
export const cartQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['shop', 'cart', locale],
    queryFn: () => api.get<Cart>(`/${locale}/shop/cart`),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

export function useCart(locale: Locale) {
  return useQuery(cartQuery(locale));
}

/**
 * After a change to the cart (added, removed, personalised, paid): every language's copy is stale.
 * A read still on its way may have left before the change (the navigation's first read of the
 * cart, beside a gift card added at once): TanStack Query would hand its answer to the refresh
 * (a first read is not cancelled, only joined), so it is dropped and the cart read again.
 */
export function useRefreshCart() {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.cancelQueries({ queryKey: ['shop', 'cart'] });
    await client.invalidateQueries({ queryKey: ['shop', 'cart'] });
  }, [client]);
}

/** The gift cards on sale, each with its variations. */
export const giftCardProductsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['shop', 'products', locale],
    queryFn: async () => {
      const list = await api.get<ProductSummary[]>('/api/products?kind=gift_card');
      return Promise.all(
        list.map((product) => api.get<ProductDetail>(`/api/products/${encodeURIComponent(product.slug)}`)),
      );
    },
    // Staff change names and prices at any time (product.md §12.17): shown at once, asked again on each visit.
    staleTime: 0,
  });

/** The gift card form (product.md §5.1), as POST /shop/cart takes it (the server prices it). */
export interface GiftCardCartForm {
  type: 'giftcard';
  id: number;
  variation: number | '';
  people: number;
  quantity: number;
  message: string;
}

/**
 * A cart line of type 'reservation' (product.md §5.5): a day-spa product's time slot on its day, for
 * people (the server prices and checks it).
 */
export interface ReservationCartForm {
  type: 'reservation';
  id: number;
  product_availability_id: number;
  date: string;
  people: number;
  quantity: 1;
}

export const addToCart = (form: GiftCardCartForm | ReservationCartForm) =>
  api.post<{ message: string; rowId: string }>('/shop/cart', form, { quiet: true });

/** A gift card line's recipients, one per card, card 1 first (product.md §5.3). */
export const saveGiftCard = (rowId: string, recipients: GiftCardDelivery[]) =>
  api.patch<{ message: string; rowId: string }>(
    `/shop/cart/${encodeURIComponent(rowId)}`,
    { recipients },
    { quiet: true },
  );

/** Quiet: the dropdown says what happened ('Deleted', or that the line was gone already). */
export const removeFromCart = (rowId: string) =>
  api.delete<{ message: string }>(`/shop/cart/${encodeURIComponent(rowId)}`, { quiet: true });

/** The checkout POST with the card payment's fields; quiet: the card statechart shows failures. */
export const postCheckout = (body: Record<string, unknown>) =>
  api.post<ShopTransaction>('/shop/checkout', body, { quiet: true });

/** A card's balance by its code; quiet: the form shows a refused code under its field. */
export const fetchGiftCardBalance = (code: string) =>
  api.get<GiftCardBalance>(`/api/gift-cards/balance?code=${encodeURIComponent(code)}`, { quiet: true });
