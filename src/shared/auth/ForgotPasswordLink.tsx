import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { closeAuthDialog } from './authDialogStore';

/** Leaves the dialog for /{lang}/password/reset. */
export function ForgotPasswordLink() {
  return (
    <p className="auth-form__aside">
      <Link href="/password/reset" onClick={closeAuthDialog}>
        <Trans>Forgot your password?</Trans>
      </Link>
    </p>
  );
}
