import {
  applicableCheckIn,
  roleOfPosition,
  type CheckInList,
  type CheckInWire,
  type DocumentType,
  type PlaceField,
} from '@domain/checkIn';
import type { Gender } from '@domain/constants';

/** The form's values: the wire fields ('' while empty) and the chosen places' names for display. */
export interface CheckInFormValues {
  /** At the desk only: staff saw the identity document in person (product.md §12.6). */
  identity_checked?: boolean;
  position: number;
  first_name: string;
  last_name: string;
  email: string;
  newsletter_consent: boolean;
  sex: Gender | '';
  date_of_birth: string;
  nationality_id: number | '';
  birth_country_id: number | '';
  birth_province_id: string;
  birth_borough_id: number | '';
  country_id: number | '';
  province_id: string;
  document_type: DocumentType | '';
  document_number: string;
  document_expiry_date: string;
  document_issuing_country_id: number | '';
  document_issuing_borough_id: number | '';
  privacy_consent: boolean;
  data_consent: boolean;
  /** Names of the chosen places, as the lookups gave them: shown in the fields and the review. */
  place_names: Partial<Record<PlaceField, string>>;
}

/**
 * The form of one guest: a stored check-in as it was saved; a new booker starts from the
 * account's name and email; a new companion starts empty.
 */
export function initialCheckInValues(
  position: number,
  existing: CheckInWire | null,
  booker: CheckInList['booker'],
): CheckInFormValues {
  if (existing)
    return {
      position,
      first_name: existing.first_name,
      last_name: existing.last_name,
      email: existing.email ?? '',
      newsletter_consent: existing.newsletter_consent ?? false,
      sex: existing.sex,
      date_of_birth: existing.date_of_birth,
      nationality_id: existing.nationality_id,
      birth_country_id: existing.birth_country_id,
      birth_province_id: existing.birth_province_id ?? '',
      birth_borough_id: existing.birth_borough_id ?? '',
      country_id: existing.country_id,
      province_id: existing.province_id ?? '',
      document_type: existing.document_type ?? '',
      document_number: existing.document_number ?? '',
      document_expiry_date: existing.document_expiry_date ?? '',
      document_issuing_country_id: existing.document_issuing_country_id ?? '',
      document_issuing_borough_id: existing.document_issuing_borough_id ?? '',
      // Given when it was saved; the guest may withdraw them by unticking.
      privacy_consent: true,
      data_consent: true,
      place_names: existing.place_names,
    };
  const isBooker = roleOfPosition(position) === 'booker';
  return {
    position,
    first_name: isBooker ? booker.first_name : '',
    last_name: isBooker ? booker.last_name : '',
    email: isBooker ? booker.email : '',
    newsletter_consent: false,
    sex: '',
    date_of_birth: '',
    nationality_id: '',
    birth_country_id: '',
    birth_province_id: '',
    birth_borough_id: '',
    country_id: '',
    province_id: '',
    document_type: '',
    document_number: '',
    document_expiry_date: '',
    document_issuing_country_id: '',
    document_issuing_borough_id: '',
    privacy_consent: false,
    data_consent: false,
    place_names: {},
  };
}

/** What is sent: the fields that apply to this guest, without the display names. */
export function checkInPayload(values: CheckInFormValues): Record<string, unknown> {
  const { place_names: _names, ...fields } = values;
  return applicableCheckIn(fields, roleOfPosition(values.position));
}
