import { useSyncExternalStore } from 'react';

/**
 * The cart dropdown's global open state (product.md §5.2): the navigation's
 * cart button toggles it, adding a product opens it, click-away and Escape close it.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

const focusListeners = new Set<() => void>();
/** Kept until the dropdown takes it: the cart is an island that can mount after the first add. */
let focusWanted = false;

/**
 * A product added: the cart opens and the focus goes to its button (the add button is busy
 * meanwhile, and the focus would fall to the page's start), one Tab from the cart's lines and checkout.
 */
export const openCartDropdown = () => {
  focusWanted = true;
  set(true);
  focusListeners.forEach((listener) => listener());
};
/** The dropdown's button, told to take the focus when a product is added. */
export function onCartFocusRequest(listener: () => void): () => void {
  focusListeners.add(listener);
  return () => focusListeners.delete(listener);
}
/** Whether a product added since asks for the focus; asked once, it is taken. */
export function takeCartFocusRequest(): boolean {
  const wanted = focusWanted;
  focusWanted = false;
  return wanted;
}
export const closeCartDropdown = () => set(false);
export const toggleCartDropdown = () => set(!open);

export function useCartDropdownOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
