import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelToday } from '@domain/dates';
import type { ResidenceKey } from '@domain/istat';
import { istatFileUrl, istatQuery } from '@src/api/admin';
import { Skeleton } from '@src/ui';
import { AdminLoadError } from '../AdminLoadError';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * ISTAT's monthly movement (product.md §12.8): arrivals and nights by residence, what the month's
 * files say, and how many guests have not checked in (their residence is unknown: check them in
 * at the desk before sending). The files are downloads: C/59 as CSV or PDF, and ROSS 1000.
 */
export function IstatScreen() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('month') ?? '';
  const month = MONTH.test(asked) ? asked : hotelToday().slice(0, 7);
  const movement = useQuery(istatQuery(month));
  const data = movement.data;
  const residence = (key: ResidenceKey) =>
    key === 'unknown'
      ? t`not checked in`
      : key.startsWith('IT-')
        ? t`Italy, province ${key.slice(3)}`
        : t`state ${key}`;
  return (
    <section aria-labelledby="istat-title">
      <h2 id="istat-title">
        <Trans>ISTAT: guest movement</Trans>
      </h2>
      <div className="form-row admin-date">
        <label className="form-label" htmlFor="istat-month">
          <Trans>Month</Trans>
        </label>
        <input
          id="istat-month"
          type="month"
          className="form-input"
          value={month}
          onChange={(event) =>
            MONTH.test(event.target.value) && navigate(`${location}?month=${event.target.value}`, { replace: true })
          }
        />
      </div>
      {movement.isPending ? <Skeleton count={4} height={40} /> : null}
      {movement.isError ? <AdminLoadError error={movement.error} /> : null}
      {data ? (
        <>
          {data.totals.undeclaredGuests > 0 ? (
            <p className="notice notice--warning" role="status">
              {t`${data.totals.undeclaredGuests} guests have not checked in: their residence is unknown and the ROSS 1000 file leaves them out. Check them in at the desk first.`}
            </p>
          ) : null}
          <p className="admin-downloads">
            <a href={istatFileUrl(month, 'report.csv')} download>{t`C/59 (CSV)`}</a> ·{' '}
            <a href={istatFileUrl(month, 'report.pdf')} download>{t`C/59 (PDF)`}</a> ·{' '}
            <a href={istatFileUrl(month, 'ross1000.xml')} download>{t`ROSS 1000 file (Veneto)`}</a>
          </p>
          <table className="admin-table" data-testid="istat-by-residence">
            <thead>
              <tr>
                <th scope="col">{t`Residence`}</th>
                <th scope="col">{t`Arrivals`}</th>
                <th scope="col">{t`Nights`}</th>
              </tr>
            </thead>
            <tbody>
              {data.byResidence.map((row) => (
                <tr key={row.residence}>
                  <th scope="row">{residence(row.residence)}</th>
                  <td>{row.arrivals}</td>
                  <td>{row.nights}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t`Total`}</th>
                <td>{data.totals.arrivals}</td>
                <td>{data.totals.nights}</td>
              </tr>
            </tfoot>
          </table>
        </>
      ) : null}
    </section>
  );
}
