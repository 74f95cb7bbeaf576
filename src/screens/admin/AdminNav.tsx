import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { failedMailsQuery } from '../../api/admin';
import { useUser } from '../../api/user';
import { useLocale } from '../../i18n/useLocale';
import { ROUTES } from '@domain/routes';

/** The front desk's pages, the current one marked, and how many mails could not be sent (when any). */
export function AdminNav() {
  const { t } = useLingui();
  const locale = useLocale();
  const [location] = useLocation();
  // Asked only for staff: anyone else is refused by every page already.
  const isStaff = useUser().data?.is_admin === true;
  const failedMails = useQuery({ ...failedMailsQuery, enabled: isStaff }).data?.count ?? 0;
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
        <Link
          key={link.href}
          href={link.href}
          className="admin-nav__link"
          aria-current={link.current ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
      {/* Outside the front desk's pages ('~' leaves the /{lang}/admin nesting): the journeys' charts, for designers. */}
      <Link href={`~/${locale}${ROUTES.statecharts.path}`} className="admin-nav__link">
        {t`Statecharts (for designers)`}
      </Link>
      {failedMails > 0 ? (
        <Link href="/requests#mails" className="admin-nav__link admin-nav__alert">
          {t`Mails not sent: ${failedMails}`}
        </Link>
      ) : null}
    </nav>
  );
}
