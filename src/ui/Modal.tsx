import type { ReactNode } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';

export type ModalProps = {
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** An element (usually a button) that opens the modal; focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'default' is 600 px wide, 'dialog' 400 px. */
  size?: 'default' | 'dialog';
  fullScreen?: boolean;
  /** Show the × button (default true). */
  closeButton?: boolean;
  /** Buttons at the bottom; wrap one in `<ModalClose asChild>` to make it close the modal. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A modal dialog on radix Dialog: focus trapped inside, Escape closes, focus goes back on close. */
export function Modal({
  title,
  hideTitle,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'default',
  fullScreen,
  closeButton = true,
  footer,
  className,
  children,
}: ModalProps) {
  const { t } = useLingui();
  const classes = ['modal', `modal--${size}`, fullScreen ? 'modal--full' : '', className ?? ''];
  const heading = <Dialog.Title className="modal-title">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={classes.join(' ').trim()}
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
