import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useHeaderVisibility } from '@src/shared/page/headerVisibility';
import { LanguageSwitcher } from './LanguageSwitcher';
import { navLinks } from './navLinks';
import { AccountButton } from './AccountButton';
import { CartButtonPlaceholder } from './CartButton';
import { AfterFirstPaint } from '@src/shared/page/afterFirstPaint';
import { AccountControl, CartDropdown } from './islands';

/**
 * The site's navigation. On a phone the journey links fold into a menu button, and on a narrow
 * one the account and menu controls show their icons only (their names stay for screen readers),
 * so brand, languages, account and menu stay on one row in every language from 320 px up; the
 * menu closes on navigation and Escape.
 */
export function NavBar() {
  const { t, i18n } = useLingui();
  const { floating } = useHeaderVisibility();
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
          <AfterFirstPaint fallback={<CartButtonPlaceholder />}>
            <CartDropdown />
          </AfterFirstPaint>
          <AfterFirstPaint fallback={<AccountButton />}>
            <AccountControl />
          </AfterFirstPaint>
        </div>
      </div>
    </header>
  );
}
