import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema } from '@domain/validation';
import { requestPasswordReset } from '../../api/accounts';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { useLocale } from '../../i18n/useLocale';
import { PasswordResetSent } from './PasswordResetSent';
import { PasswordPage } from './PasswordPage';

const SHOWN_FIELDS = ['email'] as const;

/** /{lang}/password/reset: asks for the email; the answer is the same whether or not it has an account. */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => forgotPasswordSchema(locale), [locale]);
  // The answer replaces the form (see below); failures show in the form.
  const view = useFormSubmit({
    submit: (input) => requestPasswordReset(String(input.email ?? '')),
  });
  const sent = view.state === 'succeeded' ? ((view.result as { message?: string } | null)?.message ?? '') : null;

  return (
    <PasswordPage title={t`Reset your password`}>
      <div data-machine="forgotPassword" data-state={view.state}>
        {sent !== null ? (
          <PasswordResetSent message={sent} />
        ) : (
          <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
            <p className="auth-page__lead">
              <Trans>Enter the email address of your account: we will send you a link to choose a new password.</Trans>
            </p>
            <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={view.submit}>
              <Form noValidate className="auth-form" aria-label={t`Reset your password`}>
                <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
                <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
                <SubmitButton loading={view.loading} block>
                  <Trans>Send the link</Trans>
                </SubmitButton>
              </Form>
            </Formik>
          </FieldErrorsProvider>
        )}
      </div>
    </PasswordPage>
  );
}
