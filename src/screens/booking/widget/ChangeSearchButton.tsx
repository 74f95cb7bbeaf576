import { useState } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBookingCalendar } from '../../../api/booking';
import { Modal, Skeleton } from '../../../ui';
import { BookingWidget } from './BookingWidget';
import { widgetInitial } from './widgetSearch';

/** 'Change search': the booking widget in a full-screen modal with Cancel, prefilled from the page's query. */
export function ChangeSearchButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const query = useSearch();
  const calendar = useBookingCalendar();
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
        <BookingWidget calendar={calendar.data} initial={widgetInitial(query, calendar.data)} onCancel={() => setOpen(false)} />
      ) : (
        <Skeleton count={4} height={44} />
      )}
    </Modal>
  );
}
