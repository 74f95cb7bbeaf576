import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { openAuthDialog } from './authDialogStore';

/** A guest on a reservation page: the login dialog opens and, once signed in, the page stays here. */
export function LoginGate() {
  const open = () => openAuthDialog({ mode: 'login', onSignedIn: () => {} });
  useEffect(open, []);
  return (
    <section className="booking-notice">
      <p>
        <Trans>Please log in to see your reservation.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={open}>
        <Trans>Log in or register</Trans>
      </button>
    </section>
  );
}
