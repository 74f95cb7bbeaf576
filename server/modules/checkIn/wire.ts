import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { checkIns, users } from '../../db/schema';
import { roleOfPosition, type CheckInWire, type DocumentType, type PlaceField } from '../../../domain/checkIn';
import type { Locale } from '../../../domain/locales';
import type { CheckInValues } from '../../../domain/validation';
import { placeNames } from '../places/service';

export type CheckInRow = typeof checkIns.$inferSelect;

/** The columns of a validated check-in (what does not apply is already null). */
export function checkInColumns(values: CheckInValues, locale: Locale, now: Date) {
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    email: values.email || null,
    locale,
    sex: values.sex,
    dateOfBirth: values.date_of_birth,
    nationalityId: values.nationality_id,
    birthCountryId: values.birth_country_id,
    birthProvinceId: values.birth_province_id ?? null,
    birthBoroughId: values.birth_borough_id ?? null,
    countryId: values.country_id,
    provinceId: values.province_id ?? null,
    documentType: values.document_type ?? null,
    documentNumber: values.document_number ?? null,
    documentExpiryDate: values.document_expiry_date ?? null,
    documentIssuingCountryId: values.document_issuing_country_id ?? null,
    documentIssuingBoroughId: values.document_issuing_borough_id ?? null,
    privacyConsentAt: now,
    dataConsentAt: now,
    marketingConsent: values.newsletter_consent ?? false,
    updatedAt: now,
  };
}

async function staffEmail(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email ?? null;
}

/** A stored check-in as the guest's form (and the front desk) reads it, with the places' names. */
export async function checkInWire(
  db: Db,
  row: CheckInRow,
  locale: Locale,
  viewer: 'guest' | 'staff' = 'guest',
): Promise<CheckInWire> {
  const names = await placeNames(
    db,
    {
      countries: [row.nationalityId, row.birthCountryId, row.countryId, row.documentIssuingCountryId].filter(
        (id): id is number => id !== null,
      ),
      provinces: [row.birthProvinceId, row.provinceId].filter((id): id is string => id !== null),
      boroughs: [row.birthBoroughId, row.documentIssuingBoroughId].filter((id): id is number => id !== null),
    },
    locale,
  );
  const place_names: Partial<Record<PlaceField, string>> = {};
  const name = (field: PlaceField, kind: 'country' | 'province' | 'borough', id: number | string | null) => {
    const found = id === null ? undefined : names.get(`${kind}:${id}`);
    if (found) place_names[field] = found;
  };
  name('nationality_id', 'country', row.nationalityId);
  name('birth_country_id', 'country', row.birthCountryId);
  name('birth_province_id', 'province', row.birthProvinceId);
  name('birth_borough_id', 'borough', row.birthBoroughId);
  name('country_id', 'country', row.countryId);
  name('province_id', 'province', row.provinceId);
  name('document_issuing_country_id', 'country', row.documentIssuingCountryId);
  name('document_issuing_borough_id', 'borough', row.documentIssuingBoroughId);
  return {
    id: row.id,
    position: row.position,
    role: roleOfPosition(row.position),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    newsletter_consent: row.marketingConsent,
    sex: row.sex,
    date_of_birth: row.dateOfBirth,
    nationality_id: row.nationalityId,
    birth_country_id: row.birthCountryId,
    birth_province_id: row.birthProvinceId,
    birth_borough_id: row.birthBoroughId,
    country_id: row.countryId,
    province_id: row.provinceId,
    document_type: row.documentType as DocumentType | null,
    document_number: row.documentNumber,
    document_expiry_date: row.documentExpiryDate,
    document_issuing_country_id: row.documentIssuingCountryId,
    document_issuing_borough_id: row.documentIssuingBoroughId,
    privacy_consent: true,
    data_consent: true,
    place_names,
    updated_at: row.updatedAt.toISOString(),
    at_desk: row.checkedInBy !== null,
    identity_checked_at: row.identityCheckedAt?.toISOString() ?? null,
    // Which colleague saw the document is for staff, not for the guest.
    identity_checked_by:
      viewer === 'staff' && row.identityCheckedBy !== null ? await staffEmail(db, row.identityCheckedBy) : null,
  };
}
