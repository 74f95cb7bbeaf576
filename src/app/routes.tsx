import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen';
import { PageLoading } from './PageLoading';
import { matchRoute, ROUTES, type RouteName } from '@domain/routes';
import { lazyScreen, type LazyScreen } from './lazyScreen';

// Journeys load on demand, with the query cache and the full catalog, so the first screen's
// JavaScript stays small (decision 026).

// Accounts
const AccountScreen = lazyScreen(() => import('../screens/account/AccountScreen'), 'AccountScreen');
const ForgotPasswordScreen = lazyScreen(
  () => import('../screens/password/ForgotPasswordScreen'),
  'ForgotPasswordScreen',
);
const ResetPasswordScreen = lazyScreen(() => import('../screens/password/ResetPasswordScreen'), 'ResetPasswordScreen');
const PrivacyScreen = lazyScreen(() => import('../screens/pages/PrivacyScreen'), 'PrivacyScreen');
const RegisterRedirect = lazyScreen(() => import('../screens/auth/RegisterRedirect'), 'RegisterRedirect');

// Room booking
const BookingRoutes = lazyScreen(() => import('../screens/booking/BookingRoutes'), 'BookingRoutes', 'booking');
const RoomReservationScreen = lazyScreen(
  () => import('../screens/booking/reservation/RoomReservationScreen'),
  'RoomReservationScreen',
);

// Online check-in and the front desk
const CheckInScreen = lazyScreen(() => import('../screens/checkIn/CheckInScreen'), 'CheckInScreen');
const AdminRoutes = lazyScreen(() => import('../screens/admin/AdminRoutes'), 'AdminRoutes');

// Day spa
const DaySpaRoutes = lazyScreen(() => import('../screens/daySpa/DaySpaRoutes'), 'DaySpaRoutes', 'daySpa');
const ProductReservationScreen = lazyScreen(
  () => import('../screens/daySpa/ProductReservationScreen'),
  'ProductReservationScreen',
);

// Gift-card shop
const ShopScreen = lazyScreen(() => import('../screens/shop/ShopScreen'), 'ShopScreen');
const CheckoutRoutes = lazyScreen(() => import('../screens/shop/checkout/CheckoutRoutes'), 'CheckoutRoutes');
const GiftCardBalanceScreen = lazyScreen(
  () => import('../screens/shop/GiftCardBalanceScreen'),
  'GiftCardBalanceScreen',
);

// Payments
const DepositPaymentScreen = lazyScreen(
  () => import('../screens/deposit/DepositPaymentScreen'),
  'DepositPaymentScreen',
  'deposit',
);

// Guest services
const RequestsRoutes = lazyScreen(() => import('../screens/requests/RequestsRoutes'), 'RequestsRoutes');
const AirportTransferScreen = lazyScreen(
  () => import('../screens/airport/AirportTransferScreen'),
  'AirportTransferScreen',
);
const BonusPreferenceScreen = lazyScreen(
  () => import('../screens/bonus/BonusPreferenceScreen'),
  'BonusPreferenceScreen',
);
const AccessTokensScreen = lazyScreen(() => import('../screens/tokens/AccessTokensScreen'), 'AccessTokensScreen');

// For designers: the journeys' statecharts (decision 021)
const StatechartsRoute = lazyScreen(() => import('../screens/statecharts/StatechartsRoute'), 'StatechartsRoute');

/** The lazy screen that renders each route (home and not-found are in the entry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens differ in props; only preload is called
export const SCREEN_OF_ROUTE: Record<Exclude<RouteName, 'home'>, LazyScreen<any>> = {
  account: AccountScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  privacy: PrivacyScreen,
  register: RegisterRedirect,
  depositPayment: DepositPaymentScreen,
  booking: BookingRoutes,
  bookingDates: BookingRoutes,
  bookingRooms: BookingRoutes,
  bookingPayment: BookingRoutes,
  roomReservation: RoomReservationScreen,
  checkIn: CheckInScreen,
  admin: AdminRoutes,
  adminReservation: AdminRoutes,
  adminPoliceReport: AdminRoutes,
  adminRequests: AdminRoutes,
  adminActions: AdminRoutes,
  adminPages: AdminRoutes,
  adminPage: AdminRoutes,
  daySpa: DaySpaRoutes,
  daySpaStart: DaySpaRoutes,
  daySpaAvailability: DaySpaRoutes,
  daySpaPayment: DaySpaRoutes,
  shop: ShopScreen,
  shopCheckout: CheckoutRoutes,
  shopPersonalisation: CheckoutRoutes,
  shopPayment: CheckoutRoutes,
  shopConfirmation: CheckoutRoutes,
  giftCardBalance: GiftCardBalanceScreen,
  productReservation: ProductReservationScreen,
  requests: RequestsRoutes,
  requestsChangeBooking: RequestsRoutes,
  requestsRefund: RequestsRoutes,
  airportTransfer: AirportTransferScreen,
  bonusPreference: BonusPreferenceScreen,
  accessTokens: AccessTokensScreen,
  statecharts: StatechartsRoute,
};

/**
 * Starts loading the screen of the page's route from the entry, before the first render: the
 * page names its code for the browser to fetch with the entry, and a screen loaded by its first
 * render shows without a fallback.
 */
export async function preloadRouteScreen(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (route && route.name !== 'home') await SCREEN_OF_ROUTE[route.name].preload(route.lang);
}

const {
  home,
  account,
  forgotPassword,
  resetPassword,
  privacy,
  register,
  depositPayment,
  booking,
  roomReservation,
  checkIn,
  admin,
  daySpa,
  productReservation,
  requests,
  airportTransfer,
  bonusPreference,
  accessTokens,
  shop,
  shopCheckout,
  giftCardBalance,
  statecharts,
} = ROUTES;

/** The screens under /{lang}, at the paths of the shared route table (domain/routes.ts). */
export function LocaleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={home.path} component={HomeScreen} />
        <Route path={account.path} component={AccountScreen} />
        <Route path={forgotPassword.path} component={ForgotPasswordScreen} />
        <Route path={resetPassword.path} component={ResetPasswordScreen} />
        <Route path={privacy.path} component={PrivacyScreen} />
        <Route path={register.path} component={RegisterRedirect} />
        <Route path={depositPayment.path} component={DepositPaymentScreen} />
        <Route path={booking.path} nest component={BookingRoutes} />
        <Route path={roomReservation.path} component={RoomReservationScreen} />
        <Route path={checkIn.path} component={CheckInScreen} />
        <Route path={admin.path} nest component={AdminRoutes} />
        <Route path={daySpa.path} nest component={DaySpaRoutes} />
        <Route path={productReservation.path} component={ProductReservationScreen} />
        <Route path={requests.path} nest component={RequestsRoutes} />
        <Route path={airportTransfer.path} component={AirportTransferScreen} />
        <Route path={bonusPreference.path} component={BonusPreferenceScreen} />
        <Route path={accessTokens.path} component={AccessTokensScreen} />
        <Route path={shop.path} component={ShopScreen} />
        <Route path={shopCheckout.path} nest component={CheckoutRoutes} />
        <Route path={giftCardBalance.path} component={GiftCardBalanceScreen} />
        <Route path={statecharts.path} component={StatechartsRoute} />
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
