import type { RefObject } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import type { ModalProps } from './Modal';

type Props = Omit<ModalProps, 'trigger'> & { returnFocusTo?: RefObject<HTMLElement | null> };

/** Modal's dialog (./Modal.tsx loads it when it is first wanted): radix Dialog, its trigger outside it. */
export function ModalDialog({
  title,
  hideTitle,
  description,
  returnFocusTo,
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
          // The trigger is Modal's own button, outside radix's tree: radix would focus nothing.
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
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
