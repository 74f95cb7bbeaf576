import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { subPath } from '@domain/routes';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { BookingJourney } from './journey/BookingJourney';
import { PageLoading } from '@src/shared/page/PageLoading';

// select-dates brings the booking widget (day picker, date helpers, form): the rooms screen, where
// most guests arrive from the home page's widget, does not wait for it (decision 028).
const DatesScreen = lazy(() => import('./DatesScreen').then((module) => ({ default: module.DatesScreen })));

const paths = {
  dates: subPath('bookingDates', 'booking'),
  rooms: subPath('bookingRooms', 'booking'),
  payment: subPath('bookingPayment', 'booking'),
};

/**
 * /{lang}/booking: booking.dates (select-dates), booking.rooms (rooms-available) and
 * booking.payment (payment). Rooms and payment share one journey, so the rooms chosen on the
 * first are still there on the second; the base path goes to select-dates, any other is not found.
 */
export function BookingRoutes() {
  const [onRooms] = useRoute(paths.rooms);
  const [onPayment] = useRoute(paths.payment);
  if (onRooms || onPayment) return <BookingJourney step={onRooms ? 'rooms' : 'payment'} />;
  return (
    <Switch>
      <Route path={paths.dates}>
        <Suspense fallback={<PageLoading />}>
          <DatesScreen />
        </Suspense>
      </Route>
      <Route path="/">
        <Redirect to={paths.dates} replace />
      </Route>
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
