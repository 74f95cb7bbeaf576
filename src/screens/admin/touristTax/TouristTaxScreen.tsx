import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelToday } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { EXEMPTION_REASONS, type LedgerStay, type TouristTaxExemption } from '@domain/touristTax';
import { recordTouristTax, touristTaxQuery, touristTaxReportUrl, touristTaxYearUrl } from '@src/api/admin';
import { ApiError } from '@src/api/client';
import { Skeleton } from '@src/ui';
import { useLocale } from '@src/i18n/useLocale';
import { AdminLoadError } from '../AdminLoadError';
import { useTouristTaxLabels, type Outcome } from './touristTaxLabels';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the desk may record at departure: one button each, named as the recorded status reads. */
const OUTCOMES: Outcome[] = [
  { status: 'collected', method: 'cash' },
  { status: 'collected', method: 'card' },
  { status: 'not_paid', method: null },
];

/**
 * The tourist-tax ledger (product.md §12.7): the stays departing in a month, who is taxed for how
 * many nights and what is due; at departure the desk declares exemptions and records the tax
 * collected in cash or by card, or not paid. The month's reports for the Comune and the year's
 * summary are downloads.
 */
export function TouristTaxScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('month') ?? '';
  const month = MONTH.test(asked) ? asked : hotelToday().slice(0, 7);
  const ledger = useQuery(touristTaxQuery(month));
  const money = (cents: number) => formatMoney(cents, locale);
  const labels = useTouristTaxLabels();
  const data = ledger.data;
  const totals = data?.totals;
  return (
    <section aria-labelledby="tourist-tax-title">
      <h2 id="tourist-tax-title">
        <Trans>Tourist tax</Trans>
      </h2>
      <div className="form-row admin-date">
        <label className="form-label" htmlFor="tourist-tax-month">
          <Trans>Month of departure</Trans>
        </label>
        <input
          id="tourist-tax-month"
          type="month"
          className="form-input"
          value={month}
          onChange={(event) =>
            MONTH.test(event.target.value) && navigate(`${location}?month=${event.target.value}`, { replace: true })
          }
        />
      </div>
      {ledger.isPending ? <Skeleton count={4} height={40} /> : null}
      {ledger.isError ? <AdminLoadError error={ledger.error} /> : null}
      {data && totals ? (
        <>
          <dl className="admin-money" data-testid="tourist-tax-totals">
            <dt>{t`Taxed nights`}</dt>
            <dd>{totals.taxed_nights}</dd>
            <dt>{t`Due`}</dt>
            <dd>{money(totals.due_cents)}</dd>
            <dt>{t`Collected`}</dt>
            <dd>{money(totals.collected_cash_cents + totals.collected_card_cents)}</dd>
            <dt>{t`Not paid`}</dt>
            <dd>{money(totals.not_paid_cents)}</dd>
            <dt>{t`Not recorded yet`}</dt>
            <dd>{money(totals.not_recorded_cents)}</dd>
          </dl>
          <p className="admin-downloads">
            <a href={touristTaxReportUrl(month, 'csv')} download>{t`Report for the Comune (CSV)`}</a> ·{' '}
            <a href={touristTaxReportUrl(month, 'pdf')} download>{t`Report for the Comune (PDF)`}</a> ·{' '}
            <a href={touristTaxYearUrl(month.slice(0, 4))} download>{t`The year's summary (CSV)`}</a>
          </p>
          {data.stays.length === 0 ? (
            <p>
              <Trans>No stay departs in this month.</Trans>
            </p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t`Reservation`}</th>
                  <th scope="col">{t`Stay`}</th>
                  <th scope="col">{t`Guests and exemptions`}</th>
                  <th scope="col">{t`Taxed nights`}</th>
                  <th scope="col">{t`Due`}</th>
                  <th scope="col">{t`At departure`}</th>
                </tr>
              </thead>
              <tbody>
                {data.stays.map((stay) => (
                  <StayRow key={stay.reservation_id} stay={stay} month={month} labels={labels} />
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}

function StayRow({
  stay,
  month,
  labels,
}: {
  stay: LedgerStay;
  month: string;
  labels: ReturnType<typeof useTouristTaxLabels>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  // Declared exemptions start as recorded (an exemption by age follows from the rules, not from staff).
  const [exemptions, setExemptions] = useState<TouristTaxExemption[]>(() =>
    stay.tax.guests.flatMap((g) =>
      g.exemption && g.exemption !== 'age' ? [{ position: g.position, reason: g.exemption }] : [],
    ),
  );
  const save = useMutation({
    mutationFn: (record: Outcome) => recordTouristTax(stay.reservation_id, { ...record, exemptions }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: touristTaxQuery(month).queryKey }),
  });
  const failure = save.error instanceof ApiError ? save.error.message : save.error ? t`Something went wrong.` : null;
  const reasonOf = (position: number) => exemptions.find((e) => e.position === position)?.reason ?? '';
  const choose = (position: number, reason: string) =>
    setExemptions((current) => [
      ...current.filter((e) => e.position !== position),
      ...(reason ? [{ position, reason: reason as TouristTaxExemption['reason'] }] : []),
    ]);
  return (
    <tr>
      <td>
        <Link href={`/reservations/${stay.reservation_id}`}>{stay.number}</Link>
        <div className="admin-muted">{stay.booker}</div>
      </td>
      <td>
        {stay.from_date} – {stay.to_date}
      </td>
      <td>
        {stay.tax.guests.map((g) => (
          <div key={g.position} className="admin-tax-guest">
            <label htmlFor={`exempt-${stay.reservation_id}-${g.position}`}>
              {t`Guest ${g.position}`}
              {g.age !== null ? ` (${g.age})` : ''}
            </label>{' '}
            {g.exemption === 'age' ? (
              <span className="admin-muted">{labels.reason('age')}</span>
            ) : (
              <select
                id={`exempt-${stay.reservation_id}-${g.position}`}
                value={reasonOf(g.position)}
                onChange={(event) => choose(g.position, event.target.value)}
              >
                <option value="">{t`taxed`}</option>
                {EXEMPTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {labels.reason(reason)}
                  </option>
                ))}
              </select>
            )}
          </div>
        ))}
      </td>
      <td>{stay.tax.taxedNights}</td>
      <td>{formatMoney(stay.due_cents, locale)}</td>
      <td>
        {stay.record ? <div data-testid="tax-status">{labels.status(stay.record)}</div> : null}
        <div className="admin-tax-actions" role="group" aria-label={t`Record the tourist tax of ${stay.number}`}>
          {OUTCOMES.map((outcome) => (
            <button
              key={`${outcome.status}-${outcome.method}`}
              type="button"
              className="button button--secondary"
              disabled={save.isPending}
              onClick={() => save.mutate(outcome)}
            >
              {labels.status(outcome)}
            </button>
          ))}
        </div>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
