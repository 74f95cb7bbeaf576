import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { dismissNotice, getNotices, subscribeNotices, type NoticeType } from './store';

const ICONS: Record<NoticeType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

/**
 * Renders the toast store bottom-right. Radix times each notice out (pausing while hovered or
 * focused, so nobody loses a message they are reading) and we then drop it from the list.
 * Mount it once, near the root.
 */
export function Toaster() {
  const { t } = useLingui();
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  const typeLabel: Record<NoticeType, string> = {
    success: t`Success`,
    error: t`Error`,
    warning: t`Warning`,
    info: t`Information`,
  };
  return (
    <Toast.Provider swipeDirection="right" label={t`Notification`}>
      {notices.map((notice) => (
        <Toast.Root
          key={notice.id}
          duration={notice.duration}
          // Errors interrupt screen readers; the rest waits politely.
          type={notice.type === 'error' ? 'foreground' : 'background'}
          className={`toast toast--${notice.type}`}
          onOpenChange={(open) => {
            if (!open) dismissNotice(notice.id);
          }}
        >
          <span className="toast-icon" aria-hidden="true">
            {ICONS[notice.type]}
          </span>
          <Toast.Title className="visually-hidden">{typeLabel[notice.type]}</Toast.Title>
          <Toast.Description className="toast-text">{notice.text}</Toast.Description>
          <Toast.Close className="toast-close" aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" label={t`Notifications (F8)`} />
    </Toast.Provider>
  );
}
