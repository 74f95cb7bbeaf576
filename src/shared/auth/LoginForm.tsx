import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema } from '@domain/validation';
import { FieldErrorsProvider, SubmitButton, TextField } from '@src/ui';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmitView, type FormSubmitRef } from '@src/shared/forms/useFormSubmitView';
import { useLocale } from '@src/i18n/useLocale';

const SHOWN_FIELDS = ['email', 'password'] as const;

/** 'I have an account': email and password; the dialog's loginForm actor sends them. */
export function LoginForm({ formRef, email = '' }: { formRef: FormSubmitRef; email?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => loginSchema(locale), [locale]);
  const view = useFormSubmitView(formRef);
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik initialValues={{ email, password: '' }} validationSchema={schema} onSubmit={view.submit}>
        <Form noValidate className="auth-form" aria-label={t`Log in`} data-machine="loginForm" data-state={view.state}>
          <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
          <TextField name="password" type="password" label={t`Password`} autoComplete="current-password" />
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
          <SubmitButton loading={view.loading} block>
            <Trans>Log in</Trans>
          </SubmitButton>
          <ForgotPasswordLink />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
