import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate, hotelToday, isIsoDate } from '@domain/dates';
import type { AlloggiatiNote } from '@domain/alloggiati';
import type { PoliceReportGuest } from '@domain/frontDesk';
import { policeReportFileUrl, policeReportQuery } from '../../api/admin';
import { Skeleton } from '../../ui';
import { useLocale } from '../../i18n/useLocale';
import { AdminLoadError } from './AdminLoadError';
import { useCheckInTexts } from '@src/shared/checkIn/useCheckInTexts';

/**
 * The police report (Alloggiati Web) of an arrival day: who is missing (not checked in) is
 * listed first, then who is in the file, then the download.
 */
export function PoliceReportScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  // The day is in the address (?date=), so a link or a reload shows the same day's report.
  const [location, navigate] = useLocation();
  const date = new URLSearchParams(useSearch()).get('date') ?? hotelToday();
  const setDate = (day: string) => navigate(`${location}?date=${encodeURIComponent(day)}`, { replace: true });
  const report = useQuery({ ...policeReportQuery(date), enabled: isIsoDate(date) });
  const r = report.data;
  return (
    <section aria-labelledby="police-report-title">
      <h2 id="police-report-title">
        <Trans>Police report</Trans>
      </h2>
      <p className="admin-muted">
        <Trans>
          The Alloggiati Web file of every guest arriving on a day: upload it on the police's website within 24 hours of
          arrival.
        </Trans>
      </p>
      <div className="form-row admin-date">
        <label className="form-label" htmlFor="police-report-date">
          <Trans>Arrival day</Trans>
        </label>
        <input
          id="police-report-date"
          type="date"
          className="form-input"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {report.isPending ? <Skeleton count={3} height={48} /> : null}
      {report.isError ? <AdminLoadError error={report.error} /> : null}
      {r ? (
        <>
          <h3>{t`Not checked in (${r.missing.length})`}</h3>
          {r.missing.length ? (
            <>
              <p className="notice notice--warning" role="status">
                <Trans>These guests are not in the file yet: ask them to check in, or register them at the desk.</Trans>
              </p>
              <ReportGuests guests={r.missing} />
            </>
          ) : (
            <p>
              <Trans>Every guest arriving on this day is checked in.</Trans>
            </p>
          )}
          <h3>{t`In the file (${r.included.length})`}</h3>
          {r.included.length ? (
            <ReportGuests guests={r.included} />
          ) : (
            <p>{t`Nobody to report for ${formatDate(r.date, locale, 'DD MMM YYYY')}.`}</p>
          )}
          {r.included.length ? (
            <a
              className="button button--primary"
              href={policeReportFileUrl(r.date)}
              download={`alloggiati-${r.date}.txt`}
            >
              <Plural
                value={r.included.length}
                one="Download the file (# guest)"
                other="Download the file (# guests)"
              />
            </a>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ReportGuests({ guests }: { guests: PoliceReportGuest[] }) {
  const { t } = useLingui();
  const { guestLabel } = useCheckInTexts();
  // What the file's layout changed (product.md §12.2): staff may need to say it to the police.
  const noteText: Record<AlloggiatiNote, string> = {
    nightsCapped: t`stay over 30 days: the file says 30, the service's limit`,
    lastNameShortened: t`surname cut to the file's 50 letters`,
    firstNameShortened: t`first name cut to the file's 30 letters`,
  };
  return (
    <ul className="admin-report-guests">
      {guests.map((g) => (
        <li key={`${g.reservation_id}-${g.position}`}>
          <Link href={`/reservations/${g.reservation_id}`}>{g.reservation_number}</Link> ·{' '}
          {g.name ?? guestLabel(g.position)}
          {g.guest_type ? <span className="admin-muted"> · {t`type ${g.guest_type}`}</span> : null}
          {g.document ? <span className="admin-muted"> · {g.document}</span> : null}
          {g.missing_reason === 'booker_not_checked_in' ? (
            <span className="admin-muted">
              {' '}
              · <Trans>checked in, waits for the booker: a family is reported with its head</Trans>
            </span>
          ) : null}
          {g.notes.map((note) => (
            <span key={note} className="admin-report-note">
              {' '}
              · {noteText[note]}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
