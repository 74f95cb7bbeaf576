import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { PromoCodeWire } from '@domain/promoCodes';
import { useLocale } from '../../../i18n/useLocale';
import { PromoCodeForm } from './PromoCodeForm';
import { deactivatePromoCode, refreshPromoCodes, type PromoCodesList } from './promoCodesApi';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';
import { useSortedRows } from '../useSortedRows';

type SortKey = 'code' | 'uses' | 'arrival' | 'active';
const compare = {
  code: (a: PromoCodeWire, b: PromoCodeWire) => a.code.localeCompare(b.code),
  uses: (a: PromoCodeWire, b: PromoCodeWire) => a.uses - b.uses || a.code.localeCompare(b.code),
  arrival: (a: PromoCodeWire, b: PromoCodeWire) =>
    (a.arrival_from ?? '').localeCompare(b.arrival_from ?? '') || a.code.localeCompare(b.code),
  active: (a: PromoCodeWire, b: PromoCodeWire) => Number(b.active) - Number(a.active) || a.code.localeCompare(b.code),
} satisfies Record<SortKey, (a: PromoCodeWire, b: PromoCodeWire) => number>;

/**
 * The codes as a dense table (docs/product.md §12.15): code, name, discount, stay and booking
 * days, minimum nights, uses against the caps, active; sorted by a column header's button
 * (`aria-sort` says which), each code changed in place or switched off.
 */
export function PromoCodesTable({ list }: { list: PromoCodesList }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const { refusal, run } = useStaffChange(refreshPromoCodes);
  const { rows, header } = useSortedRows(list.promo_codes, compare, 'code');
  const day = (iso: string | null) => (iso ? formatDate(iso, locale, 'DD MMM YYYY') : '…');
  const span = (from: string | null, to: string | null) => (from || to ? `${day(from)} – ${day(to)}` : t`any`);
  const discount = (c: PromoCodeWire) =>
    [
      c.amount_off_cents > 0 ? `−${formatMoney(c.amount_off_cents, locale)}` : '',
      c.discount_percent > 0 ? `−${c.discount_percent}%` : '',
      c.unlocks_rate_plan_id
        ? (list.rate_plans.find((p) => p.id === c.unlocks_rate_plan_id)?.name[locale] ?? t`a rate`)
        : '',
    ]
      .filter(Boolean)
      .join(' + ');
  const switchOff = (code: PromoCodeWire) => run(() => deactivatePromoCode(code.code, code.version));
  return (
    <>
      <StaffChangeRefusal refusal={refusal} />
      <table className="admin-table admin-promo-table" data-testid="promo-codes">
        <thead>
          <tr>
            {header('code', t`Code`)}
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Discount</Trans>
            </th>
            {header('arrival', t`Arrivals`)}
            <th scope="col">
              <Trans>Bookings</Trans>
            </th>
            <th scope="col">
              <Trans>Min. nights</Trans>
            </th>
            {header('uses', t`Uses / caps`)}
            {header('active', t`Active`)}
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) =>
            editing === c.code ? (
              <tr key={c.code} data-testid={`promo-${c.code}`}>
                <td colSpan={9}>
                  <PromoCodeForm code={c} plans={list.rate_plans} onDone={() => setEditing(null)} />
                </td>
              </tr>
            ) : (
              <tr key={c.code} data-testid={`promo-${c.code}`}>
                <th scope="row">{c.code}</th>
                <td>{c.name[locale]}</td>
                <td>{discount(c)}</td>
                <td>{span(c.arrival_from, c.arrival_to)}</td>
                <td>{span(c.booked_from, c.booked_to)}</td>
                <td>{c.min_nights}</td>
                <td data-testid="uses">
                  {c.uses} / {c.max_uses ?? '∞'}
                  {c.max_uses_per_guest ? (
                    <span className="admin-table__sub">{t`at most ${c.max_uses_per_guest} per guest`}</span>
                  ) : null}
                </td>
                <td>{c.active ? t`yes` : t`no`}</td>
                <td className="admin-tax-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(c.code)}
                  >
                    {t`Change ${c.code}`}
                  </button>
                  {c.active ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => void switchOff(c)}
                    >
                      {t`Switch off ${c.code}`}
                    </button>
                  ) : null}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </>
  );
}
