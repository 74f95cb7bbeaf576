import { useLingui } from '@lingui/react/macro';
import { CheckboxField, PrivacyConsent, TextField } from '../../ui';
import { useLocale } from '../../i18n/useLocale';

/** Who sends a request (product.md §8): names, email, the privacy consent (required) and the newsletter. */
export function ContactFields() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <div className="request-form__pair">
        <TextField name="first_name" label={t`First name`} autoComplete="given-name" />
        <TextField name="last_name" label={t`Last name`} autoComplete="family-name" />
      </div>
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
      <PrivacyConsent name="privacy" locale={locale} />
      <CheckboxField name="newsletter_consent" label={t`I would like to receive the newsletter`} />
    </>
  );
}

/** The fields ContactFields shows (their server errors appear under them). */
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'privacy', 'newsletter_consent'] as const;
