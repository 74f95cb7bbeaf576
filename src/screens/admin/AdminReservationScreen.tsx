import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckInWire } from '@domain/checkIn';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { INTL_LOCALE, type Locale } from '@domain/locales';
import { HOTEL_TIME_ZONE } from '@domain/constants';
import { adminReservationQuery } from '../../api/admin';
import { Skeleton } from '../../ui';
import { useLocale } from '../../i18n/useLocale';
import { useCheckInTexts } from '@src/shared/checkIn/useCheckInTexts';
import { AdminLoadError } from './AdminLoadError';
import { DeskCheckInButton, DeskCheckInForm, useDeskCheckIn } from './DeskCheckIn';
import { CuresTable } from './ssnCure/CuresTable';

/** A date and time in the hotel's zone, as staff read it. */
const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  }).format(new Date(iso));

/** A reservation for the front desk: stay, money, SSN cures and each guest's check-in data (this view is logged). */
export function AdminReservationScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams<{ id: string }>();
  const reservation = useQuery(adminReservationQuery(id));
  const { guestLabel } = useCheckInTexts();
  const money = (cents: number) => formatMoney(cents, locale);
  const desk = useDeskCheckIn(id);
  const deskFormOpen = useSelector(desk, (state) => state.matches('form'));
  const r = reservation.data;
  return (
    <section aria-labelledby="admin-reservation-title">
      <Link href="/" className="admin-back">
        <Trans>Back to the arrivals</Trans>
      </Link>
      <h2 id="admin-reservation-title">{r ? t`Reservation ${r.number}` : t`Reservation`}</h2>
      {reservation.isPending ? <Skeleton count={4} height={64} /> : null}
      {reservation.isError ? <AdminLoadError error={reservation.error} /> : null}
      {r ? (
        <>
          <p>
            {formatDate(r.from_date, locale, 'DD MMM YYYY')} – {formatDate(r.to_date, locale, 'DD MMM YYYY')} ·{' '}
            {r.nights === 1 ? t`1 night` : t`${r.nights} nights`} · {r.rooms.join(', ')}
          </p>
          <p>
            {r.booker.name} · <a href={`mailto:${r.booker.email}`}>{r.booker.email}</a>
          </p>
          <dl className="admin-money">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{money(r.total)}</dd>
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd>{money(r.paid)}</dd>
            <dt>
              <Trans>Due</Trans>
            </dt>
            <dd>{money(r.due)}</dd>
          </dl>
          {r.special_requests ? (
            <p>
              <strong>
                <Trans>Special requests</Trans>:
              </strong>{' '}
              {r.special_requests}
            </p>
          ) : null}
          {r.ssn_cures.length > 0 ? (
            <section aria-labelledby="admin-reservation-cures">
              <h3 id="admin-reservation-cures">
                <Trans>SSN cures</Trans>
              </h3>
              <CuresTable cures={r.ssn_cures} reservations="none" />
            </section>
          ) : null}
          <h3>
            <Trans>Guests</Trans>
          </h3>
          <DeskCheckInForm actor={desk} reservation={r} />
          {deskFormOpen ? null : (
            <ul className="admin-check-ins">
              {r.guests.map((guest) => {
                const data = r.check_ins.find((c) => c.position === guest.position);
                return (
                  <li key={guest.position} className="admin-check-in">
                    <h4>{data ? `${data.first_name} ${data.last_name}` : guestLabel(guest.position)}</h4>
                    {data ? <CheckInData checkIn={data} /> : <p className="admin-muted">{t`Not checked in yet`}</p>}
                    <DeskCheckInButton actor={desk} position={guest.position} done={Boolean(data)} />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

function CheckInData({ checkIn: c }: { checkIn: CheckInWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { documentTypes, sexes, guestLabel } = useCheckInTexts();
  const n = c.place_names;
  const rows: [string, string | null | undefined][] = [
    [t`Guest`, guestLabel(c.position)],
    [t`Sex`, sexes[c.sex]],
    [t`Date of birth`, formatDate(c.date_of_birth, locale, 'DD MMM YYYY')],
    [t`Citizenship`, n.nationality_id],
    [t`Place of birth`, [n.birth_borough_id, n.birth_country_id].filter(Boolean).join(', ')],
    [t`Residence`, [n.province_id, n.country_id].filter(Boolean).join(', ')],
    [t`Email`, c.email],
  ];
  if (c.document_type)
    rows.push(
      [t`Document`, `${documentTypes[c.document_type]} ${c.document_number ?? ''}`],
      [t`Expiry date`, c.document_expiry_date ? formatDate(c.document_expiry_date, locale, 'DD MMM YYYY') : null],
      [t`Issued by`, n.document_issuing_borough_id ?? n.document_issuing_country_id],
    );
  rows.push([t`Checked in`, c.at_desk ? t`at the desk` : t`online`]);
  rows.push([
    t`Identity seen in person`,
    c.identity_checked_at
      ? `${formatDateTime(c.identity_checked_at, locale)}${c.identity_checked_by ? ` · ${c.identity_checked_by}` : ''}`
      : t`not yet`,
  ]);
  return (
    <dl className="check-in-review">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="check-in-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
