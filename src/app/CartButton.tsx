import { forwardRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toggleCartDropdown } from '@src/shared/cart/cartDropdownStore';
import './cartDropdown.css';

const cartIcon = (
  <svg className="navbar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d="M3 4h2l2.4 11h10.2L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
    <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
  </svg>
);

interface CartButtonProps {
  count: number;
  open: boolean;
  /** The panel's id; absent in the first paint, before the panel exists. */
  panelId?: string;
}

/** The cart's button in the navigation, with the item count; it toggles the cart dropdown. */
export const CartButton = forwardRef<HTMLButtonElement, CartButtonProps>(function CartButton(
  { count, open, panelId },
  ref,
) {
  const { t } = useLingui();
  return (
    <button
      ref={ref}
      type="button"
      className="navbar__cart cart-dropdown__button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggleCartDropdown}
    >
      {cartIcon}
      <span className="navbar__label">
        <Trans>Cart</Trans>
      </span>
      <span className="cart-dropdown__count" data-testid="cart-count" aria-label={t`${count} items`}>
        {count}
      </span>
    </button>
  );
});

/** The first paint's cart: its button with no count yet; the dropdown replaces it once loaded. */
export function CartButtonPlaceholder() {
  return (
    <div className="cart-dropdown">
      <CartButton count={0} open={false} />
    </div>
  );
}
