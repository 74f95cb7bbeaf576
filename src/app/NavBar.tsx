import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useUser } from '../api/user';
import { useHeaderVisibility } from './headerVisibility';
import { LanguageSwitcher } from './LanguageSwitcher';
import { openAuthDialog } from '../screens/auth/authDialogStore';
import { navLinks } from './navLinks';
import { CartDropdown } from './CartDropdown';

/** A person: the account control's icon (its name is the text beside it, hidden on narrow phones). */
const accountIcon = (
  <svg className="navbar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The site's navigation. On a phone the journey links fold into a menu button, and on a narrow
 * one the account and menu controls show their icons only (their names stay for screen readers),
 * so brand, languages, account and menu stay on one row in every language from 320 px up; the
 * menu closes on navigation and Escape.
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
          <span className="navbar__label">
            <Trans>Menu</Trans>
          </span>
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
          <CartDropdown />
          {user ? (
            <Link href="/my" className="navbar__account">
              {accountIcon}
              <span className="navbar__label">
                <Trans>My account</Trans>
              </span>
            </Link>
          ) : (
            <button type="button" className="navbar__account" onClick={() => openAuthDialog()}>
              {accountIcon}
              <span className="navbar__label">
                <Trans>Log in</Trans>
              </span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
