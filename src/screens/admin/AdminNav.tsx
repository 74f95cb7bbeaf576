import { Link, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';

/** The front desk's pages, the current one marked. */
export function AdminNav() {
  const { t } = useLingui();
  const [location] = useLocation();
  const links = [
    { href: '/', label: t`Arrivals`, current: location === '/' || location.startsWith('/reservations') },
    { href: '/police-report', label: t`Police report`, current: location.startsWith('/police-report') },
    { href: '/requests', label: t`Guest requests`, current: location.startsWith('/requests') },
    { href: '/actions', label: t`Staff actions`, current: location.startsWith('/actions') },
    { href: '/pages', label: t`Pages`, current: location.startsWith('/pages') },
  ];
  return (
    <nav className="admin-nav" aria-label={t`Front desk`}>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className="admin-nav__link" aria-current={link.current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
