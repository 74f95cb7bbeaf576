import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { resetPasswordSchema } from '@domain/validation';
import { resetPassword, type ResetPasswordBody } from '../../api/accounts';
import { useSetUser, userQueryOptions, type User } from '../../api/user';
import { FieldErrorsProvider, flash, SubmitButton, TextField } from '../../ui';
import { openAuthDialog } from '@src/shared/auth/authDialogStore';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { useLocale } from '../../i18n/useLocale';
import { PasswordPage } from './PasswordPage';

const SHOWN_FIELDS = ['email', 'password', 'password_confirmation'] as const;
type ResetResult = { message: string; user: User | null };

/** /{lang}/password/reset/{token}?email=: choose a new password; then /my, or the login dialog. */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { token = '' } = useParams<{ token: string }>();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const schema = useMemo(() => resetPasswordSchema(locale), [locale]);
  const queryClient = useQueryClient();
  const setUser = useSetUser();
  const [, navigate] = useLocation();
  const view = useFormSubmit({
    submit: async (input): Promise<unknown> => {
      const answer = await resetPassword(input as unknown as ResetPasswordBody);
      // Whether the server signed the person in: its answer says so, or /api/user does.
      const user =
        answer.user !== undefined ? answer.user : await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      const result: ResetResult = { message: answer.message, user };
      return result;
    },
    onSuccess: (result) => {
      const { message, user } = result as ResetResult;
      flash('success', message || t`Your password has been changed.`);
      if (user) {
        setUser(user);
        navigate('/my');
      } else {
        navigate('/');
        openAuthDialog({ mode: 'login' });
      }
    },
  });

  return (
    <PasswordPage title={t`Choose a new password`}>
      <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
        <Formik
          initialValues={{ token, email, password: '', password_confirmation: '' }}
          validationSchema={schema}
          onSubmit={view.submit}
        >
          <Form
            noValidate
            className="auth-form"
            aria-label={t`Choose a new password`}
            data-machine="resetPassword"
            data-state={view.state}
          >
            <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" />
            <TextField name="password" type="password" label={t`Password`} autoComplete="new-password" />
            <TextField
              name="password_confirmation"
              type="password"
              label={t`Confirm password`}
              autoComplete="new-password"
            />
            <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
            <SubmitButton loading={view.loading} block>
              <Trans>Save the new password</Trans>
            </SubmitButton>
            <p className="auth-form__aside">
              <Link href="/password/reset">
                <Trans>Request a new link</Trans>
              </Link>
            </p>
          </Form>
        </Formik>
      </FieldErrorsProvider>
    </PasswordPage>
  );
}
