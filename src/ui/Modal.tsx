import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';
import { openers } from './modalOpeners';

export type ModalProps = {
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** A button that opens the modal (Modal sets its click, ref and ARIA); focus returns to it on close. */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'default' is 600 px wide, 'dialog' 400 px. */
  size?: 'default' | 'dialog';
  fullScreen?: boolean;
  /** Show the × button (default true). */
  closeButton?: boolean;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

// Radix's dialog (focus trap, scroll lock, dismissable layer: 10 KiB brotli) loads once the page
// with a modal is idle, or sooner when the modal opens or its trigger is pointed at or focused:
// not before a journey's first paint (decision 035).
const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(() => loadDialog().then((module) => ({ default: module.ModalDialog })));
const prefetch = () => void loadDialog().catch(() => undefined);

/**
 * What had the focus as a modal opens, read while rendering, before the commit that may remove
 * it: a modal opened from inside another (the token's "Create" opening "Your new token") goes
 * back to where the first one came from, also when the focus was lost in it (its button
 * disabled while it saved): the other is still in the page while this one renders.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body) {
    const outer = active.closest('[role="dialog"]');
    return (outer && openers.get(outer)) ?? active;
  }
  const open = [...document.querySelectorAll('[role="dialog"]')].reverse();
  return open.map((dialog) => openers.get(dialog)).find((opener) => opener !== undefined) ?? null;
}

/**
 * A modal dialog on radix Dialog: focus trapped inside, Escape closes; on close the focus goes
 * back to the trigger, or to what had it before the modal opened.
 */
export function Modal({ trigger, open, ...dialog }: ModalProps) {
  const triggerRef = useRef<HTMLElement>(null);
  // From the renders before: whether it has ever opened (its dialog is wanted from then on) and its opener.
  const [seen, setSeen] = useState(() => ({ open, ever: open, from: open ? openerOf(document.activeElement) : null }));
  if (open !== seen.open)
    setSeen({ open, ever: seen.ever || open, from: open ? openerOf(document.activeElement) : seen.from });
  useEffect(() => whenIdle(prefetch), []);
  const button = trigger
    ? cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => dialog.onOpenChange?.(true),
        onPointerEnter: prefetch,
        onFocus: prefetch,
      })
    : null;
  return (
    <>
      {button}
      {seen.ever ? (
        <Suspense fallback={null}>
          <ModalDialog {...dialog} open={open} returnFocusTo={trigger ? triggerRef : undefined} opener={seen.from} />
        </Suspense>
      ) : null}
    </>
  );
}
