import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useUser } from '../api/user';
import { useHeaderVisibility } from './headerVisibility';
import { LanguageSwitcher } from './LanguageSwitcher';
import { openAuthDialog } from '../screens/auth/authDialogStore';
import { navLinks } from './navLinks';

export function NavBar() {
  const { t, i18n } = useLingui();
  const { floating } = useHeaderVisibility();
  const { data: user } = useUser();
  return (
    <header className={`navbar${floating ? ' navbar--floating' : ''}`}>
      <div className="navbar__inner container">
        <Link href="/" className="navbar__brand" aria-label={t`Terme, home`}>
          Terme
        </Link>
        <nav className="navbar__links" aria-label={t`Main`}>
          {navLinks.map((link) => (
            <Link key={link.href} href={link.href} className="navbar__link">
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
        <div className="navbar__actions">
          <LanguageSwitcher />
          {user ? (
            <Link href="/my" className="navbar__account">
              <Trans>My account</Trans>
            </Link>
          ) : (
            <button type="button" className="navbar__account" onClick={() => openAuthDialog()}>
              <Trans>Log in</Trans>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
