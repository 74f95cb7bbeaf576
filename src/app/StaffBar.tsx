import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AccountButton } from './AccountButton';
import { AfterFirstPaint } from '@src/shared/page/afterFirstPaint';
import { AccountControl } from './islands';

/**
 * The staff's bar on every back-office page (docs/product.md §12.0), instead of the guests'
 * navigation: the back office's name, a way out to the guests' site, the languages and the
 * account. No journey links and no cart, which are the guests' and took the desk's screen.
 */
export function StaffBar() {
  const { t } = useLingui();
  return (
    <header className="navbar navbar--staff">
      <div className="navbar__inner container admin-container">
        <Link href="/admin" className="navbar__brand" aria-label={t`Terme, front desk`}>
          Terme <span className="navbar__area">{t`Front desk`}</span>
        </Link>
        <Link href="/" className="navbar__link navbar__guest-site">
          <Trans>Guests' site</Trans>
        </Link>
        <div className="navbar__actions">
          <LanguageSwitcher />
          <AfterFirstPaint fallback={<AccountButton />}>
            <AccountControl />
          </AfterFirstPaint>
        </div>
      </div>
    </header>
  );
}
