import { Trans } from '@lingui/react/macro';
import { AccountSubPage } from '@src/shared/page/AccountSubPage';
import { TokenManager } from './TokenManager';
import './tokens.css';

/** /{lang}/my/tokens: the signed-in guest's personal access tokens (issue 14); a visitor gets the login dialog. */
export function AccessTokensScreen() {
  return (
    <AccountSubPage title={<Trans>Personal access tokens</Trans>} className="tokens-page">
      <TokenManager />
    </AccountSubPage>
  );
}
