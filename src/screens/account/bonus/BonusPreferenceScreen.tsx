import { Trans } from '@lingui/react/macro';
import { AccountSubPage } from '@src/shared/page/AccountSubPage';
import { BonusPreferenceSection } from './BonusPreferenceSection';

/** /{lang}/my/bonus-terme/preferences (product.md §11; every language served). */
export function BonusPreferenceScreen() {
  return (
    <AccountSubPage title={<Trans>Your bonus terme</Trans>} className="bonus-page">
      <BonusPreferenceSection always />
    </AccountSubPage>
  );
}
