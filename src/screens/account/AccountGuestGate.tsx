import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { openAuthDialog } from '@src/shared/auth/authDialogStore';

/** A guest on /my: the login dialog opens (and brings them back here); closed, a button reopens it. */
export function AccountGuestGate() {
  useEffect(() => {
    openAuthDialog({ mode: 'login' });
  }, []);
  return (
    <section className="account-card">
      <p>
        <Trans>Please log in to see your account.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => openAuthDialog({ mode: 'login' })}>
        <Trans>Log in or register</Trans>
      </button>
    </section>
  );
}
