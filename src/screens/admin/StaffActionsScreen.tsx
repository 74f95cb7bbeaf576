import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffActionWire } from '@domain/frontDesk';
import { INTL_LOCALE } from '@domain/locales';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { HOTEL_TIME_ZONE } from '@domain/constants';
import { staffActionsQuery } from '../../api/admin';
import { Skeleton } from '../../ui';
import { useLocale } from '../../i18n/useLocale';
import { AdminLoadError } from './AdminLoadError';
import { useRequestLabels } from './requestLabels';
import type { RequestStatus } from '@domain/constants';
import { isStaffRole } from '@domain/staffRoles';
import { useRoleNames } from './staff/roleNames';
import { ActionChanges } from './StaffActionChanges';

/** Who did what, and when: reads of guests' data, police report downloads, requests moved along, mails sent again; newest first. */
export function StaffActionsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useRequestLabels();
  const roleNames = useRoleNames();
  const roleLabel = (role: string | number | undefined) => (isStaffRole(role) ? roleNames[role] : String(role ?? ''));
  const money = (cents: string | number | undefined) => formatMoney(Number(cents ?? 0), locale);
  const actions = useQuery({ ...staffActionsQuery, refetchOnMount: 'always' });
  const day = (iso: unknown) => (typeof iso === 'string' && iso ? formatDate(iso, locale, 'DD MMM YYYY') : '…');
  /** A season as the log keeps it (JSON of the row, docs/product.md §12.9): its days, and its sales dates when set. */
  const seasonText = (json: string | number | undefined) => {
    let season: Partial<Record<'starts_on' | 'ends_on' | 'bookable_from' | 'bookable_to', string | null>> = {};
    try {
      season = JSON.parse(String(json)) as typeof season;
    } catch {
      return '';
    }
    const days = `${day(season.starts_on)} – ${day(season.ends_on)}`;
    return season.bookable_from || season.bookable_to
      ? t`${days} (sales ${day(season.bookable_from)} – ${day(season.bookable_to)})`
      : days;
  };
  const describe = (a: StaffActionWire) => {
    const s = a.subject;
    switch (a.action) {
      case 'reservation.view':
        return t`Opened reservation #${s.reservation_id}`;
      case 'check_in.read':
        return t`Read the check-in of guest ${s.position} of reservation #${s.reservation_id}`;
      case 'check_in.desk':
        return s.change === 'created'
          ? t`Checked in guest ${s.position} of reservation #${s.reservation_id} at the desk`
          : t`Corrected the check-in of guest ${s.position} of reservation #${s.reservation_id} at the desk`;
      case 'tourist_tax.record':
        return t`Recorded the tourist tax of reservation #${s.reservation_id}: ${s.status === 'collected' ? t`collected` : t`not paid`}`;
      case 'tourist_tax.report':
        return t`Downloaded the tourist-tax report of ${s.month ?? s.year} (${s.format})`;
      case 'istat.report':
        return t`Downloaded the ISTAT movement of ${s.month} (${s.format})`;
      case 'police_report.download':
        return t`Downloaded the police report of ${formatDate(String(s.date), locale, 'DD MMM YYYY')} (guests: ${s.guests})`;
      case 'request.status':
        return t`Marked request #${s.request_id} as ${labels.status(s.status as RequestStatus)}`;
      case 'page.save':
        return t`Saved the page ${s.slug} (${s.locale})`;
      case 'page.restore':
        return t`Restored an earlier version of the page ${s.slug} (${s.locale})`;
      case 'mail.retry':
        return t`Sent mail #${s.mail_id} to ${s.to} again`;
      case 'staff.invite':
        return t`Invited ${s.email} as ${roleLabel(s.after)}`;
      case 'staff.role':
        return t`Changed the role of ${s.email} from ${roleLabel(s.before)} to ${roleLabel(s.after)}`;
      case 'staff.disable':
        return t`Disabled the account of ${s.email}`;
      case 'staff.enable':
        return t`Enabled the account of ${s.email} again`;
      case 'city_tax.save':
        return t`Set the city tax: ${s.before} → ${s.after}`;
      case 'city_tax.delete':
        return t`Deleted the city-tax rules ${s.before}`;
      case 'gift_card.balance':
        return t`Changed the balance of gift card …${s.last_four} from ${money(s.before)} to ${money(s.after)}: ${s.reason}`;
      case 'gift_card.validity':
        return t`Extended gift card …${s.last_four} from ${s.before} to ${s.after}: ${s.reason}`;
      case 'gift_card.void':
        return t`Voided gift card …${s.last_four}: ${s.reason}`;
      case 'gift_card.resend':
        return t`Sent gift card …${s.before} again to ${s.recipient} with the new code …${s.after}: ${s.reason}`;
      case 'settings.save':
        return t`Saved the site’s settings`;
      case 'gift_card_product.create':
        return t`Added the gift-card product ${s.title}`;
      case 'gift_card_product.update':
        return t`Changed the gift-card product ${s.title}`;
      case 'add_on.create':
        return t`Added the add-on ${s.name}`;
      case 'add_on.update':
        return t`Changed the add-on ${s.name}`;
      case 'season.create':
        return t`Added the season ${seasonText(s.after)}`;
      case 'season.update':
        return t`Changed the season ${seasonText(s.before)} to ${seasonText(s.after)}`;
      case 'season.delete':
        return t`Deleted the season ${seasonText(s.before)}`;
      case 'closed_day.add':
        return t`Closed ${formatDate(String(s.date), locale, 'DD MMM YYYY')}`;
      case 'closed_day.remove':
        return t`Opened ${formatDate(String(s.date), locale, 'DD MMM YYYY')} again`;
      case 'promo_code.create':
        return t`Added the promo code ${s.code}`;
      case 'promo_code.update':
        return t`Changed the promo code ${s.code}`;
      case 'promo_code.deactivate':
        return t`Switched off the promo code ${s.code}`;
      case 'day_spa.product.update':
        return t`Changed the day-spa product #${s.product_id}`;
      case 'day_spa.slots.add':
        return t`Added a day-spa slot on ${s.days} days`;
      case 'day_spa.slot.update':
        return t`Changed the day-spa slot of ${day(s.date)}`;
      case 'day_spa.slot.remove':
        return t`Removed the day-spa slot of ${day(s.date)}`;
      case 'day_spa.prices':
        return t`Changed the day-spa prices of ${s.days} days from ${day(s.from)} to ${day(s.to)}`;
      case 'day_spa.day.close':
        return t`Closed the day spa on ${day(s.date)}`;
      case 'day_spa.day.open':
        return t`Opened the day spa on ${day(s.date)} again`;
      case 'room.create':
        return t`Added room ${s.room}`;
      case 'room.update':
        return t`Changed room ${s.room}`;
      case 'room.out_of_order.add':
        return t`Put room ${s.room} out of order`;
      case 'room.out_of_order.remove':
        return t`Put room ${s.room} back in service`;
      case 'rate_plan.create':
        return t`Added the rate plan ${s.name}`;
      case 'rate_plan.update':
        return t`Changed the rate plan ${s.name}`;
      case 'rate_plan.deactivate':
        return t`Stopped selling the rate plan ${s.name}`;
      case 'pricing_rules.update':
        return t`Changed the pricing rules: ${s.what}`;
      case 'calendar.change': {
        const first = formatDate(String(s.first_day), locale, 'DD MMM YYYY');
        const last = formatDate(String(s.last_day), locale, 'DD MMM YYYY');
        return t`Changed ${s.cells} cells of the rates calendar, ${first} – ${last}`;
      }
      case 'calendar.bulk':
        return t`Bulk change of ${s.cells} cells of the rates calendar, ${day(s.first_day)} – ${day(s.last_day)}`;
      case 'calendar.import':
        return t`Imported ${s.cells} cells of the rates calendar from a spreadsheet, ${day(s.first_day)} – ${day(s.last_day)}`;
      case 'spa_treatment.save':
        return s.before ? t`Changed spa treatment #${s.treatment_id}` : t`Added spa treatment #${s.treatment_id}`;
      case 'spa_therapist.save':
        return s.before ? t`Changed therapist #${s.therapist_id}` : t`Added therapist #${s.therapist_id}`;
      case 'spa_cabin.save':
        return s.before ? t`Changed spa cabin #${s.cabin_id}` : t`Added spa cabin #${s.cabin_id}`;
      case 'spa_booking.create':
        return t`Booked spa treatment #${s.appointment_id} for reservation #${s.reservation_id}`;
      case 'spa_booking.move':
        return t`Moved spa treatment #${s.appointment_id}`;
      case 'spa_block.add':
        return t`Blocked hours of therapist #${s.therapist_id}`;
      case 'spa_block.remove':
        return t`Freed blocked hours #${s.appointment_id}`;
    }
  };
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  });
  return (
    <section aria-labelledby="staff-actions-title">
      <h2 id="staff-actions-title">
        <Trans>Staff actions</Trans>
      </h2>
      {actions.isPending ? <Skeleton count={4} height={32} /> : null}
      {actions.isError ? <AdminLoadError error={actions.error} /> : null}
      {actions.data?.length === 0 ? (
        <p>
          <Trans>Nothing recorded yet.</Trans>
        </p>
      ) : null}
      {actions.data?.length ? (
        <ul className="admin-actions" data-testid="staff-actions">
          {actions.data.map((a) => (
            <li key={a.id}>
              <time dateTime={a.created_at}>{when.format(new Date(a.created_at))}</time> ·{' '}
              <strong>{a.user_email}</strong> · {describe(a)}
              {/* Seasons read as one sentence already; every other record changed lists its fields (§12.4). */}
              {a.action.startsWith('season.') ? null : (
                <ActionChanges before={a.subject.before} after={a.subject.after} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
