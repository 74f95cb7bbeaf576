import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useUser } from '../api/user';
import { useHeaderVisibility } from './headerVisibility';
import { LanguageSwitcher } from './LanguageSwitcher';
import { openAuthDialog } from '../screens/auth/authDialogStore';
import { navLinks } from './navLinks';

/**
 * The site's navigation. On a phone the journey links fold into a menu button, so the brand,
 * the languages and the account stay on one line; the menu closes on navigation and Escape.
 */
export function NavBar() {
  const { t, i18n } = useLingui();
  const { floating } = useHeaderVisibility();
  const { data: user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();

  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={`navbar${floating ? ' navbar--floating' : ''}${menuOpen ? ' navbar--menu-open' : ''}`}>
      <div className="navbar__inner container">
        <Link href="/" className="navbar__brand" aria-label={t`Terme, home`}>
          Terme
        </Link>
        <button
          type="button"
          className="navbar__menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="navbar__menu-icon" />
          <Trans>Menu</Trans>
        </button>
        <nav id="main-navigation" className="navbar__links" aria-label={t`Main`}>
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
