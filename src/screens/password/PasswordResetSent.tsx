import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Checkmark } from '../../ui';

/** The server's answer to a reset request; it does not tell whether the account exists. */
export function PasswordResetSent({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="form-success" role="status">
      <Checkmark />
      <p>
        {message || t`If an account exists for this email address, we have sent it a link to choose a new password.`}
      </p>
      <Link href="/">
        <Trans>Back to the home page</Trans>
      </Link>
    </div>
  );
}
