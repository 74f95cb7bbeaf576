import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, formatDate, hotelToday } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import type { DeskCureWire } from '@domain/ssnCure/deskWire';
import { CURES_LIST_DEFAULT_DAYS, curesQuerySchema } from '@domain/ssnCure/settingsForm';
import { cycleNames } from '@domain/ssnCure/messages';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { deskCuresQuery } from './ssnCureApi';

/**
 * The cures booked (docs/product.md §16.11): those of confirmed reservations whose admission visit
 * falls between two days (at most 92 apart; first today and 30 days on), a row per guest's cure.
 */
export function CuresBooked({ linkReservations }: { linkReservations: boolean }) {
  const locale = useLocale();
  const [period, setPeriod] = useState(() => {
    const today = hotelToday();
    return { from: today, to: addDays(today, CURES_LIST_DEFAULT_DAYS) };
  });
  const schema = useMemo(() => curesQuerySchema(locale), [locale]);
  const problems = useMemo(() => {
    try {
      schema.validateSync(period, { abortEarly: false });
      return {} as Record<string, string>;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((item) => [item.path ?? '_', item.message]));
    }
  }, [schema, period]);
  const valid = Object.keys(problems).length === 0 && Boolean(period.from) && Boolean(period.to);
  const cures = useQuery({ ...deskCuresQuery(period.from, period.to), enabled: valid });
  const day = (field: 'from' | 'to', label: string) => (
    <div className="form-row admin-date">
      <label className="form-label" htmlFor={`ssn-cures-${field}`}>
        {label}
      </label>
      <input
        id={`ssn-cures-${field}`}
        type="date"
        className="form-input"
        value={period[field]}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `ssn-cures-${field}-error` : undefined}
        onChange={(event) => setPeriod((now) => ({ ...now, [field]: event.target.value }))}
      />
      {problems[field] ? (
        <p id={`ssn-cures-${field}-error`} className="field-error">
          {problems[field]}
        </p>
      ) : null}
    </div>
  );
  const { t } = useLingui();
  return (
    <section aria-labelledby="ssn-cures-title">
      <h3 id="ssn-cures-title">
        <Trans>Cures booked</Trans>
      </h3>
      <p className="admin-muted">
        <Trans>The cures of confirmed reservations whose admission visit falls in these days.</Trans>
      </p>
      <div className="admin-ssn-cures-period">
        {day('from', t`Visits from`)}
        {day('to', t`to`)}
      </div>
      {valid && cures.isPending ? <Skeleton count={3} height={32} /> : null}
      {cures.isError ? <AdminLoadError error={cures.error} /> : null}
      {valid && cures.data ? (
        cures.data.cures.length === 0 ? (
          <p role="status">
            <Trans>No cure has its admission visit in these days.</Trans>
          </p>
        ) : (
          <CuresTable cures={cures.data.cures} linkReservations={linkReservations} />
        )
      ) : null}
    </section>
  );
}

function CuresTable({ cures, linkReservations }: { cures: DeskCureWire[]; linkReservations: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const dayOf = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  return (
    <table className="admin-table admin-ssn-cures-table" data-testid="ssn-cures-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Reservation</Trans>
          </th>
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
              <td>
                {linkReservations ? (
                  <Link href={`/reservations/${cure.reservation_id}`}>{cure.reservation_number}</Link>
                ) : (
                  cure.reservation_number
                )}
              </td>
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
