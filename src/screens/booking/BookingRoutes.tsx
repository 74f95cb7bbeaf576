import { Redirect, Route, Switch, useRoute } from 'wouter';
import { BookingJourney } from './journey/BookingJourney';
import { DatesScreen } from './DatesScreen';

/**
 * /{lang}/booking: booking.dates (select-dates), booking.rooms (rooms-available) and
 * booking.payment (payment). Rooms and payment share one journey, so the rooms chosen on the
 * first are still there on the second; the base path goes to select-dates.
 */
export function BookingRoutes() {
  const [onRooms] = useRoute('/rooms-available');
  const [onPayment] = useRoute('/payment');
  if (onRooms || onPayment) return <BookingJourney step={onRooms ? 'rooms' : 'payment'} />;
  return (
    <Switch>
      <Route path="/select-dates" component={DatesScreen} />
      <Route>
        <Redirect to="/select-dates" replace />
      </Route>
    </Switch>
  );
}
