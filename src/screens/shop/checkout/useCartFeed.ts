import { useEffect } from 'react';
import type { Cart } from '@domain/shop';
import { useCart } from '@src/api/shop';
import { useLocale } from '@src/i18n/useLocale';

/**
 * Tells a checkout machine the cart each time the server's copy settles (first load, the
 * dropdown, another tab). Only answers fetched since the screen opened count: a cached copy from
 * before the recipients were saved would send the payment step straight back.
 */
export function useCartFeed(send: (event: { type: 'cart.updated'; cart: Cart }) => void) {
  const { data, isFetching } = useCart(useLocale());
  useEffect(() => {
    if (data && !isFetching) send({ type: 'cart.updated', cart: data });
  }, [data, isFetching, send]);
}
