import { useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useBookingCalendar } from '../../api/booking';
import { Skeleton } from '../../ui';
import { BookingWidget } from './widget/BookingWidget';
import { widgetInitial } from './widget/widgetSearch';
import './booking.css';

/** The booking widget on the home page, under the header. */
export function HomeBookingSection() {
  const query = useSearch();
  const calendar = useBookingCalendar();
  return (
    <section className="container home-booking" aria-labelledby="home-booking-title">
      <h2 id="home-booking-title">
        <Trans>Book your stay</Trans>
      </h2>
      {calendar.data ? (
        <BookingWidget calendar={calendar.data} initial={widgetInitial(query, calendar.data)} />
      ) : (
        <Skeleton count={4} height={48} />
      )}
    </section>
  );
}
