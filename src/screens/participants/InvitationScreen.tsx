import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { invitationAcceptanceMachine } from '@machines/invitationAcceptance.machine';
import { acceptInvitation, fetchInvitation } from '../../api/invitations';
import { useUser } from '../../api/user';
import { Skeleton, SubmitButton } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { openAuthDialog } from '@src/shared/auth/authDialogStore';
import { InvitationSummary } from '@src/shared/auth/InvitationSummary';

/** /{lang}/register?invitation=…: the participant invitation link of the mail (issue 16). */
export function InvitationScreen({ token }: { token: string }) {
  const user = useUser();
  if (user.isPending) return <Skeleton height={120} />;
  return <Invitation token={token} signedIn={Boolean(user.data)} />;
}

function Invitation({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    invitationAcceptanceMachine.provide({
      actors: {
        lookup: fromPromise(({ input }) => fetchInvitation(input.token)),
        accept: fromPromise(({ input }) => acceptInvitation(input.token)),
      },
      actions: {
        openAuth: ({ self }, { mode, preview }) =>
          openAuthDialog({
            mode,
            invitation: { token, preview },
            onSignedIn: () => self.send({ type: 'auth.signedIn' }),
            // Closing the dialog leaves the invitation on the page, with Register and Log in.
            onDismissed: () => self.send({ type: 'auth.dismissed' }),
          }),
        goToReservation: (_, { number }) => {
          void queryClient.invalidateQueries({ queryKey: ['my'] });
          navigate(`/my/product-reservations/${number}`, { replace: true });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine, { input: { token, signedIn } });
  const state = useSelector(actor, (s) => s);
  const { preview, message } = state.context;
  // Signing in elsewhere (the navigation bar's login) shows Accept.
  useEffect(() => {
    actor.send({ type: 'user.change', signedIn });
  }, [actor, signedIn]);

  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Your invitation</Trans>
        </h1>
      </PageHeader>
      <div
        className="container page invitation-page"
        data-machine="invitationAcceptance"
        data-state={String(state.value)}
      >
        {state.hasTag('loading') && !preview ? <Skeleton count={2} height={48} /> : null}
        {preview && !state.matches('invalid') ? <InvitationSummary preview={preview} /> : null}
        {state.matches('invalid') || state.matches('refused') ? (
          <div className="form-alert" role="alert">
            <p>{message || t`This invitation link cannot be used.`}</p>
          </div>
        ) : null}
        {state.matches('waiting') ? (
          <div className="invitation-page__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: 'auth.open', mode: 'register' })}
            >
              <Trans>Register</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'auth.open', mode: 'login' })}
            >
              <Trans>I have an account</Trans>
            </button>
          </div>
        ) : null}
        {state.matches('ready') || state.matches('accepting') ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'invitation.accept' });
            }}
          >
            <SubmitButton loading={state.matches('accepting')}>
              <Trans>Accept the invitation</Trans>
            </SubmitButton>
          </form>
        ) : null}
        {state.matches('invalid') || state.matches('refused') ? (
          <p>
            <Link href="/my">{t`Go to my account`}</Link> · <Link href="/">{t`Back to the home page`}</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
