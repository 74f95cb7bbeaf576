import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import type { ReservationAddOnLine } from '@src/api/booking';
import { useLocale } from '@src/i18n/useLocale';

/** The extras sold with the rooms (docs/product.md §16.9), as sold: in the total, paid at the hotel. */
export function ReservationAddOns({ lines }: { lines: readonly ReservationAddOnLine[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (lines.length === 0) return null;
  return (
    <section className="reservation-page__add-ons" aria-label={t`Extras`} data-testid="reservation-add-ons">
      <h3>
        <Trans>Extras</Trans>
      </h3>
      <ul>
        {lines.map((line) => {
          const room = line.room;
          const quantity = line.quantity;
          const amount = formatMoney(line.amount, locale);
          return (
            <li key={`${line.room}-${line.add_on_id}`}>
              <Trans>
                Room {room}: {line.name} × {quantity}, {amount}
              </Trans>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
