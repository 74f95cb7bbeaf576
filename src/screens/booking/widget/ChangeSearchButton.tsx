import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBookingCalendar } from '@src/api/booking';
import { Modal, Skeleton } from '@src/ui';
import { widgetInitial } from './widgetSearch';

// The widget (day picker, date helpers, its form) loads when the modal opens: the rooms screen
// shows only the button (decision 028).
const BookingWidget = lazy(() => import('./BookingWidget').then((module) => ({ default: module.BookingWidget })));

const widgetSkeleton = <Skeleton count={4} height={44} />;

/** 'Change search': the booking widget in a full-screen modal with Cancel, prefilled from the page's query. */
export function ChangeSearchButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const query = useSearch();
  // Asked for when the modal opens: the rooms screen shows only the button.
  const calendar = useBookingCalendar({ enabled: open });
  return (
    <Modal
      fullScreen
      open={open}
      onOpenChange={setOpen}
      title={t`Change your search`}
      trigger={
        <button type="button" className={`button button--${variant} change-search`}>
          <Trans>Change search</Trans>
        </button>
      }
    >
      {calendar.data ? (
        <Suspense fallback={widgetSkeleton}>
          <BookingWidget
            calendar={calendar.data}
            initial={widgetInitial(query, calendar.data)}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        widgetSkeleton
      )}
    </Modal>
  );
}
