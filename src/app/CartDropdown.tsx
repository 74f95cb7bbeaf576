import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CART_DROPDOWN_MAX_HEIGHT_PX } from '@domain/constants';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { removeFromCart, useCart, useRefreshCart, type CartItem } from '../api/shop';
import { useLocale } from '../i18n/useLocale';
import { toast } from '../ui/toast/store';
import {
  closeCartDropdown,
  onCartFocusRequest,
  takeCartFocusRequest,
  useCartDropdownOpen,
} from '@src/shared/cart/cartDropdownStore';
import { CartButton } from './CartButton';

/**
 * The cart in the navigation (product.md §5.2): the item count on its button; the items with
 * remove links, the total and the checkout button; when empty, a link to the shop. It opens on
 * the global event (the button, or a product added), closes on click-away, Escape (focus back on
 * the button) or navigation; within its 300 px only the lines scroll, the total and the checkout stay.
 */
export function CartDropdown() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: cart } = useCart(locale);
  const open = useCartDropdownOpen();
  const [location] = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = cart?.items.reduce((sum, item) => sum + item.qty, 0) ?? 0;

  // Navigation closes it; its first render does not (a click on the first paint's button opened it).
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    closeCartDropdown();
  }, [location]);
  // A product added before this island mounted (a slow start) still gets its focus once it has.
  useEffect(() => {
    const focusIfAsked = () => {
      if (takeCartFocusRequest()) button.current?.focus();
    };
    focusIfAsked();
    return onCartFocusRequest(focusIfAsked);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) closeCartDropdown();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeCartDropdown();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="cart-dropdown" ref={root}>
      <CartButton ref={button} count={count} open={open} panelId={panelId} />
      <div
        id={panelId}
        className="cart-dropdown__panel"
        hidden={!open}
        style={{ maxHeight: CART_DROPDOWN_MAX_HEIGHT_PX }}
        role="region"
        aria-label={t`Cart`}
      >
        {cart && cart.items.length > 0 ? (
          <>
            <ul className="cart-dropdown__items">
              {cart.items.map((item) => (
                <CartLine key={item.rowId} item={item} />
              ))}
            </ul>
            <p className="cart-dropdown__total">
              <Trans>Total</Trans> <strong data-testid="cart-total">{formatMoney(cart.total, locale)}</strong>
            </p>
            <Link href="/shop/checkout" className="button button--primary button--block">
              <Trans>Checkout</Trans>
            </Link>
          </>
        ) : (
          <p className="cart-dropdown__empty">
            <Trans>Your cart is empty.</Trans>{' '}
            <Link href="/shop">
              <Trans>Choose a gift card</Trans>
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const locale = useLocale();
  const refreshCart = useRefreshCart();
  const remove = async () => {
    try {
      toast.success((await removeFromCart(item.rowId)).message);
    } catch (error) {
      // Removed already (another tab): say so; the refreshed cart shows what is left.
      toast.error((error as Error).message);
    }
    await refreshCart();
  };
  return (
    <li className="cart-dropdown__item">
      <span className="cart-dropdown__name">
        {item.name}
        <span className="cart-dropdown__detail">
          {item.options.date ? `${formatDate(item.options.date, locale, 'DD MMM YYYY')} · ` : null}
          {item.options.variation.text} · <Plural value={item.options.people} one="# person" other="# people" /> ·{' '}
          {item.qty} × {formatMoney(item.price, locale)}
          {item.value !== undefined && item.value !== item.price && item.options.type === 'giftcard' ? (
            <>
              {' '}
              <Trans>(each worth {formatMoney(item.value, locale)})</Trans>
            </>
          ) : null}
        </span>
      </span>
      <span className="cart-dropdown__subtotal">{formatMoney(item.subtotal, locale)}</span>
      <button type="button" className="link-button cart-dropdown__remove" onClick={remove}>
        <Trans>Remove</Trans>
        <span className="visually-hidden"> {item.name}</span>
      </button>
    </li>
  );
}
