import { useLingui } from '@lingui/react/macro';
import { CheckboxField, PrivacyConsent, TextField } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import './contactFields.css';

/** The fields of ContactValues (./contact.ts), inside a Formik form: the same in every form that asks who the guest is. */
export function ContactFields() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <div className="contact-fields__names">
        <TextField name="first_name" label={t`First name`} autoComplete="given-name" />
        <TextField name="last_name" label={t`Last name`} autoComplete="family-name" />
      </div>
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
      <PrivacyConsent name="privacy" locale={locale} />
      <CheckboxField name="newsletter_consent" label={t`I would like to receive the newsletter`} />
    </>
  );
}
