import { queryOptions } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { takeEarlyData } from './earlyRequests';
import { api } from './client';
import type {
  AvailabilityRecord,
  ProductDetail,
  ProductReservationAnswer,
  ProductReservationDetail,
  ProductReservationSummary,
  ProductSummary,
} from '@domain/daySpa';
import { availabilityUrl } from '@domain/daySpa';
import type { IsoDate } from '@domain/dates';
import type { Locale } from '@domain/locales';

export type {
  AvailabilityRecord,
  ProductDetail,
  ProductReservationAnswer,
  ProductReservationDetail,
  ProductReservationSummary,
  ProductSummary,
};
export { calendarOpensOn, isOnSale } from '@domain/daySpa';

/** The bookable day-spa products (the navigation links to the first one). */
export const daySpaProductsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['day-spa', 'products', locale],
    queryFn: () => api.get<ProductSummary[]>('/api/products'),
    staleTime: 5 * 60_000,
  });

export const daySpaProductQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['day-spa', 'product', slug, locale],
    queryFn: () => api.get<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { quiet: true }),
    initialData: () => takeEarlyData<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, locale),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Availability records of a product from one day to another, for that many people. */
export const availabilityQuery = (productId: number, people: number, from: IsoDate, to: IsoDate) =>
  queryOptions({
    queryKey: ['day-spa', 'availability', productId, people, from, to],
    // The start's calendar may have come with the page (decision 033), in the client's language.
    initialData: () =>
      takeEarlyData<AvailabilityRecord[]>(availabilityUrl(productId, people, from, to), i18n.locale || 'it'),
    queryFn: () => api.get<AvailabilityRecord[]>(availabilityUrl(productId, people, from, to)),
    staleTime: 30_000,
  });

/** The reservation POST (product.md §3.3) with the card payment's fields; quiet: the card statechart shows failures. */
export function postDaySpaReservation(body: Record<string, unknown>) {
  return api.post<ProductReservationAnswer>('/my/product-reservations', body, { quiet: true });
}

export const fetchMyDaySpaReservations = () => api.get<ProductReservationSummary[]>('/api/my/product-reservations');

export const myDaySpaReservationQuery = (number: string) =>
  queryOptions({
    queryKey: ['my', 'day-spa-reservation', number],
    queryFn: () =>
      api.get<ProductReservationDetail>(`/api/my/product-reservations/${encodeURIComponent(number)}`, { quiet: true }),
    retry: false,
  });

export function postInvitation(locale: Locale, number: string, values: Record<string, unknown>) {
  return api.post<{ message: string }>(
    `/${locale}/my/product-reservations/${encodeURIComponent(number)}/invitations`,
    values,
    { quiet: true },
  );
}
