import { useId, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_TYPES, isItaly, roleOfPosition } from '@domain/checkIn';
import { DOCUMENT_MAX_VALIDITY_YEARS, GENDERS } from '@domain/constants';
import { addYears, hotelToday, isIsoDate } from '@domain/dates';
import { CheckboxField, ConsentCheckbox, ConsentLink, RadioGroupField, TextField } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import type { CheckInFormValues } from './checkInForm';
import { PlaceField } from './PlaceField';
import { useCheckInTexts } from './useCheckInTexts';

/**
 * The numbered sections of the check-in form (product.md §9): personal details, the identity document (the
 * booker only) and privacy. Province and comune show only for Italy (domain's isItaly).
 */
export function CheckInSections() {
  const { t } = useLingui();
  const locale = useLocale();
  const { values } = useFormikContext<CheckInFormValues>();
  const { documentTypes, sexes } = useCheckInTexts();
  const today = hotelToday();
  const booker = roleOfPosition(values.position) === 'booker';
  // Places of birth as they were on the date of birth (once it is a date).
  const atBirth = isIsoDate(values.date_of_birth) ? { date: values.date_of_birth } : {};
  const sinceIssue = { since: addYears(today, -DOCUMENT_MAX_VALIDITY_YEARS) };
  const ids = useId();
  const privacyLink = (
    <ConsentLink href={`/${locale}/privacy`}>
      <Trans>privacy policy</Trans>
    </ConsentLink>
  );
  let number = 0;
  /** A numbered section, named by its heading. */
  const section = (key: string, title: string, children: ReactNode) => {
    const id = `${ids}-${key}`;
    number++;
    return (
      <section className="check-in-section" aria-labelledby={id}>
        <h3 id={id} className="check-in-section__title">
          <span className="check-in-section__number">{number}.</span> {title}
        </h3>
        {children}
      </section>
    );
  };

  return (
    <>
      {section(
        'personal',
        t`Personal details`,
        <>
          <div className="check-in-grid">
            <TextField name="first_name" label={t`First name`} autoComplete={booker ? 'given-name' : 'off'} />
            <TextField name="last_name" label={t`Last name`} autoComplete={booker ? 'family-name' : 'off'} />
            <RadioGroupField
              name="sex"
              legend={t`Sex`}
              inline
              options={GENDERS.map((value) => ({ value, label: sexes[value] }))}
            />
            <TextField name="date_of_birth" type="date" label={t`Date of birth`} max={today} />
            <PlaceField name="nationality_id" kind="countries" label={t`Citizenship`} />
            <PlaceField
              name="birth_country_id"
              kind="countries"
              label={t`Country of birth`}
              filters={atBirth}
              clears={['birth_province_id', 'birth_borough_id']}
            />
            {isItaly(values.birth_country_id) ? (
              <>
                <PlaceField
                  name="birth_province_id"
                  kind="provinces"
                  label={t`Province of birth`}
                  filters={atBirth}
                  clears={['birth_borough_id']}
                />
                <PlaceField
                  key={`borough-${values.birth_province_id}`}
                  name="birth_borough_id"
                  kind="boroughs"
                  label={t`Comune of birth`}
                  filters={{ ...atBirth, province: values.birth_province_id }}
                />
              </>
            ) : null}
            <PlaceField name="country_id" kind="countries" label={t`Country of residence`} clears={['province_id']} />
            {isItaly(values.country_id) ? (
              <PlaceField name="province_id" kind="provinces" label={t`Province of residence`} />
            ) : null}
            <TextField
              name="email"
              type="email"
              label={t`Email (optional)`}
              autoComplete={booker ? 'email' : 'off'}
              inputMode="email"
            />
          </div>
          <CheckboxField name="newsletter_consent" label={t`Send me the hotel's newsletter (optional)`} />
        </>,
      )}

      {booker
        ? section(
            'document',
            t`Identity document`,
            <>
              <p className="form-hint">
                <Trans>
                  The person who booked gives one valid identity document; the other guests do not need one.
                </Trans>
              </p>
              <RadioGroupField
                name="document_type"
                legend={t`Document`}
                options={DOCUMENT_TYPES.map((value) => ({ value, label: documentTypes[value] }))}
              />
              <div className="check-in-grid">
                <TextField
                  name="document_number"
                  label={t`Document number`}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                <TextField name="document_expiry_date" type="date" label={t`Expiry date`} min={today} />
                <PlaceField
                  name="document_issuing_country_id"
                  kind="countries"
                  label={t`Issued by (country)`}
                  filters={sinceIssue}
                  clears={['document_issuing_borough_id']}
                />
                {isItaly(values.document_issuing_country_id) ? (
                  <PlaceField
                    name="document_issuing_borough_id"
                    kind="boroughs"
                    label={t`Issued by (comune)`}
                    filters={sinceIssue}
                  />
                ) : null}
              </div>
            </>,
          )
        : null}

      {section(
        'privacy',
        t`Privacy`,
        <>
          <ConsentCheckbox name="privacy_consent" label={<Trans>I have read the {privacyLink}.</Trans>} />
          <CheckboxField
            name="data_consent"
            label={t`I agree that these details are used to register the stay with the police (Alloggiati Web), as Italian law requires, and deleted after the stay.`}
          />
        </>,
      )}
    </>
  );
}
