import type { RouteName } from '@domain/routes';

/**
 * Chunks the entry imports at once on a route to start its first requests
 * (src/app/firstRequests.ts): the build lists them with their imports
 * (scripts/build/routePreloads.ts) and the page names them, so they arrive with the entry
 * (decision 028).
 */
export const EARLY_MODULES: Partial<Record<RouteName, string[]>> = {
  bookingRooms: ['src/app/earlyRates.ts'],
};

/**
 * The file of the lazy screen that renders each route (src/app/routes.tsx loads the same one:
 * a unit test holds the two together). The entry starts loading the page's screen before its
 * first render, and the page names the screen's chunks, with the query provider's and the full
 * catalog's, so they arrive with the entry instead of after it has run (decision 031).
 */
export const ROUTE_SCREENS: Record<Exclude<RouteName, 'home'>, string> = {
  account: 'src/screens/account/AccountScreen.tsx',
  forgotPassword: 'src/screens/password/ForgotPasswordScreen.tsx',
  resetPassword: 'src/screens/password/ResetPasswordScreen.tsx',
  privacy: 'src/screens/pages/PrivacyScreen.tsx',
  register: 'src/screens/auth/RegisterRedirect.tsx',
  depositPayment: 'src/screens/deposit/DepositPaymentScreen.tsx',
  booking: 'src/screens/booking/BookingRoutes.tsx',
  bookingDates: 'src/screens/booking/BookingRoutes.tsx',
  bookingRooms: 'src/screens/booking/BookingRoutes.tsx',
  bookingPayment: 'src/screens/booking/BookingRoutes.tsx',
  roomReservation: 'src/screens/booking/reservation/RoomReservationScreen.tsx',
  checkIn: 'src/screens/checkIn/CheckInScreen.tsx',
  admin: 'src/screens/admin/AdminRoutes.tsx',
  adminReservation: 'src/screens/admin/AdminRoutes.tsx',
  adminPoliceReport: 'src/screens/admin/AdminRoutes.tsx',
  adminRequests: 'src/screens/admin/AdminRoutes.tsx',
  adminActions: 'src/screens/admin/AdminRoutes.tsx',
  adminPages: 'src/screens/admin/AdminRoutes.tsx',
  adminPage: 'src/screens/admin/AdminRoutes.tsx',
  daySpa: 'src/screens/daySpa/DaySpaRoutes.tsx',
  daySpaStart: 'src/screens/daySpa/DaySpaRoutes.tsx',
  daySpaAvailability: 'src/screens/daySpa/DaySpaRoutes.tsx',
  daySpaPayment: 'src/screens/daySpa/DaySpaRoutes.tsx',
  shop: 'src/screens/shop/ShopScreen.tsx',
  shopCheckout: 'src/screens/shop/checkout/CheckoutRoutes.tsx',
  shopPersonalisation: 'src/screens/shop/checkout/CheckoutRoutes.tsx',
  shopPayment: 'src/screens/shop/checkout/CheckoutRoutes.tsx',
  shopConfirmation: 'src/screens/shop/checkout/CheckoutRoutes.tsx',
  giftCardBalance: 'src/screens/shop/GiftCardBalanceScreen.tsx',
  productReservation: 'src/screens/daySpa/ProductReservationScreen.tsx',
  requests: 'src/screens/requests/RequestsRoutes.tsx',
  requestsChangeBooking: 'src/screens/requests/RequestsRoutes.tsx',
  requestsRefund: 'src/screens/requests/RequestsRoutes.tsx',
  airportTransfer: 'src/screens/airport/AirportTransferScreen.tsx',
  bonusPreference: 'src/screens/bonus/BonusPreferenceScreen.tsx',
  accessTokens: 'src/screens/tokens/AccessTokensScreen.tsx',
  statecharts: 'src/screens/statecharts/StatechartsRoute.tsx',
};

/** What every lazy screen loads with its own code (src/app/lazyScreen.tsx). */
export const SCREEN_COMPANIONS = ['src/app/QueryScope.tsx'];

/** The part of a language's catalog the first render awaits on every page (decision 026). */
export const shellCatalogModule = (lang: string) => `locales/${lang}/messages.po?shell`;

/** A language's whole catalog, which every lazy screen awaits (but those of SCREEN_CATALOGS). */
export const fullCatalogModule = (lang: string) => `locales/${lang}/messages.po`;

/**
 * The journeys' first screens, which await only the messages their own code can show
 * (decision 034): cut from the catalog at build time by following the screen's imports
 * (scripts/build/catalogParts.ts). The islands around them load the full catalog after the paint.
 */
export const SCREEN_CATALOGS = {
  booking: 'src/screens/booking/BookingRoutes.tsx',
  daySpa: 'src/screens/daySpa/DaySpaRoutes.tsx',
  deposit: 'src/screens/deposit/DepositPaymentScreen.tsx',
} as const;
export type ScreenCatalog = keyof typeof SCREEN_CATALOGS;

export const screenCatalogModule = (screen: ScreenCatalog, lang: string) =>
  `locales/${lang}/messages.po?screen=${screen}`;
