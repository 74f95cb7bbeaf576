import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, hotelToday, isIsoDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { Arrival } from '@domain/frontDesk';
import { arrivalsQuery } from '../../api/admin';
import { Skeleton } from '../../ui';
import { useLocale } from '../../i18n/useLocale';
import { AdminLoadError } from './AdminLoadError';
import { useSortedRows } from './useSortedRows';

/** Arrivals: today's and the coming days' room reservations in a sortable table, with money and check-in status. */
export function ArrivalsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [date, setDate] = useState(hotelToday());
  const arrivals = useQuery({ ...arrivalsQuery(date), enabled: isIsoDate(date) });
  return (
    <section aria-labelledby="arrivals-title">
      <h2 id="arrivals-title">
        <Trans>Arrivals</Trans>
      </h2>
      {/* One line above the table: the day from which the week is listed, then that week's days. */}
      <div className="admin-toolbar">
        <label className="form-label" htmlFor="arrivals-from">
          <Trans>From</Trans>
        </label>
        <input
          id="arrivals-from"
          type="date"
          className="form-input admin-date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        {arrivals.data ? (
          <p className="admin-muted">
            {t`From ${formatDate(arrivals.data.from, locale, 'DD MMM YYYY')} to ${formatDate(arrivals.data.to, locale, 'DD MMM YYYY')}`}
          </p>
        ) : null}
      </div>
      {arrivals.isPending ? <Skeleton count={3} height={96} /> : null}
      {arrivals.isError ? <AdminLoadError error={arrivals.error} /> : null}
      {arrivals.data ? (
        <>
          {arrivals.data.arrivals.length === 0 ? (
            <p>
              <Trans>No arrivals in these days.</Trans>
            </p>
          ) : (
            <ArrivalsTable arrivals={arrivals.data.arrivals} />
          )}
        </>
      ) : null}
    </section>
  );
}

type SortKey = 'name' | 'room' | 'arrival';
const compare = {
  name: (a: Arrival, b: Arrival) => a.booker.name.localeCompare(b.booker.name),
  room: (a: Arrival, b: Arrival) => (a.rooms[0] ?? '').localeCompare(b.rooms[0] ?? '', undefined, { numeric: true }),
  arrival: (a: Arrival, b: Arrival) => a.from_date.localeCompare(b.from_date) || a.number.localeCompare(b.number),
} satisfies Record<SortKey, (a: Arrival, b: Arrival) => number>;

/**
 * The arrivals as a dense table, a row per reservation (eight and more fit a screen), sorted by
 * arrival, guest name or room: each sortable column's header is a button, and `aria-sort` tells
 * which column orders the rows and which way.
 */
export function ArrivalsTable({ arrivals }: { arrivals: Arrival[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { rows, header } = useSortedRows(arrivals, compare, 'arrival');
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <table className="admin-table admin-arrivals-table" data-testid="arrivals-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Reservation</Trans>
          </th>
          {header('name', t`Guest`)}
          {header('room', t`Rooms`)}
          {header('arrival', t`Arrival`)}
          <th scope="col">
            <Trans>Nights</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
          <th scope="col" className="admin-paid">
            <Trans>Paid</Trans>
          </th>
          <th scope="col">
            <Trans>Due</Trans>
          </th>
          <th scope="col">
            <Trans>Checked in</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => {
          const done = a.guests.filter((g) => g.checked_in).length;
          return (
            <tr key={a.id}>
              <td>
                <Link href={`/reservations/${a.id}`}>{a.number}</Link>
              </td>
              <th scope="row" title={`${a.booker.name} · ${a.booker.email}`}>
                {a.booker.name}
                <span className="admin-muted admin-table__sub">{a.booker.email}</span>
              </th>
              <td>{a.rooms.join(', ')}</td>
              <td>{formatDate(a.from_date, locale, 'DD MMM YYYY')}</td>
              <td>{a.nights}</td>
              <td>{money(a.total)}</td>
              <td className="admin-paid">{money(a.paid)}</td>
              <td>{money(a.due)}</td>
              <td>
                {t`${done} of ${a.guests.length}`}
                <span className="admin-muted admin-table__sub">
                  {a.guests
                    .map((g) => g.name)
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
