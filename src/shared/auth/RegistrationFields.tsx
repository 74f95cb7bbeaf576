import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { registrationSchema } from '@domain/validation';
import type { HoneypotConfig } from '@src/api/accounts';
import { CheckboxField, FieldErrorsProvider, PrivacyConsent, SubmitButton, TextField } from '@src/ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { HoneypotFields } from './HoneypotFields';
import { useFormSubmitView, type FormSubmitRef } from '@src/shared/forms/useFormSubmitView';
import { useLocale } from '@src/i18n/useLocale';

const SHOWN_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'privacy_consent',
  'newsletter_consent',
] as const;

/** What an invitation already knows about the person. */
export type RegistrationPrefill = { first_name: string; last_name: string; email: string };

type Props = { formRef: FormSubmitRef; honeypot: HoneypotConfig | null; prefill?: RegistrationPrefill };

/** The registration form of product.md §6.2; the honeypot fields travel with the values. */
export function RegistrationFields({ formRef, honeypot, prefill }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => registrationSchema(locale), [locale]);
  const view = useFormSubmitView(formRef);
  const initialValues = useMemo(
    () => ({
      first_name: prefill?.first_name ?? '',
      last_name: prefill?.last_name ?? '',
      email: prefill?.email ?? '',
      password: '',
      password_confirmation: '',
      privacy_consent: false,
      newsletter_consent: false,
      ...(honeypot?.enabled
        ? { [honeypot.nameFieldName]: '', [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
        : {}),
    }),
    [honeypot, prefill],
  );
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={view.submit}>
        <Form
          noValidate
          className="auth-form"
          aria-label={t`Register`}
          data-machine="registerForm"
          data-state={view.state}
        >
          <div className="auth-form__names">
            <TextField name="first_name" label={t`First name`} autoComplete="given-name" />
            <TextField name="last_name" label={t`Last name`} autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
          <TextField name="password" type="password" label={t`Password`} autoComplete="new-password" />
          <TextField
            name="password_confirmation"
            type="password"
            label={t`Confirm password`}
            autoComplete="new-password"
          />
          <PrivacyConsent name="privacy_consent" locale={locale} />
          <CheckboxField name="newsletter_consent" label={t`I would like to receive the newsletter`} />
          {honeypot ? <HoneypotFields config={honeypot} /> : null}
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <SubmitButton loading={view.loading} block>
            <Trans>Register</Trans>
          </SubmitButton>
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
