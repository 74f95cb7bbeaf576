import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { LOCALES, type Locale } from '@domain/locales';

const names: Record<Locale, string> = { it: 'Italiano', en: 'English', de: 'Deutsch' };

/** Switches language and keeps the current path and query (product.md §1.2: language from the route). */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <nav className="language-switcher" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          href={`~/${locale}${path === '/' ? '/' : path}${search ? `?${search}` : ''}`}
          hrefLang={locale}
          lang={locale}
          aria-current={i18n.locale === locale ? 'true' : undefined}
          title={names[locale]}
          className="language-switcher__link"
        >
          {locale.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
