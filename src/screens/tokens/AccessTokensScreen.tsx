import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Spinner } from '../../ui';
import { LoginGate } from '../booking/reservation/LoginGate';
import { PageHeader } from '../pages/PageHeader';
import { TokenManager } from './TokenManager';
import './tokens.css';

/** /{lang}/my/tokens: the signed-in guest's personal access tokens (issue 14); a visitor gets the login dialog. */
export function AccessTokensScreen() {
  const user = useUser();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Personal access tokens</Trans>
        </h1>
      </PageHeader>
      <div className="container page tokens-page">
        {user.isPending ? <Spinner size="large" /> : null}
        {!user.isPending && !user.data ? <LoginGate /> : null}
        {user.data ? <TokenManager /> : null}
        <p>
          <Link href="/my">
            <Trans>Back to my account</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
