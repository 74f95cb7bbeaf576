import { Trans, useLingui } from '@lingui/react/macro';
import { isReserved, selectionTotals, type ReservedRoom } from '@domain/bookingSelection';
import { formatMoney } from '@domain/money';
import { useLocale } from '@src/i18n/useLocale';
import { useOccupancy } from '@src/i18n/counts';

export interface OrderSummaryProps {
  rooms: ReservedRoom[];
  /** The room being chosen now, marked in the list. */
  editingIndex?: number;
  /** The guest's personal discount (product.md §2.2), shown as the discounted total. */
  discountPercent?: number;
  /** Remove a chosen room (by temp id) to choose it again; absent: read-only. */
  onDelete?: (tempId: string) => void;
  disabled?: boolean;
  /** The extras chosen on the payment step, as the server priced them (product.md §16.9): in the stay's total and balance, not in the deposit. */
  extrasCents?: number;
}

/** The rooms chosen so far with their rate and price, the extras chosen, the stay total and the deposit. */
export function OrderSummary({
  rooms,
  editingIndex,
  discountPercent,
  onDelete,
  disabled,
  extrasCents = 0,
}: OrderSummaryProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const occupancy = useOccupancy();
  const money = (cents: number) => formatMoney(cents, locale);
  const totals = selectionTotals(rooms, discountPercent, extrasCents);
  const chosen = rooms.filter(isReserved).length;

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">
        <Trans>Your booking</Trans>
      </h2>
      <ol className="order-summary__rooms">
        {rooms.map((room, index) => {
          const n = index + 1;
          return (
            <li
              key={room.temp_id}
              className={
                index === editingIndex && !isReserved(room)
                  ? 'order-summary__room order-summary__room--current'
                  : 'order-summary__room'
              }
            >
              <span className="order-summary__label">
                <Trans>Room {n}</Trans>
              </span>
              {isReserved(room) ? (
                <>
                  <span className="order-summary__name">{room.room_category?.name}</span>
                  <span className="order-summary__rate">{room.rate_variation?.full_name}</span>
                  <span className="order-summary__people">{occupancy(room.adults, room.children)}</span>
                  <span className="order-summary__price">{money(room.rate_variation?.total ?? 0)}</span>
                  {onDelete ? (
                    <button
                      type="button"
                      className="order-summary__remove"
                      disabled={disabled}
                      onClick={() => onDelete(room.temp_id)}
                    >
                      <Trans>Change room {n}</Trans>
                    </button>
                  ) : null}
                </>
              ) : (
                <span className="order-summary__pending">
                  {index === editingIndex ? t`Choosing now` : t`Still to choose`}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {chosen > 0 ? (
        <dl className="order-summary__totals">
          {extrasCents > 0 ? (
            <>
              <dt>
                <Trans>Extras, paid at the hotel</Trans>
              </dt>
              <dd data-testid="extras-total">{money(extrasCents)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Stay total</Trans>
          </dt>
          <dd data-testid="stay-total">{money(totals.subtotal)}</dd>
          {discountPercent ? (
            <>
              <dt>
                <Trans>Your price with your {discountPercent}% discount</Trans>
              </dt>
              <dd data-testid="discounted-total">{money(totals.total)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Deposit to pay now</Trans>
          </dt>
          <dd data-testid="deposit">{money(totals.deposit)}</dd>
          <dt>
            <Trans>Balance at the hotel</Trans>
          </dt>
          <dd>{money(totals.balance)}</dd>
        </dl>
      ) : null}
    </aside>
  );
}
