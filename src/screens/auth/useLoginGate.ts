import { useEffect } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useAuthDialog } from './authDialogStore';

/**
 * What every journey with a login gate needs from the view: its actor hears `user.change` when
 * the person signs in or out, and `auth.dismissed` when the login dialog closes while the
 * journey still waits at its gate (the choice that needed the login is dropped).
 */
export function useLoginGate<A extends AnyActorRef>(actor: A, signedIn: boolean, isAtGate: (snapshot: SnapshotFrom<A>) => boolean) {
  const dialog = useAuthDialog();

  useEffect(() => {
    actor.send({ type: 'user.change', signedIn });
  }, [actor, signedIn]);

  useEffect(() => {
    if (dialog.open) return;
    // After the dialog's own onSignedIn has had its turn: a login sends auth.signedIn first.
    const timer = setTimeout(() => {
      if (isAtGate(actor.getSnapshot())) actor.send({ type: 'auth.dismissed' });
    }, 0);
    return () => clearTimeout(timer);
    // isAtGate is a pure test of the snapshot; only the dialog and the actor matter here.
  }, [actor, dialog.open]);
}
