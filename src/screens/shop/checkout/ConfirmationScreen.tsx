import { useRef } from 'react';
import { Redirect } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { subPath } from '@domain/routes';
import type { ShopTransaction } from '@domain/shop';
import { paidWithGiftCard, type PaymentSplit } from '@domain/paymentSplit';
import { useLocale } from '@src/i18n/useLocale';
import { Checkmark, useFocusOnMount } from '@src/ui';
import { CheckoutPage } from './CheckoutPage';

/** The transaction the payment step passed in the history entry, if any. */
function passedTransaction(): ShopTransaction | null {
  const state = window.history.state as { transaction?: ShopTransaction } | null;
  return state?.transaction ?? null;
}

/**
 * /{lang}/shop/checkout/confirmation (product.md §5.3): the total, the card's last four digits and what
 * was bought; opened without a transaction it goes back to payment.
 */
export function ConfirmationScreen() {
  const transaction = passedTransaction();
  if (!transaction) return <Redirect to={subPath('shopPayment', 'shopCheckout')} replace />;
  return <Confirmation transaction={transaction} />;
}

function Confirmation({ transaction }: { transaction: ShopTransaction }) {
  const { t } = useLingui();
  const locale = useLocale();
  const self = useRef<HTMLDivElement>(null);
  useFocusOnMount(self, 'top');
  const total = formatMoney(transaction.total, locale);
  const last4 = transaction.card_last_four;
  const number = transaction.reservation_id;
  // A gift card paid some of it: each part, not the whole total as paid by card.
  const split = paidWithGiftCard(transaction.paid_with);
  return (
    <CheckoutPage step="confirmation" machine="confirmation" state="shown">
      <div className="checkout-card" ref={self} tabIndex={-1} data-testid="shop-confirmation">
        <Checkmark label={t`Payment complete`} />
        <h2>
          <Trans>Thank you for your purchase</Trans>
        </h2>
        <p>
          <Trans>
            Order {number}: <strong>{total}</strong> paid
          </Trans>
          {last4 && !split ? (
            <>
              {' '}
              <Trans>with the card ending in {last4}</Trans>
            </>
          ) : null}
          {split ? ':' : '.'}
        </p>
        {split ? <PaidWith split={transaction.paid_with} /> : null}
        <ul className="checkout-summary">
          {transaction.items.map(({ reservation_number: reservation, ...item }, index) => (
            <li key={index}>
              <span>
                {item.qty} × {item.name}, {item.date ? `${formatDate(item.date, locale, 'DD MMMM YYYY')}, ` : null}
                {item.variation} (<Plural value={item.people} one="# person" other="# people" />){' '}
                {reservation ? <Trans>reservation {reservation}</Trans> : <Trans>for {item.recipient}</Trans>}
              </span>
              <span>{formatMoney(item.subtotal, locale)}</span>
            </li>
          ))}
        </ul>
        {transaction.items.some((item) => item.type === 'giftcard') ? (
          <p>
            <Trans>Each recipient receives their gift card by email, with a card to print.</Trans>
          </p>
        ) : null}
        {transaction.items.some((item) => item.type === 'reservation') ? (
          <p>
            <Trans>Your spa reservation is confirmed: give its number at the reception when you arrive.</Trans>
          </p>
        ) : null}
        <p>
          <Trans>We have sent you the receipt.</Trans>
        </p>
      </div>
    </CheckoutPage>
  );
}

/** What paid the order: each gift card (its code's last four) and the card, with their amounts. */
function PaidWith({ split }: { split: PaymentSplit }) {
  const locale = useLocale();
  return (
    <ul className="checkout-summary" data-testid="paid-with">
      {split.gift_cards.map((used) => (
        <li key={used.last_four}>
          <span>
            <Trans>Gift card …{used.last_four}</Trans>
          </span>
          <span>{formatMoney(used.amount, locale)}</span>
        </li>
      ))}
      {split.card ? (
        <li>
          <span>
            {split.card.last_four ? <Trans>Card ending in {split.card.last_four}</Trans> : <Trans>Card</Trans>}
          </span>
          <span>{formatMoney(split.card.amount, locale)}</span>
        </li>
      ) : null}
    </ul>
  );
}
