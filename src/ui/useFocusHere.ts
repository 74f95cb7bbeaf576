import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where a journey step starts (issue 16: screens must not open at the old scroll position):
 * `top` scrolls the page to its top (a new screen), `nearest` brings the element into view only
 * if it is not (a message appearing where the guest is looking), `start` puts it at the top of
 * the view (the part of the screen that changed). The element gets the focus, so a screen reader
 * reads from there; give it `tabIndex={-1}` when it is not focusable by itself.
 */
export type FocusScroll = 'top' | 'nearest' | 'start';

function focusHere(element: HTMLElement | null, scroll: FocusScroll) {
  if (!element) return;
  if (scroll === 'top') window.scrollTo({ top: 0 });
  else element.scrollIntoView({ block: scroll });
  element.focus({ preventScroll: true });
}

/** Focuses `ref` when the component mounts. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, scroll: FocusScroll) {
  // Once, when the step appears: the ref object and the scroll style do not change.
  useEffect(() => {
    focusHere(ref.current, scroll);
  }, [ref, scroll]);
}

/**
 * Focuses `ref` when `key` changes from one step to another (not when it first has a value: the
 * screen's own start covers that). `null` means no step is shown.
 */
export function useFocusOnChange(
  ref: RefObject<HTMLElement | null>,
  key: string | number | null,
  scroll: FocusScroll = 'start',
) {
  const previous = useRef(key);
  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (key === null || before === null || before === key) return;
    focusHere(ref.current, scroll);
  }, [key, ref, scroll]);
}
