import { Link } from 'wouter';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import type { DeskCureWire } from '@domain/ssnCure/deskWire';
import { cycleNames } from '@domain/ssnCure/messages';
import { useLocale } from '../../../i18n/useLocale';

/**
 * Guests' SSN cures as the desk reads them (docs/product.md §16.11), a row per cure: the
 * reservation (a link where the role may open it; left out on the reservation's own page, §12.1),
 * who, the cycle and its sessions, the visit, ticket or exemption, what to collect and the times.
 */
export function CuresTable({
  cures,
  reservations,
}: {
  cures: DeskCureWire[];
  reservations: 'link' | 'plain' | 'none';
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const dayOf = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  return (
    <table className="admin-table admin-ssn-cures-table" data-testid="ssn-cures-table">
      <thead>
        <tr>
          {reservations === 'none' ? null : (
            <th scope="col">
              <Trans>Reservation</Trans>
            </th>
          )}
          <th scope="col">
            <Trans>Guest</Trans>
          </th>
          <th scope="col">
            <Trans>Cure</Trans>
          </th>
          <th scope="col">
            <Trans>Visit</Trans>
          </th>
          <th scope="col">
            <Trans>Pays</Trans>
          </th>
          <th scope="col">
            <Trans>To collect</Trans>
          </th>
          <th scope="col">
            <Trans>Times</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {cures.map((cure) => {
          const first = cure.times[0];
          const last = cure.times[cure.times.length - 1];
          const code = cure.exemption_code;
          return (
            <tr key={cure.id}>
              {reservations === 'none' ? null : (
                <td>
                  {reservations === 'link' ? (
                    <Link href={`/reservations/${cure.reservation_id}`}>{cure.reservation_number}</Link>
                  ) : (
                    cure.reservation_number
                  )}
                </td>
              )}
              <td>
                {cure.booker}
                <span className="admin-muted admin-table__sub">{t`Room ${cure.room}, guest ${cure.guest}`}</span>
              </td>
              <td>
                {cycleNames[cure.cycle][locale]}
                <span className="admin-muted admin-table__sub">
                  {t({ message: plural(cure.sessions, { one: '# session', other: '# sessions' }) })}
                </span>
              </td>
              <td>{dayOf(cure.visit_day)}</td>
              <td>{code ? t`Exempt (${code})` : t`Ticket`}</td>
              <td>{formatMoney(cure.due_cents, locale)}</td>
              <td>
                {first && last ? (
                  <details>
                    <summary>
                      {t({ message: plural(cure.times.length, { one: '# time', other: '# times' }) })}:{' '}
                      {t`${dayOf(hotelClockOf(new Date(first.starts_at)).date)} to ${dayOf(hotelClockOf(new Date(last.starts_at)).date)}`}
                    </summary>
                    <ul className="admin-ssn-cures-times">
                      {cure.times.map((time) => {
                        const at = hotelClockOf(new Date(time.starts_at));
                        return (
                          <li key={time.starts_at}>
                            {dayOf(at.date)} {at.time}: {time.treatment}
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                ) : (
                  <Trans>No time booked</Trans>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
