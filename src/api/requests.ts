import { useQuery } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS, type Airport, type BonusPreference } from '@domain/constants';
import type { BannerNotice } from '@domain/siteSettings';
import type { SeasonDates } from '@domain/season';
import { BONUS_STATUS_URL } from '@domain/routes';
import { api } from './client';
import { takeEarlyData } from './earlyRequests';

/** The answer to every request form (product.md §8: 'Thank you, We will get back to you shortly!'). */
export interface RequestAccepted {
  message: string;
  request_id: number;
}

export const postChangeBooking = (values: Record<string, unknown>) =>
  api.post<RequestAccepted>('/requests/change-booking', values, { quiet: true });
export const postRefund = (values: Record<string, unknown>) =>
  api.post<RequestAccepted>('/requests/refund', values, { quiet: true });
export const postAccessibilityBarrier = (values: Record<string, unknown>) =>
  api.post<RequestAccepted>('/requests/accessibility-barrier', values, { quiet: true });
export const postAirportTransfer = (values: Record<string, unknown>) =>
  api.post<RequestAccepted & { price_per_person: number; total: number }>('/airport-transfer', values, { quiet: true });

/** What a signed-in guest's request forms start from (GET /api/my/request-prefill). */
export interface RequestPrefill {
  first_name: string;
  last_name: string;
  email: string;
  reservation: { number: string; kind: 'room' | 'day_spa'; checkin: string; checkout: string; paid: number } | null;
}

/** `enabled` is false for a visitor: asking would answer 401, and the client reloads on 401. */
export function useRequestPrefill(reservation: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['my', 'request-prefill', reservation],
    queryFn: () =>
      api.get<RequestPrefill>(
        `/api/my/request-prefill${reservation ? `?reservation=${encodeURIComponent(reservation)}` : ''}`,
        { quiet: true },
      ),
    retry: false,
    staleTime: 60_000,
  });
}

/** A reservation's payments and what is left to pay on arrival (GET /api/my/reservations/:number/account). */
export interface ReservationAccount {
  kind: 'room' | 'day_spa';
  number: string;
  checkin: string;
  checkout: string;
  payments: {
    kind: 'reservation' | 'deposit';
    amount: number;
    paid_at: string;
    card: { brand: string; last_four: string } | null;
    gift_card: { last_four: string } | null;
  }[];
  total: number;
  paid: number;
  balance: number;
  city_tax: number;
  due_on_arrival: number;
}

export function useReservationAccount(number: string | undefined) {
  return useQuery({
    enabled: Boolean(number),
    queryKey: ['my', 'reservation-account', number],
    queryFn: () =>
      api.get<ReservationAccount>(`/api/my/reservations/${encodeURIComponent(number!)}/account`, { quiet: true }),
    retry: false,
  });
}

/** The calendar file of a reservation, in the screen's language. */
export const calendarFileUrl = (number: string, locale: string) =>
  `/api/my/reservations/${encodeURIComponent(number)}/calendar.ics?locale=${locale}`;

export interface BonusStatus {
  credit: number;
  preference: BonusPreference | null;
  chosen_at: string | null;
}

export const bonusStatusQuery = {
  queryKey: ['my', 'bonus-terme'] as const,
  queryFn: () => api.get<BonusStatus>(BONUS_STATUS_URL, { quiet: true }),
  // On /my the server writes it into the page (writtenOnlyReads): the chooser shows in the first paint.
  initialData: () => takeEarlyData<BonusStatus>(BONUS_STATUS_URL, i18n.locale || 'it'),
  // Fresh for as long as the user it goes with (userQueryOptions): the page's answer is not asked again at once.
  staleTime: 60_000,
};

export const postBonusPreference = (locale: string, preference: BonusPreference) =>
  api.post<{ message: string }>(`/${locale}/my/bonus-terme/preferences`, { preference }, { quiet: true });

/** The hotel's seasons and the administrator's banner text (product.md §12.17): asked once a visit. */
const seasonsQuery = {
  queryKey: ['seasons'],
  queryFn: () => api.get<{ seasons: SeasonDates[]; notice: BannerNotice | null }>('/api/seasons', { quiet: true }),
  staleTime: Infinity,
  retry: false,
};

/** The hotel's seasons for the seasonal banner: asked once a visit. */
export function useSeasons() {
  return useQuery({ ...seasonsQuery, select: (answer) => answer.seasons });
}

/** The banner's own text and days, set by the administrator, or null (product.md §12.17). */
export function useBannerNotice() {
  return useQuery({ ...seasonsQuery, select: (answer) => answer.notice ?? null });
}

/**
 * The airport transfer's prices per person (product.md §12.17), asked on each visit of the form;
 * until they arrive, the usual ones (the server charges its own in any case).
 */
export function useAirportPrices() {
  return useQuery({
    queryKey: ['airport-transfer', 'prices'],
    queryFn: () => api.get<Record<Airport, number>>('/api/airport-transfer/prices', { quiet: true }),
    placeholderData: AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS,
    staleTime: 0,
    retry: false,
  });
}
