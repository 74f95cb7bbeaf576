import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen';
import { PageLoading } from './PageLoading';

// Journeys load on demand so the first screen's JavaScript stays small.
const lazyScreen = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

// Accounts
const AccountScreen = lazyScreen(() => import('../screens/account/AccountScreen'), 'AccountScreen');
const ForgotPasswordScreen = lazyScreen(() => import('../screens/password/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('../screens/password/ResetPasswordScreen'), 'ResetPasswordScreen');
const PrivacyScreen = lazyScreen(() => import('../screens/pages/PrivacyScreen'), 'PrivacyScreen');
const RegisterRedirect = lazyScreen(() => import('../screens/auth/RegisterRedirect'), 'RegisterRedirect');

// Room booking
const BookingRoutes = lazyScreen(() => import('../screens/booking/BookingRoutes'), 'BookingRoutes');
const RoomReservationScreen = lazyScreen(() => import('../screens/booking/reservation/RoomReservationScreen'), 'RoomReservationScreen');

// Online check-in and the front desk
const CheckInScreen = lazyScreen(() => import('../screens/checkIn/CheckInScreen'), 'CheckInScreen');
const AdminRoutes = lazyScreen(() => import('../screens/admin/AdminRoutes'), 'AdminRoutes');

// Day spa
const DaySpaRoutes = lazyScreen(() => import('../screens/daySpa/DaySpaRoutes'), 'DaySpaRoutes');
const ProductReservationScreen = lazyScreen(() => import('../screens/daySpa/ProductReservationScreen'), 'ProductReservationScreen');

// Payments
const DepositPaymentScreen = lazyScreen(() => import('../screens/deposit/DepositPaymentScreen'), 'DepositPaymentScreen');

/** The route table under /{lang}. Each journey adds its routes here. */
export function LocaleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/my" component={AccountScreen} />
        <Route path="/password/reset" component={ForgotPasswordScreen} />
        <Route path="/password/reset/:token" component={ResetPasswordScreen} />
        <Route path="/privacy" component={PrivacyScreen} />
        <Route path="/register" component={RegisterRedirect} />
        <Route path="/deposit-payment" component={DepositPaymentScreen} />
        <Route path="/booking" nest component={BookingRoutes} />
        <Route path="/my/room-reservations/:id" component={RoomReservationScreen} />
        <Route path="/my/room-reservations/:id/check-in" component={CheckInScreen} />
        <Route path="/admin" nest component={AdminRoutes} />
        <Route path="/day-spa" nest component={DaySpaRoutes} />
        <Route path="/my/product-reservations/:number" component={ProductReservationScreen} />
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}

export { lazyScreen };
