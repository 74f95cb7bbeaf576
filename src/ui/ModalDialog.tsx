import type { RefObject } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import type { ModalProps } from './Modal';
import { openers } from './modalOpeners';

type Props = Omit<ModalProps, 'trigger'> & {
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** What had the focus before the modal opened. */
  opener: HTMLElement | null;
};

/** Modal's dialog (./Modal.tsx loads it when it is first wanted): radix Dialog, its trigger outside it. */
export function ModalDialog({
  title,
  hideTitle,
  description,
  returnFocusTo,
  opener,
  open,
  onOpenChange,
  size = 'default',
  fullScreen,
  closeButton = true,
  footer,
  className,
  children,
}: Props) {
  const { t } = useLingui();
  const classes = ['modal', `modal--${size}`, fullScreen ? 'modal--full' : '', className ?? ''];
  const heading = <Dialog.Title className="modal-title">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={classes.join(' ').trim()}
          ref={(node) => {
            if (node && opener) openers.set(node, opener);
          }}
          // Radix gives the focus back to its own trigger, which these modals lack: back to Modal's
          // trigger, or else to what had it before the modal opened when nothing has taken it since
          // (a screen may move it on purpose once a modal has closed).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const lost = !document.activeElement || document.activeElement === document.body;
            const target = returnFocusTo?.current ?? (lost ? opener : null);
            if (target?.isConnected) target.focus();
          }}
          // Without a description, say so, or radix warns about a missing one.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal-header">
            {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
            {closeButton ? (
              <Dialog.Close className="modal-close" aria-label={t`Close`}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            ) : null}
          </header>
          {description ? <Dialog.Description className="modal-description">{description}</Dialog.Description> : null}
          <div className="modal-body">{children}</div>
          {footer ? <footer className="modal-footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
