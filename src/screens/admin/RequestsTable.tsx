import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupIban } from '@domain/bankAccount';
import { REQUEST_STATUSES, HOTEL_TIME_ZONE } from '@domain/constants';
import { formatDate } from '@domain/dates';
import type { GuestRequestDetails, GuestRequestWire } from '@domain/frontDesk';
import { formatMoney } from '@domain/money';
import { INTL_LOCALE } from '@domain/locales';
import { postRequestStatus, type RequestStatus } from '../../api/admin';
import { useLocale } from '../../i18n/useLocale';
import { SubmitButton, toast } from '../../ui';
import { useRequestLabels } from './requestLabels';
import { useSortedRows } from './useSortedRows';

type SortKey = 'received' | 'kind' | 'guest';
type Compare = (a: GuestRequestWire, b: GuestRequestWire) => number;
const guestName = (r: GuestRequestWire) => `${r.guest.last_name} ${r.guest.first_name}`;

/** The orders of the table, by the names the desk reads: kinds and surnames in the page's language's alphabet. */
function useCompare(): Record<SortKey, Compare> {
  const labels = useRequestLabels();
  const { compare: byName } = new Intl.Collator(INTL_LOCALE[useLocale()]);
  return {
    received: (a, b) => a.received_at.localeCompare(b.received_at) || a.id - b.id,
    kind: (a, b) => byName(labels.kind(a.details.kind), labels.kind(b.details.kind)) || b.id - a.id,
    guest: (a, b) => byName(guestName(a), guestName(b)) || b.id - a.id,
  };
}

/**
 * The guests' requests of one status as a dense table, a row per request (docs/product.md §12.3):
 * what, when, who, about which reservation, what the guest asked, and the buttons that move it
 * along. Newest first; sorted again by received, kind or guest from the header's buttons.
 */
export function RequestsTable({ requests, caption }: { requests: GuestRequestWire[]; caption: string }) {
  const { t } = useLingui();
  const { rows, header } = useSortedRows(requests, useCompare(), 'received', false);
  return (
    <table className="admin-table admin-requests-table" data-testid="requests-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {header('kind', t`Request`)}
          {header('received', t`Received`)}
          {header('guest', t`Guest`)}
          <th scope="col">
            <Trans>What the guest asked</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </tbody>
    </table>
  );
}

/** One guest request as the front desk reads it, and the buttons that move it to another status. */
function RequestRow({ request: r }: { request: GuestRequestWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useRequestLabels();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (status: RequestStatus) => postRequestStatus(r.id, status),
    onSuccess: (moved) => {
      toast.success(t`Request #${moved.id} is now: ${labels.status(moved.status)}`);
      void queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'requests'] });
    },
  });
  const received = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  }).format(new Date(r.received_at));
  return (
    <tr>
      <th scope="row">
        #{r.id} · {labels.kind(r.details.kind)}
      </th>
      <td>
        <time dateTime={r.received_at}>{received}</time>
      </td>
      <td>
        {r.guest.first_name} {r.guest.last_name}
        <a className="admin-table__sub" href={`mailto:${r.guest.email}`}>
          {r.guest.email}
        </a>
        <span className="admin-muted admin-table__sub">
          {t`Language: ${r.guest.locale.toUpperCase()}`} · {r.guest.registered ? t`Registered guest` : t`Not signed in`}{' '}
          · {r.guest.newsletter ? t`Newsletter: yes` : t`Newsletter: no`}
        </span>
      </td>
      <td>
        <dl className="admin-request__facts">
          {r.reservation ? (
            <Fact label={t`Reservation`}>
              {r.reservation.room_reservation_id ? (
                <Link href={`/reservations/${r.reservation.room_reservation_id}`}>{r.reservation.number}</Link>
              ) : (
                r.reservation.number
              )}
              {r.reservation.room_reservation_id || r.reservation.product_reservation_id
                ? null
                : ` (${t`as typed: not one of the guest's own`})`}
            </Fact>
          ) : null}
          <RequestFacts details={r.details} />
          {r.note ? <Fact label={t`Note`}>{r.note}</Fact> : null}
        </dl>
      </td>
      <td>
        <span className={`admin-request__status admin-request__status--${r.status}`}>{labels.status(r.status)}</span>
        <div className="admin-request__actions">
          {REQUEST_STATUSES.filter((s) => s !== r.status).map((s) => (
            <SubmitButton
              key={s}
              type="button"
              variant="secondary"
              loading={move.isPending && move.variables === s}
              disabled={move.isPending}
              onClick={() => move.mutate(s)}
            >
              {t`Mark as ${labels.status(s)}`}
            </SubmitButton>
          ))}
        </div>
      </td>
    </tr>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-request__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the guest asked for, by kind. */
function RequestFacts({ details: d }: { details: GuestRequestDetails }) {
  const { t } = useLingui();
  const locale = useLocale();
  const day = (iso: string) => formatDate(iso, locale, 'DD MMM YYYY');
  const money = (cents: number) => formatMoney(cents, locale);
  if (d.kind === 'change_booking') {
    return (
      <>
        <Fact label={t`Current dates`}>{`${day(d.checkin)} – ${day(d.checkout)}`}</Fact>
        <Fact label={t`New dates`}>{`${day(d.new_checkin)} – ${day(d.new_checkout)}`}</Fact>
      </>
    );
  }
  if (d.kind === 'refund') {
    return (
      <>
        <Fact label={t`Amount`}>{money(d.amount)}</Fact>
        <Fact label="IBAN">{d.iban ? groupIban(d.iban) : <Trans>not given</Trans>}</Fact>
        <Fact label="BIC">{d.bic ?? <Trans>not given</Trans>}</Fact>
      </>
    );
  }
  if (d.kind === 'accessibility_barrier') {
    return (
      <>
        <Fact label={t`The barrier`}>{d.description}</Fact>
        <Fact label={t`Where on the site`}>{d.page ?? <Trans>not given</Trans>}</Fact>
        <Fact label={t`Assistive technology`}>{d.assistive_technology ?? <Trans>not given</Trans>}</Fact>
      </>
    );
  }
  const airports = { VCE: t`Venice Marco Polo (VCE)`, TSF: t`Treviso Canova (TSF)` };
  return (
    <>
      <Fact label={t`Airport`}>{airports[d.airport]}</Fact>
      <Fact label={t`People`}>{String(d.people)}</Fact>
      <Fact label={t`Flight number`}>{d.flight_number}</Fact>
      <Fact label={t`Return trip`}>{d.return_trip ? t`Yes` : t`No`}</Fact>
      <Fact label={t`Price`}>{t`${money(d.total)} (${d.people} × ${money(d.price_per_person)})`}</Fact>
    </>
  );
}
