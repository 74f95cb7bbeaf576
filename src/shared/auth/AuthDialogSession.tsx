import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { authFormMachine, authMachine, type AuthMode } from '@machines/auth.machine';
import { honeypotQueryOptions, login, register, type LoginBody } from '@src/api/accounts';
import { useSetUser, userQueryKey, type User } from '@src/api/user';
import { Modal } from '@src/ui';
import { closeAuthDialog, finishAuthDialog, type AuthDialogRequest } from './authDialogStore';
import { AuthModeSwitch } from './AuthModeSwitch';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { SignedInNotice } from './SignedInNotice';
import { InvitationSummary } from './InvitationSummary';
import type { FormSubmitRef } from '@src/shared/forms/useFormSubmitView';
import { useLocale } from '@src/i18n/useLocale';

/** One opening of the dialog: runs the auth machine with the real requests and navigation. */
export function AuthDialogSession({ request }: { request: AuthDialogRequest }) {
  const { t } = useLingui();
  const locale = useLocale();
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  // The invitation travels with the login or registration: the server accepts it in the same step.
  const withInvitation = request.invitation ? { invitation: request.invitation.token } : {};
  const preview = request.invitation?.preview;
  const [prefill] = useState(() =>
    preview ? { first_name: preview.first_name, last_name: preview.last_name, email: preview.email ?? '' } : undefined,
  );
  // Built once: the session is keyed by its request, and the language cannot change under a modal.
  const [machine] = useState(() =>
    authMachine.provide({
      actors: {
        loginForm: authFormMachine.provide({
          actors: {
            submit: fromPromise(({ input }) => login({ ...(input as unknown as LoginBody), ...withInvitation })),
          },
        }),
        registerForm: authFormMachine.provide({
          actors: { submit: fromPromise(({ input }) => register(locale, { ...input, ...withInvitation })) },
        }),
      },
      actions: {
        storeUser: (_, { result }) => setUser((result as { user: User }).user),
        returnToOpener: () => {
          finishAuthDialog();
          request.onSignedIn?.(queryClient.getQueryData<User | null>(userQueryKey) ?? null);
        },
        goToAccount: () => {
          finishAuthDialog();
          navigate('/my');
        },
      },
    }),
  );
  const actor = useJourneyActor(machine, {
    input: { mode: request.mode, returnsToOpener: Boolean(request.onSignedIn) },
  });
  const state = useSelector(actor, (s) => String(s.value));
  const loginRef = useSelector(actor, (s) => s.children.loginForm as FormSubmitRef | undefined);
  const registerRef = useSelector(actor, (s) => s.children.registerForm as FormSubmitRef | undefined);

  // Fetch the honeypot's sealed time now, so it is old enough by the time someone registers.
  useEffect(() => {
    void queryClient.prefetchQuery(honeypotQueryOptions);
  }, [queryClient]);

  const switchTo = (mode: AuthMode) => actor.send({ type: mode === 'login' ? 'mode.login' : 'mode.register' });
  const title =
    state === 'register' ? t`Create your account` : state === 'login' ? t`Welcome back` : t`You are signed in`;

  return (
    <Modal open fullScreen title={title} className="auth-modal" onOpenChange={(open) => open || closeAuthDialog()}>
      <div className="auth-dialog" data-machine="auth" data-state={state}>
        {preview && state !== 'signedIn' ? <InvitationSummary preview={preview} compact /> : null}
        {state === 'login' || state === 'register' ? <AuthModeSwitch mode={state} onSwitch={switchTo} /> : null}
        {state === 'login' && loginRef ? <LoginForm formRef={loginRef} email={preview?.email ?? ''} /> : null}
        {state === 'register' && registerRef ? <RegisterForm formRef={registerRef} prefill={prefill} /> : null}
        {state === 'signedIn' ? <SignedInNotice /> : null}
      </div>
    </Modal>
  );
}
