import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { NAV_FLOATING_THRESHOLD } from '@domain/constants';

interface HeaderVisibility {
  floating: boolean;
  observe(element: HTMLElement | null): void;
}

const Context = createContext<HeaderVisibility>({ floating: false, observe: () => {} });

/**
 * The navigation bar floats once the page's header image is less than 10 percent visible
 * (product.md §1.3: `NAV_FLOATING_THRESHOLD`). Pages without a header image leave it floating from the start.
 */
export function HeaderVisibilityProvider({ children }: { children: ReactNode }) {
  const [floating, setFloating] = useState(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const observe = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) {
      setFloating(true);
      return;
    }
    observer.current = new IntersectionObserver(
      ([entry]) => setFloating(entry.intersectionRatio < NAV_FLOATING_THRESHOLD),
      {
        threshold: [0, NAV_FLOATING_THRESHOLD, 1],
      },
    );
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return <Context.Provider value={{ floating, observe }}>{children}</Context.Provider>;
}

export const useHeaderVisibility = () => useContext(Context);

/** Ref callback for a page's header image: `<header ref={useObservedHeader()}>`. */
export function useObservedHeader() {
  const { observe } = useHeaderVisibility();
  return useCallback((element: HTMLElement | null) => observe(element), [observe]);
}
