import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { openAuthDialog } from './authDialogStore';

/** Not signed in: the login dialog opens; closed, a button reopens it. */
export function StaffLoginGate() {
  useEffect(() => {
    openAuthDialog({ mode: 'login', onSignedIn: () => {} });
  }, []);
  return (
    <section className="account-card">
      <p>
        <Trans>Please log in with a staff account.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthDialog({ mode: 'login', onSignedIn: () => {} })}
      >
        <Trans>Log in</Trans>
      </button>
    </section>
  );
}
