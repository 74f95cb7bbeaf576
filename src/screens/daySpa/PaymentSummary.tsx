import { Trans, useLingui } from '@lingui/react/macro';
import type { DaySpaPrice } from '@domain/daySpa';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { ChosenSlot } from '@machines/daySpa.machine';
import { useLocale } from '../../i18n/useLocale';
import { slotTitle } from '@src/shared/reservation/slotTitle';

export interface PaymentSummaryProps {
  date: string;
  slot: ChosenSlot;
  people: number;
  price: DaySpaPrice;
  discountPercent: number;
}

/** The order: day, slot, people, the price for everyone, the voucher and discount, the total. */
export function PaymentSummary({ date, slot, people, price, discountPercent }: PaymentSummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <dl className="day-spa-summary" aria-label={t`Order summary`}>
      <dt>
        <Trans>Date</Trans>
      </dt>
      <dd>{formatDate(date, locale, 'DD MMMM YYYY')}</dd>
      <dt>
        <Trans>Time slot</Trans>
      </dt>
      <dd>{slotTitle(slot.title, i18n)}</dd>
      <dt>
        <Trans>People</Trans>
      </dt>
      <dd>{people}</dd>
      <dt>
        <Trans>Price</Trans>
      </dt>
      <dd>
        {money(price.subtotal)}{' '}
        <span className="form-hint">
          ({people} × {money(slot.sale_price)})
        </span>
      </dd>
      {price.voucher > 0 ? (
        <>
          <dt>
            <Trans>Bonus voucher</Trans>
          </dt>
          <dd data-testid="voucher-discount">−{money(price.voucher)}</dd>
        </>
      ) : null}
      {price.discount > 0 ? (
        <>
          <dt>
            <Trans>Your discount ({discountPercent}%)</Trans>
          </dt>
          <dd>−{money(price.discount)}</dd>
        </>
      ) : null}
      <dt className="day-spa-summary__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="day-spa-summary__total" data-testid="total">
        {money(price.total)}
      </dd>
    </dl>
  );
}
