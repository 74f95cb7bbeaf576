import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, hotelToday } from '@domain/dates';
import { CURES_LIST_DEFAULT_DAYS, curesQuerySchema } from '@domain/ssnCure/settingsForm';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { CuresTable } from './CuresTable';
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
          <CuresTable cures={cures.data.cures} reservations={linkReservations ? 'link' : 'plain'} />
        )
      ) : null}
    </section>
  );
}
