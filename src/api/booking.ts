import type { PaymentSplit } from '@domain/paymentSplit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './client';
import type { FreeSlotWire } from '@domain/spaSchedule/wire';
import type { TreatmentTimePost } from '@domain/packages/bookingTimes';
import type { SlotOption } from '@machines/treatmentScheduling.machine';
import { offerLookupUrl, RATES_SEARCH_URL, ratesSearchBody, type RoomsSearch } from '@domain/bookingQuery';
import { takeEarlyData } from './earlyRequests';
import type { SeasonInfo } from '@domain/season';
import type { CityTaxVersion } from '@domain/cityTax';
import type { AvailableRatesResponse, OfferLookup } from '@domain/roomRates';
import type { Locale } from '@domain/locales';
import { reservationRooms } from '@domain/bookingSelection';
import type { RoomPurchase, RoomReservationResult } from '@machines/bookingContext';
import type { PaymentPost } from '@machines/cardPayment.machine';

/** The booking calendar's rules: the hotel's today, the season, the closed dates. */
export interface BookingCalendar {
  today: string;
  season: SeasonInfo;
  closedDates: string[];
  /** Days no room category may be arrived on (product.md §12.12): disabled as check-in days. */
  closedToArrival?: string[];
  /** The city tax's versions by the arrival day they start (product.md §12.10), paid on site. */
  cityTax: CityTaxVersion[];
}

export const bookingCalendarQuery = {
  queryKey: ['booking', 'season'] as const,
  queryFn: () => api.get<BookingCalendar>('/api/booking/season'),
  staleTime: 10 * 60_000,
};

export function useBookingCalendar({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingCalendarQuery, enabled });
}

/** POST /api/available/rates for every room of a search. */
export function fetchAvailableRates(search: RoomsSearch, locale: Locale) {
  return api.post<AvailableRatesResponse>(RATES_SEARCH_URL, ratesSearchBody(search, locale), { quiet: true });
}

/**
 * product.md §2.1's offer lookup for a promo code: its name and what it changes, checked against the
 * arrival when there is one. A refused code fails with the server's reason (unknown, expired,
 * not for these dates) as the ApiError's message.
 */
export const offerQuery = (code: string, locale: Locale, arrival = '') =>
  queryOptions({
    queryKey: ['booking', 'offer', locale, code.trim().toUpperCase(), arrival],
    queryFn: () => api.get<OfferLookup>(offerLookupUrl(code, locale, arrival), { quiet: true }),
    // The rooms screen's code, answered with the page (`firstOfferLookup`): named at the first paint.
    initialData: () =>
      code.trim() ? takeEarlyData<OfferLookup>(offerLookupUrl(code, locale, arrival), locale) : undefined,
    enabled: code.trim().length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useOfferLookup(code: string, locale: Locale, arrival = '') {
  return useQuery(offerQuery(code, locale, arrival));
}

export interface ReservationForm {
  from_date: string;
  to_date: string;
  code?: string;
  rooms: {
    room_category_id: number;
    rate_variation_id: number;
    adults: number;
    children: number;
    children_ages: number[];
  }[];
  special_requests: string;
  cancellation_policy_consent: boolean;
  city_tax_policy_consent: boolean;
  /** A package's treatment times (product.md §16.6), held with the rooms. */
  treatment_times?: TreatmentTimePost[];
  /** The extras chosen per room (product.md §16.9): the server prices them. */
  add_ons?: RoomAddOnChoice[];
  /** The guests' SSN cures (product.md §16.10): the server books their times. */
  ssn_cures?: CurePost[];
}

/** A guest's SSN cure as the reservation shows it; `room` and `guest` count from 1. */
export interface ReservationCure {
  room: number;
  guest: number;
  cycle: string;
  cycle_name: string;
  sessions: number;
  exemption_code: string | null;
  due_cents: number;
  visit_day: string;
  times: { name: string; starts_at: string; ends_at: string }[];
}

/** A guest's cure as posted: a null exemption code, the ticket. */
export interface CurePost {
  room: number;
  guest: number;
  cycle: string;
  sessions: number;
  exemption_code: string | null;
  visit_day: string;
}

/** The payment form's cures as the reservation posts them, in the same order (the server names one by its index). */
function curesOf(values: Record<string, unknown>): CurePost[] {
  const list = Array.isArray(values.ssn_cures) ? (values.ssn_cures as (CurePost & { exempt: boolean })[]) : [];
  return list.map(({ exempt, exemption_code, ...cure }) => ({
    ...cure,
    exemption_code: exempt ? String(exemption_code) : null,
  }));
}

/** An extra as the reservation keeps it (product.md §16.9); `room` counts from 1. */
export interface ReservationAddOnLine {
  room: number;
  add_on_id: number;
  name: string;
  unit: string;
  quantity: number;
  unit_price: number;
  amount: number;
  vat_rate: number;
}

/** One extra chosen for one room (its index in the booking), product.md §16.9. */
export interface RoomAddOnChoice {
  room: number;
  add_on_id: number;
}

/** The reservation form of POST /my/room-reservations (product.md §2.3) from what the booking journey buys. */
export function roomReservationForm({ search, rooms, values, treatment_times }: RoomPurchase): ReservationForm {
  return {
    from_date: search.arrival,
    to_date: search.departure,
    code: search.code || undefined,
    rooms: reservationRooms(rooms),
    special_requests: String(values.special_requests ?? ''),
    cancellation_policy_consent: values.cancellation_policy_consent === true,
    city_tax_policy_consent: values.city_tax_policy_consent === true,
    ...(treatment_times ? { treatment_times } : {}),
    ...(Array.isArray(values.add_ons) && values.add_ons.length ? { add_ons: values.add_ons as RoomAddOnChoice[] } : {}),
    ...(curesOf(values).length ? { ssn_cures: curesOf(values) } : {}),
  };
}

/**
 * The hold refused a package's treatment time (409/422 with `treatment_time_index`, product.md
 * §16.6): which time of the purchase, and the server's translated reason. Null for any other failure.
 */
export function treatmentRefusalOf(error: unknown): { index: number | null; message: string } | null {
  if (!(error instanceof ApiError) || !('treatment_time_index' in error.body)) return null;
  const index = error.body.treatment_time_index;
  return {
    index: typeof index === 'number' ? index : null,
    message: error.errors.treatment_times?.[0] ?? error.message,
  };
}

/** A package treatment's free times on one day of the stay, for one guest (the scheduling child's loadSlots). */
export async function fetchTreatmentSlots(treatmentId: number, day: string): Promise<SlotOption[]> {
  const answer = await api.get<{ slots: FreeSlotWire[] }>(
    `/api/spa/free-slots?treatment_id=${treatmentId}&guests=1&from=${day}&to=${day}`,
    { quiet: true },
  );
  return answer.slots.map((slot) => ({
    start: Date.parse(slot.starts_at),
    end: Date.parse(slot.ends_at),
    places: slot.places,
  }));
}

/** The reservation POST with the card payment's fields; quiet: the card statechart shows failures. */
export function postRoomReservation(purchase: RoomPurchase, fields: PaymentPost) {
  return api.post<RoomReservationResult | { requires_action: true; payment_intent_client_secret: string }>(
    '/my/room-reservations',
    { ...roomReservationForm(purchase), ...fields },
    { quiet: true },
  );
}

export interface MyRoomReservation {
  id: number;
  number: string;
  from_date: string;
  to_date: string;
  rooms: string[];
  people: number;
  total: number;
  deposit_paid: number;
  url: string;
}

export function fetchMyRoomReservations() {
  return api.get<MyRoomReservation[]>('/api/my/room-reservations');
}

export interface RoomReservationDetails {
  id: number;
  number: string;
  status: string;
  from_date: string;
  to_date: string;
  nights: number;
  people: number;
  created_at: string;
  special_requests: string | null;
  promo_code: string | null;
  rooms: {
    position: number;
    room_category: { id: number; name: string; images: string[] };
    room_number: string;
    adults: number;
    children: number;
    children_ages: number[];
    rate_name: string;
    board_name: string;
    full_name: string;
    total: number;
    adult_total: number;
    children_total: number;
  }[];
  subtotal: number;
  discount: number;
  total: number;
  deposit_paid: number;
  balance_due: number;
  /** The total split by VAT rate (product.md §16.7), summing to `total`. */
  vat_split: { rate: number; gross: number; taxable: number; vat: number }[];
  /** The extras sold with the rooms (product.md §16.9), in the total. */
  add_ons?: ReservationAddOnLine[];
  /** A package's treatment times (product.md §16.6), earliest first. */
  treatment_times?: { id: number; treatment_id: number; name: string; starts_at: string; ends_at: string }[];
  /** The guests' SSN cures (product.md §16.10): their times and what each pays at the desk. */
  ssn_cures?: ReservationCure[];
  /** Hours before a treatment time until which the guest may change or cancel it (product.md §12.17). */
  treatment_notice_hours?: number;
  city_tax: {
    total: number;
    people: number;
    nights: number;
    per_person_per_night: number;
    max_nights_taxed: number | null;
    exempt_under_age: number | null;
  };
  cancellation_terms: { rate_name: string; refundable: boolean; text: string }[];
  card: { brand: string; last_four: string } | null;
  /** What paid the deposit: gift cards (each by its code's last four) and the card. */
  paid_with: PaymentSplit;
  city_tax_rate: number;
}

/** `enabled` is false for a guest: asking would answer 401, and the client reloads on 401. */
export function useRoomReservation(id: string, locale: Locale, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['my', 'room-reservation', id, locale],
    queryFn: () =>
      api.get<RoomReservationDetails>(`/api/my/room-reservations/${encodeURIComponent(id)}`, { quiet: true }),
    retry: false,
  });
}

/** Moves one of a package's treatment times from "manage my booking" (product.md §16.6). */
export function putTreatmentTime(reservationId: number, timeId: number, startsAt: number) {
  return api.put<{ id: number; starts_at: string; ends_at: string }>(
    `/api/my/room-reservations/${reservationId}/treatment-times/${timeId}`,
    { starts_at: new Date(startsAt).toISOString() },
    { quiet: true },
  );
}

/** Cancels one of a package's treatment times from "manage my booking" (product.md §16.6, decision 058). */
export function cancelTreatmentTime(reservationId: number, timeId: number) {
  return api.post<{ id: number; cancelled: boolean }>(
    `/api/my/room-reservations/${reservationId}/treatment-times/${timeId}/cancel`,
    {},
    { quiet: true },
  );
}
