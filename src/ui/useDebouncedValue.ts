import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@domain/constants';

/** `value` once it has stopped changing for `delayMs` (product.md §1.3: `SEARCH_DEBOUNCE_MS`, 500 ms), e.g. a code being typed. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
