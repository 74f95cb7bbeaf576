import { useSyncExternalStore } from 'react';

/**
 * The cart dropdown's global open state (SPEC 2: "toggles on a global event"): the navigation's
 * cart button toggles it, adding a product opens it, click-away and Escape close it.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const openCartDropdown = () => set(true);
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
