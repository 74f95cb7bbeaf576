import { ITALY_COUNTRY_ID } from './constants';
import type { Gender } from './constants';
import type { IsoDate } from './dates';

/**
 * Online check-in: one per guest of a room reservation. The booker (position 1) gives an
 * identity document; companions give personal details only (product.md §9, issue 13).
 */

/** The identity documents a guest may give (Alloggiati Web codes). */
export const DOCUMENT_TYPES = ['IDENT', 'IDELE', 'PASOR', 'PASDI'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type CheckInRole = 'booker' | 'companion';

/** Position 1 of a reservation is the booker; every other guest is a companion. */
export const roleOfPosition = (position: number): CheckInRole => (position === 1 ? 'booker' : 'companion');

/** The one place the Italy rules key on: born, resident or issued in Italy asks for more. */
export const isItaly = (countryId: unknown): boolean =>
  countryId !== '' && countryId !== null && Number(countryId) === ITALY_COUNTRY_ID;

/** What a guest sends (POST or PATCH): product.md §9's customer and identity document, flattened. */
export interface CheckInFields {
  first_name: string;
  last_name: string;
  email?: string | null;
  newsletter_consent?: boolean;
  sex: Gender;
  date_of_birth: IsoDate;
  /** Citizenship. */
  nationality_id: number;
  birth_country_id: number;
  birth_province_id?: string | null;
  birth_borough_id?: number | null;
  /** Country of residence. */
  country_id: number;
  province_id?: string | null;
  document_type?: DocumentType | null;
  document_number?: string | null;
  document_expiry_date?: IsoDate | null;
  document_issuing_country_id?: number | null;
  document_issuing_borough_id?: number | null;
  privacy_consent: boolean;
  data_consent: boolean;
}

/** The place fields of a check-in, each shown by name. */
export const PLACE_FIELDS = [
  'nationality_id',
  'birth_country_id',
  'birth_province_id',
  'birth_borough_id',
  'country_id',
  'province_id',
  'document_issuing_country_id',
  'document_issuing_borough_id',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** A stored check-in as its owner (or the front desk) reads it back: the fields and the places' names. */
export interface CheckInWire extends CheckInFields {
  id: number;
  position: number;
  role: CheckInRole;
  place_names: Partial<Record<PlaceField, string>>;
  updated_at: string;
  /** Registered by staff at the desk rather than online. */
  at_desk: boolean;
  /** When staff saw the identity document in person (product.md §12.6), and who. */
  identity_checked_at: string | null;
  identity_checked_by: string | null;
}

/** One guest of a reservation in the check-in list: done or not. */
export interface CheckInGuest {
  position: number;
  role: CheckInRole;
  check_in_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/** GET /api/my/room-reservations/{id}/check-ins. */
export interface CheckInList {
  reservation: { id: number; number: string; from_date: IsoDate; to_date: IsoDate; guests: number };
  /** The booker's account: position 1's name and email start from it. */
  booker: { first_name: string; last_name: string; email: string };
  guests: CheckInGuest[];
  /** False once the guests have left: the data can no longer be changed. */
  open: boolean;
}

/**
 * Drops what does not apply: province and comune outside Italy, the document of a companion.
 * Both the server (before storing) and the review modal (before showing) use it.
 */
export function applicableCheckIn<T extends object>(values: T, role: CheckInRole): T {
  const out: Partial<Record<keyof CheckInFields, unknown>> = { ...values };
  if (!isItaly(out.birth_country_id)) Object.assign(out, { birth_province_id: null, birth_borough_id: null });
  if (!isItaly(out.country_id)) Object.assign(out, { province_id: null });
  if (!isItaly(out.document_issuing_country_id)) Object.assign(out, { document_issuing_borough_id: null });
  if (role === 'companion')
    Object.assign(out, {
      document_type: null,
      document_number: null,
      document_expiry_date: null,
      document_issuing_country_id: null,
      document_issuing_borough_id: null,
    });
  return out as T;
}

/** Shows a document number as the lists do: all but its last three characters hidden. */
export function maskDocumentNumber(number: string | null | undefined): string | null {
  if (!number) return null;
  const visible = number.slice(-3);
  return `${'•'.repeat(Math.max(number.length - visible.length, 3))}${visible}`;
}
