import { useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useBookingCalendar } from '../../api/booking';
import { Skeleton } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { BookingWidget } from './widget/BookingWidget';
import { widgetInitial } from './widget/widgetSearch';
import './booking.css';

/** booking.dates (/{lang}/booking/select-dates): the booking widget on its own page, prefilled from the query. */
export function DatesScreen() {
  const query = useSearch();
  const calendar = useBookingCalendar();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Select Dates</Trans>
        </h1>
        <p className="booking-header__stay">
          <Trans>
            Choose your stay, the rooms and who is coming: we show you the rooms that are free and their best prices.
          </Trans>
        </p>
      </PageHeader>
      <div className="container page booking-page booking-dates">
        {calendar.data ? (
          <BookingWidget key={query} calendar={calendar.data} initial={widgetInitial(query, calendar.data)} />
        ) : (
          <Skeleton count={5} height={48} />
        )}
      </div>
    </>
  );
}
