import type { ComponentType } from 'react';
import type { ScreenRoute } from '@domain/routes';
import { HomeScreen } from './HomeScreen';
import { lazyScreen, type LazyScreen } from '@src/shared/page/lazyScreen';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens differ in props (some read the path's params)
type Screen = ComponentType<any> | LazyScreen<any>;

/**
 * The screen of each route that has one of its own (a route of domain/routes.ts without `in`; the
 * others are drawn by the router of the screen they are in). TypeScript asks for one per route.
 * Journeys load on demand, with the query cache and the full catalog, or the part of it the third
 * argument names, so the first screen's JavaScript stays small (decisions 026, 034); the home page
 * is in the entry. The build reads each `import()` here to name the screen's code in its pages
 * (scripts/build/routeScreens.ts, decisions 031 and 037), so write a lazy screen as
 * `lazyScreen(() => import('…'), 'ExportedName'[, catalog part])`.
 */
export const SCREENS: Record<ScreenRoute, Screen> = {
  home: HomeScreen,
  // Accounts
  account: lazyScreen(() => import('../screens/account/AccountScreen'), 'AccountScreen'),
  forgotPassword: lazyScreen(() => import('../screens/password/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  resetPassword: lazyScreen(() => import('../screens/password/ResetPasswordScreen'), 'ResetPasswordScreen'),
  privacy: lazyScreen(() => import('../screens/pages/PrivacyScreen'), 'PrivacyScreen'),
  accessibility: lazyScreen(() => import('../screens/pages/AccessibilityScreen'), 'AccessibilityScreen'),
  register: lazyScreen(() => import('../screens/participants/RegisterRedirect'), 'RegisterRedirect'),
  // Payments
  depositPayment: lazyScreen(
    () => import('../screens/deposit/DepositPaymentScreen'),
    'DepositPaymentScreen',
    'deposit',
  ),
  // Room booking
  booking: lazyScreen(() => import('../screens/booking/BookingRoutes'), 'BookingRoutes', 'booking'),
  roomReservation: lazyScreen(
    () => import('../screens/booking/reservation/RoomReservationScreen'),
    'RoomReservationScreen',
  ),
  // Online check-in and the front desk
  checkIn: lazyScreen(() => import('../screens/checkIn/CheckInScreen'), 'CheckInScreen'),
  admin: lazyScreen(() => import('../screens/admin/AdminRoutes'), 'AdminRoutes'),
  // Day spa
  daySpa: lazyScreen(() => import('../screens/daySpa/DaySpaRoutes'), 'DaySpaRoutes', 'daySpa'),
  // Gift-card shop
  shop: lazyScreen(() => import('../screens/shop/ShopScreen'), 'ShopScreen'),
  shopCheckout: lazyScreen(() => import('../screens/shop/checkout/CheckoutRoutes'), 'CheckoutRoutes'),
  giftCardBalance: lazyScreen(() => import('../screens/shop/GiftCardBalanceScreen'), 'GiftCardBalanceScreen'),
  productReservation: lazyScreen(
    () => import('../screens/daySpa/ProductReservationScreen'),
    'ProductReservationScreen',
  ),
  // Guest services
  requests: lazyScreen(() => import('../screens/requests/RequestsRoutes'), 'RequestsRoutes'),
  airportTransfer: lazyScreen(() => import('../screens/airport/AirportTransferScreen'), 'AirportTransferScreen'),
  bonusPreference: lazyScreen(() => import('../screens/account/bonus/BonusPreferenceScreen'), 'BonusPreferenceScreen'),
  accessTokens: lazyScreen(() => import('../screens/tokens/AccessTokensScreen'), 'AccessTokensScreen'),
  // For designers: the journeys' statecharts (decision 021)
  statecharts: lazyScreen(() => import('../screens/statecharts/StatechartsRoute'), 'StatechartsRoute'),
};
