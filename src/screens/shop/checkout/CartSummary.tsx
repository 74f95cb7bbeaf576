import { Plural, Trans } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { Cart } from '@domain/shop';
import { useLocale } from '@src/i18n/useLocale';

/** What the cart holds and its total, as the server computed them. */
export function CartSummary({ cart }: { cart: Cart }) {
  const locale = useLocale();
  return (
    <section className="checkout-card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">
        <Trans>Your order</Trans>
      </h2>
      <ul className="checkout-summary">
        {cart.items.map((item) => (
          <li key={item.rowId}>
            <span>
              {item.qty} × {item.name},{' '}
              {item.options.date ? `${formatDate(item.options.date, locale, 'DD MMMM YYYY')}, ` : null}
              {item.options.variation.text} (<Plural value={item.options.people} one="# person" other="# people" />)
              {item.options.delivery.name ? (
                <>
                  {' '}
                  <Trans>for {item.options.delivery.name}</Trans>
                </>
              ) : null}
            </span>
            <span>{formatMoney(item.subtotal, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="checkout-summary__total">
        <Trans>Total</Trans> <span data-testid="checkout-total">{formatMoney(cart.total, locale)}</span>
      </p>
    </section>
  );
}
