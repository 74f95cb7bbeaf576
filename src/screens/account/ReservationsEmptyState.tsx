import { use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ReservationSectionsContext } from '@src/shared/reservation/reservationSection';

/** No reservation of any kind yet: say so and offer what the registered journeys sell. */
export function ReservationsEmptyState() {
  const { i18n } = useLingui();
  const reservationSections = use(ReservationSectionsContext);
  const links = reservationSections.flatMap((section) =>
    section.emptyLink ? [{ id: section.id, ...section.emptyLink }] : [],
  );
  return (
    <div className="account-empty">
      <p>
        <Trans>You have no reservations yet.</Trans>
      </p>
      {links.length > 0 ? (
        <ul className="account-empty__links">
          {links.map((link) => (
            <li key={link.id}>
              <Link href={link.href} className="button button--secondary">
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
