import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useUser } from '../api/user';
import { AccountButton, accountIcon } from './AccountButton';

/** The account control once the session's user is known: "My account" for someone signed in. */
export function AccountControl() {
  const { data: user } = useUser();
  if (!user) return <AccountButton />;
  return (
    <Link href="/my" className="navbar__account">
      {accountIcon}
      <span className="navbar__label">
        <Trans>My account</Trans>
      </span>
    </Link>
  );
}
