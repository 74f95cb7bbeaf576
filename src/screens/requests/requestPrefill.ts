import type { RequestPrefill } from '../../api/requests';
import { contactValues, type ContactValues } from '@src/shared/forms/contact';

export interface ChangeBookingFormValues extends ContactValues {
  reservation_number: string;
  checkin: string;
  checkout: string;
  new_checkin: string;
  new_checkout: string;
  note: string;
}

export interface RefundFormValues extends ContactValues {
  reservation_number: string;
  /** Cents; the guest types euros. */
  amount: number;
  note: string;
  iban: string;
  bic: string;
}

/** `?reservation=` from the page address (a reservation page's buttons set it). */
export const reservationInQuery = (search: string) =>
  (new URLSearchParams(search).get('reservation') ?? '').trim().slice(0, 32);

/**
 * A signed-in guest finds their names and email filled in and, coming from one of their
 * reservations, its number and current dates; a visitor starts from an empty form (a number
 * from the address is kept: the front desk can look it up).
 */
export function changeBookingInitialValues(
  prefill: RequestPrefill | undefined,
  number: string,
): ChangeBookingFormValues {
  const reservation = prefill?.reservation;
  return {
    ...contactValues(prefill),
    reservation_number: reservation?.number ?? number,
    checkin: reservation?.checkin ?? '',
    checkout: reservation?.checkout ?? '',
    new_checkin: '',
    new_checkout: '',
    note: '',
  };
}

/** As above; the amount starts at what was paid for the reservation (the most a refund can be). */
export function refundInitialValues(prefill: RequestPrefill | undefined, number: string): RefundFormValues {
  const reservation = prefill?.reservation;
  return {
    ...contactValues(prefill),
    reservation_number: reservation?.number ?? number,
    amount: reservation?.paid ?? 0,
    note: '',
    iban: '',
    bic: '',
  };
}

export interface AccessibilityBarrierFormValues extends ContactValues {
  description: string;
  page: string;
  assistive_technology: string;
}

/** A barrier report starts empty but for who reports it (a signed-in guest's names and email). */
export const accessibilityBarrierInitialValues = (
  prefill: RequestPrefill | undefined,
): AccessibilityBarrierFormValues => ({
  ...contactValues(prefill),
  description: '',
  page: '',
  assistive_technology: '',
});
