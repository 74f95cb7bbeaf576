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
import { GuestStatuses } from './GuestStatuses';

/** Arrivals: today's and the coming days' room reservations, with guests, money and check-in status. */
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
      <div className="form-row admin-date">
        <label className="form-label" htmlFor="arrivals-from">
          <Trans>From</Trans>
        </label>
        <input
          id="arrivals-from"
          type="date"
          className="form-input"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {arrivals.isPending ? <Skeleton count={3} height={96} /> : null}
      {arrivals.isError ? <AdminLoadError error={arrivals.error} /> : null}
      {arrivals.data ? (
        <>
          <p className="admin-muted">
            {t`From ${formatDate(arrivals.data.from, locale, 'DD MMM YYYY')} to ${formatDate(arrivals.data.to, locale, 'DD MMM YYYY')}`}
          </p>
          {arrivals.data.arrivals.length === 0 ? (
            <p>
              <Trans>No arrivals in these days.</Trans>
            </p>
          ) : (
            <ul className="admin-arrivals">
              {arrivals.data.arrivals.map((arrival) => (
                <ArrivalCard key={arrival.id} arrival={arrival} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

function ArrivalCard({ arrival: a }: { arrival: Arrival }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const done = a.guests.filter((g) => g.checked_in).length;
  return (
    <li className="admin-arrival">
      <div className="admin-arrival__head">
        <Link href={`/reservations/${a.id}`} className="admin-arrival__number">
          {a.number}
        </Link>
        <span>
          {formatDate(a.from_date, locale, 'DD MMM YYYY')} – {formatDate(a.to_date, locale, 'DD MMM YYYY')} ·{' '}
          {a.nights === 1 ? t`1 night` : t`${a.nights} nights`}
        </span>
      </div>
      <p className="admin-arrival__booker">
        {a.booker.name} · {a.booker.email}
      </p>
      <p className="admin-muted">{a.rooms.join(', ')}</p>
      <dl className="admin-money">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(a.total)}</dd>
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd>{money(a.paid)}</dd>
        <dt>
          <Trans>Due</Trans>
        </dt>
        <dd>{money(a.due)}</dd>
      </dl>
      <p className="admin-arrival__progress">{t`Checked in: ${done} of ${a.guests.length}`}</p>
      <GuestStatuses guests={a.guests} />
    </li>
  );
}
