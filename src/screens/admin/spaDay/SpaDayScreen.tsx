import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, formatDate, hotelToday } from '@domain/dates';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { BlockHoursForm } from './BlockHoursForm';
import { BookTreatmentForm } from './BookTreatmentForm';
import { SpaDayGrid } from './SpaDayGrid';
import { spaDayQuery } from './spaDayApi';
import './spaDay.css';

/**
 * /{lang}/admin/spa-day (docs/product.md §16): the spa's day for the desk. Therapists as columns,
 * the hours as rows, each booking and blocked hour in place; a booking moved to another free
 * time (the guest told by mail), a treatment booked for a guest's stay, a therapist's hours blocked.
 */
export function SpaDayScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [date, setDate] = useState(() => hotelToday());
  const day = useQuery(spaDayQuery(date));
  return (
    <section aria-labelledby="spa-day-title" className="admin-spa-day">
      <h2 id="spa-day-title">
        <Trans>The spa’s day</Trans>
      </h2>
      <div className="admin-spa-day__picker" role="group" aria-label={t`Day shown`}>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setDate(addDays(date, -1))}
        >
          <Trans>Day before</Trans>
        </button>
        <label className="form-label" htmlFor="spa-day-date">
          <Trans>Day</Trans>
        </label>
        <input
          id="spa-day-date"
          className="form-input"
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setDate(addDays(date, 1))}
        >
          <Trans>Day after</Trans>
        </button>
      </div>
      {day.isPending ? <Skeleton count={4} height={32} /> : null}
      {day.isError ? <AdminLoadError error={day.error} /> : null}
      {day.data ? (
        <>
          <SpaDayGrid day={day.data} caption={formatDate(date, locale, 'dddd D MMMM YYYY')} />
          <div className="admin-spa-day__forms">
            <section aria-labelledby="spa-book-title">
              <h3 id="spa-book-title">
                <Trans>Book a treatment</Trans>
              </h3>
              <BookTreatmentForm date={date} treatments={day.data.treatments} />
            </section>
            <section aria-labelledby="spa-block-title">
              <h3 id="spa-block-title">
                <Trans>Block a therapist’s hours</Trans>
              </h3>
              <BlockHoursForm day={day.data} />
            </section>
          </div>
        </>
      ) : null}
    </section>
  );
}
