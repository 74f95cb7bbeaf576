import type { RouteName } from '../../domain/routes';

const booking = 'src/screens/booking/BookingRoutes.tsx';
const admin = 'src/screens/admin/AdminRoutes.tsx';
const daySpa = 'src/screens/daySpa/DaySpaRoutes.tsx';
const checkout = 'src/screens/shop/checkout/CheckoutRoutes.tsx';
const requests = 'src/screens/requests/RequestsRoutes.tsx';

/**
 * The source file(s) of each route's lazy screen (src/app/routes.tsx), for the build to name
 * their chunks in the page (scripts/build/routePreloads.ts, decision 028): the browser fetches
 * them with the entry instead of after it. The home page is in the entry. A unit test checks
 * that routes.tsx imports every file named here.
 */
export const ROUTE_MODULES: Record<Exclude<RouteName, 'home'>, string[]> = {
  account: ['src/screens/account/AccountScreen.tsx'],
  forgotPassword: ['src/screens/password/ForgotPasswordScreen.tsx'],
  resetPassword: ['src/screens/password/ResetPasswordScreen.tsx'],
  privacy: ['src/screens/pages/PrivacyScreen.tsx'],
  register: ['src/screens/auth/RegisterRedirect.tsx'],
  depositPayment: ['src/screens/deposit/DepositPaymentScreen.tsx'],
  booking: [booking],
  bookingDates: [booking],
  // The rates search starts from the entry on this screen (src/app/firstRequests.ts).
  bookingRooms: [booking, 'src/app/earlyRates.ts'],
  bookingPayment: [booking],
  roomReservation: ['src/screens/booking/reservation/RoomReservationScreen.tsx'],
  checkIn: ['src/screens/checkIn/CheckInScreen.tsx'],
  admin: [admin],
  adminReservation: [admin],
  adminPoliceReport: [admin],
  adminRequests: [admin],
  adminActions: [admin],
  adminPages: [admin],
  adminPage: [admin],
  daySpa: [daySpa],
  daySpaStart: [daySpa],
  daySpaAvailability: [daySpa],
  daySpaPayment: [daySpa],
  shop: ['src/screens/shop/ShopScreen.tsx'],
  shopCheckout: [checkout],
  shopPersonalisation: [checkout],
  shopPayment: [checkout],
  shopConfirmation: [checkout],
  giftCardBalance: ['src/screens/shop/GiftCardBalanceScreen.tsx'],
  productReservation: ['src/screens/daySpa/ProductReservationScreen.tsx'],
  requests: [requests],
  requestsChangeBooking: [requests],
  requestsRefund: [requests],
  airportTransfer: ['src/screens/airport/AirportTransferScreen.tsx'],
  bonusPreference: ['src/screens/bonus/BonusPreferenceScreen.tsx'],
  accessTokens: ['src/screens/tokens/AccessTokensScreen.tsx'],
  statecharts: ['src/screens/statecharts/StatechartsRoute.tsx'],
};

/** What every lazy screen loads with its code (src/app/lazyScreen.tsx): the query provider. */
export const LAZY_SCREEN_MODULES = ['src/app/QueryScope.tsx'];

/** The full catalog of a language, which every lazy screen awaits (src/i18n/i18n.ts). */
export const fullCatalogModule = (lang: string) => `locales/${lang}/messages.po`;

/** The part of a language's catalog the first render awaits on every page (decision 026). */
export const shellCatalogModule = (lang: string) => `locales/${lang}/messages.po?shell`;
