import { Fragment, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { SpaDayWire, SpaSlotWire } from '@domain/daySpaAdmin';
import { formatMoney } from '@domain/money';
import { useLocale } from '../../../i18n/useLocale';
import { closeDay, openDay, refreshSpaDays, reservationsOf } from './daySpaAdminApi';
import { ReservationsInTheWay } from './ReservationsInTheWay';
import { SlotEditForm } from './SlotEditForm';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

/**
 * A month of a product's days (docs/product.md §12.16): each day's slots with places, sold and
 * price per person; a slot opens its form; a day is closed or opened again.
 */
export function SpaDays({ productId, days, today }: { productId: number; days: SpaDayWire[]; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState<number | null>(null);
  const { refusal, run } = useStaffChange(refreshSpaDays, reservationsOf);
  const day = (iso: string) => formatDate(iso, locale, 'ddd DD MMM YYYY');
  const slotName = (slot: SpaSlotWire) => slot.title ?? t`Whole day`;
  const toggle = (d: SpaDayWire) => run(() => (d.closed ? openDay(productId, d.date) : closeDay(productId, d.date)));
  return (
    <>
      <StaffChangeRefusal refusal={refusal}>
        <ReservationsInTheWay reservations={refusal?.detail ?? []} />
      </StaffChangeRefusal>
      <table className="admin-table admin-spa__days" data-testid="spa-days">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Slots: places, sold, price per person</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date} data-testid={`spa-day-${d.date}`} className={d.closed ? 'admin-spa__closed' : undefined}>
              <th scope="row">
                {day(d.date)}
                {d.closed ? (
                  <>
                    {' '}
                    <strong>
                      <Trans>Closed</Trans>
                    </strong>
                  </>
                ) : null}
              </th>
              <td>
                {d.slots.length === 0 ? (
                  <span className="admin-muted">
                    <Trans>No slot</Trans>
                  </span>
                ) : (
                  <ul className="admin-spa__slots">
                    {d.slots.map((slot) => (
                      <Fragment key={slot.id}>
                        <li data-testid={`spa-slot-${slot.id}`}>
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-expanded={editing === slot.id}
                            onClick={() => setEditing(editing === slot.id ? null : slot.id)}
                          >
                            {t`Edit ${slotName(slot)} of ${day(d.date)}`}
                          </button>{' '}
                          {slot.starts_at}–{slot.ends_at} ·{' '}
                          <Trans>
                            {slot.sold} sold of {slot.capacity}
                          </Trans>{' '}
                          · {formatMoney(slot.price, locale)}
                        </li>
                        {editing === slot.id ? (
                          <li>
                            <SlotEditForm
                              slot={slot}
                              label={t`Change ${slotName(slot)} of ${day(d.date)}`}
                              onDone={() => setEditing(null)}
                            />
                          </li>
                        ) : null}
                      </Fragment>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                {d.date >= today ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void toggle(d)}
                  >
                    {d.closed ? t`Open ${day(d.date)} again` : t`Close ${day(d.date)}`}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
