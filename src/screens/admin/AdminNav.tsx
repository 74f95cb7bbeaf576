import { Link, useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { failedMailsQuery } from '../../api/admin';
import { useUser } from '../../api/user';
import { useLocale } from '../../i18n/useLocale';
import { ROUTES } from '@domain/routes';
import { isCurrentAt, menuFor } from './staffMenu';

/** The staff menu: the screens the person's role may use (the route manifest's `staff`, staffMenu.ts), the current one marked, and how many mails could not be sent (when any). */
export function AdminNav() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [location] = useLocation();
  const role = useUser().data?.role;
  // Asked only for the administrator: anyone else is refused the failed mails.
  const failedMails = useQuery({ ...failedMailsQuery, enabled: role === 'administrator' }).data?.count ?? 0;
  const links = menuFor(role).map((entry) => ({
    href: entry.href,
    label: i18n._(entry.label),
    current: isCurrentAt(entry, location),
  }));
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
