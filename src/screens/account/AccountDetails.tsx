import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { User } from '../../api/user';
import { LogoutButton } from './LogoutButton';

/** Who is signed in, the way to the front desk for staff, and the way out. */
export function AccountDetails({ user }: { user: User }) {
  return (
    <section className="account-card account-details" aria-labelledby="account-details-title">
      <h2 id="account-details-title">
        <Trans>Your details</Trans>
      </h2>
      <dl className="account-details__list">
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd data-testid="account-name">{user.fullName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd data-testid="account-email">{user.email}</dd>
        </div>
      </dl>
      <Link href="/my/tokens" className="button button--secondary account-details__tokens">
        <Trans>Personal access tokens</Trans>
      </Link>
      {user.role ? (
        <Link href="/admin" className="button button--secondary account-details__admin">
          <Trans>Front desk</Trans>
        </Link>
      ) : null}
      <LogoutButton />
    </section>
  );
}
