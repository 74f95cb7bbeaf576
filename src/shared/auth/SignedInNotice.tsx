import { Trans } from '@lingui/react/macro';
import { useUser } from '@src/api/user';
import { Checkmark } from '@src/ui';

/** Shown for the 800 ms between signing in and arriving on /my. */
export function SignedInNotice() {
  const { data: user } = useUser();
  const name = user?.fullName ?? '';
  return (
    <div className="auth-signed-in" role="status">
      <Checkmark />
      <p className="auth-signed-in__text">{name ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome!</Trans>}</p>
    </div>
  );
}
