import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

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

/** A modal dialog on radix Dialog: focus trapped inside, Escape closes, focus goes back to the trigger on close. */
export function Modal({ trigger, open, ...dialog }: ModalProps) {
  const triggerRef = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
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
      {wanted ? (
        <Suspense fallback={null}>
          <ModalDialog {...dialog} open={open} returnFocusTo={trigger ? triggerRef : undefined} />
        </Suspense>
      ) : null}
    </>
  );
}
