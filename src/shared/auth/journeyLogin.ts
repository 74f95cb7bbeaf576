import { useEffect } from 'react';
import { fromCallback, type AnyActorRef } from 'xstate';
import { customerOf } from '@domain/customer';
import type { LoginGateEvent } from '@machines/loginGate';
import type { User } from '@src/api/user';
import { openAuthDialog, withdrawAuthDialog, type AuthDialogRequest, type AuthMode } from './authDialogStore';

/**
 * A journey's `login` actor (its login gate invokes it): opens the login dialog and answers
 * `auth.signedIn` with the customer, or `auth.dismissed` when the dialog closes without a
 * sign-in. Leaving the gate otherwise (another address) closes the dialog.
 */
export function loginGateActor(mode: AuthMode = 'login') {
  return fromCallback<LoginGateEvent>(({ sendBack }) => {
    const request: AuthDialogRequest = {
      mode,
      onSignedIn: (user) =>
        sendBack({ type: 'auth.signedIn', customer: customerOf(user) ?? { discountPercent: 0, bonusCredit: 0 } }),
      onDismissed: () => sendBack({ type: 'auth.dismissed' }),
    };
    openAuthDialog(request);
    return () => withdrawAuthDialog(request);
  });
}

/** Tells a journey who is signed in (`user.change`) whenever that changes: a login, a logout, a new discount. */
export function useJourneyCustomer(actor: AnyActorRef, user: User | null) {
  const signedIn = user !== null;
  const discount = user?.discount_percent;
  const credit = user?.bonus_terme_credit;
  useEffect(() => {
    actor.send({
      type: 'user.change',
      customer: signedIn ? { discountPercent: discount ?? 0, bonusCredit: credit ?? 0 } : null,
    });
  }, [actor, signedIn, discount, credit]);
}
