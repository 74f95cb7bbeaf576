import { useMemo, useState } from 'react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { forgotPasswordSchema } from '@domain/validation';
import { formSubmitMachine } from '@machines/formSubmit.machine';
import { requestPasswordReset } from '../../api/accounts';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmitView } from '@src/shared/forms/useFormSubmitView';
import { useLocale } from '../../i18n/useLocale';
import { PasswordResetSent } from './PasswordResetSent';
import { PasswordPage } from './PasswordPage';

const SHOWN_FIELDS = ['email'] as const;

/** /{lang}/password/reset: asks for the email; the answer is the same whether or not it has an account. */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => forgotPasswordSchema(locale), [locale]);
  const [machine] = useState(() =>
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => requestPasswordReset(String(input.email ?? ''))) },
      // The answer replaces the form (see below); failures show in the form.
      actions: { notifySuccess: () => {}, notifyFailure: () => {} },
    }),
  );
  const view = useFormSubmitView(useJourneyActor(machine));
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
