import { parse } from 'regexparam';
import { isIsoDate } from './isoDate';
import { isLocale, type Locale } from './locales';
import type { StaffRole } from './staffRoles';

/**
 * The route manifest (decision 037): every screen under /{lang} is one entry of ROUTES, and all
 * that knows about screens is derived from it: the SPA's router (src/app/routes.tsx and the
 * journeys' nested routers, through `subPath` and `routesIn`), the server's 404 for any other
 * path, the sitemap, the first requests a screen's data leaves with (domain/firstRequests.ts,
 * server/http/firstAnswers.ts) and the code each page names (scripts/build/routePreloads.ts).
 * Patterns use wouter's syntax and are matched with the parser wouter uses (regexparam), so a
 * path the server accepts is a path the router renders.
 *
 * TypeScript then asks for the two things an entry cannot hold, by the route's name:
 * - its title and description (domain/pageTexts.ts): words in three languages, which would put
 *   3.6 KiB gzip into every first paint's JavaScript if they were here (this table is in the entry);
 * - its screen: in src/app/screens.ts for a route with a screen of its own, or in the router of
 *   the route it is `in` (the back office's: src/screens/admin/AdminRoutes.tsx).
 */
interface RouteEntry {
  /** Below /{lang}. */
  readonly path: string;
  /**
   * The route whose screen draws this one with a router of its own (a journey's steps, the back
   * office's pages), its path below that one's. Without it the route has a screen of its own.
   */
  readonly in?: string;
  /** Parameters whose form is known: a path with another value is not a page (404). */
  readonly params?: Readonly<Record<string, (value: string) => boolean>>;
  /** Listed in sitemap.xml, in every language (a public page worth a search). */
  readonly sitemap?: true;
  /** What the screen reads before it can show anything (decisions 028 and 033). */
  readonly first?: FirstRequests;
  /**
   * A back-office screen in the staff menu, for these roles (the administrator may use all; none:
   * the administrator's alone), in this table's order; the server's requireRole guards the same.
   * TypeScript then asks for its menu label (src/screens/admin/staffMenu.ts).
   */
  readonly staff?: readonly StaffRole[];
  /** A back-office page reached from another's list: that menu entry is marked current on it. */
  readonly staffMenuAt?: string;
}

type Params = Readonly<Record<string, string>>;

/**
 * A route's first requests: the entry starts them from its first module, and the server writes
 * their answers into the page, so the screen does not wait a round trip after its code has come.
 */
export interface FirstRequests {
  /** GETs: an address, or one made from the path's parameters (null: none for this path). */
  readonly reads?: readonly (string | ((params: Params) => string | null))[];
  /**
   * GETs the server writes in but the entry never starts: a signed-in person's own data, which
   * a visitor's browser would ask for in vain (a 401 is not written, and the screen does not ask
   * without a person).
   */
  readonly writtenOnly?: readonly string[];
  /** The rooms' rates search for the address's query, a POST (`ratesSearchBody`), started from a chunk of its own. */
  readonly ratesSearch?: true;
  /** The day-spa start's calendar (`startCalendarUrl`), which the server asks once the product has come. */
  readonly daySpaCalendar?: true;
}

/**
 * The signed-in user, on the screens that show a skeleton until the user is known (their journey
 * starts with the customer; /my shows the person). Elsewhere only the navigation's account
 * control asks, after the first paint: an early request would share its bandwidth for nothing.
 */
const USER = '/api/user';
/** A day-spa journey's product, for a slug as the server writes it: any other the screen would send encoded differently. */
const PRODUCT = ({ slug = '' }: Params) => (/^[a-z0-9-]+$/.test(slug) ? `/api/products/${slug}` : null);
/** The card gateway's settings. */
const CARD_SETTINGS = '/api/payments/config';
/** /my: whether the bonus-terme chooser shows, which it placed above the reservations a moment after the first paint (CLS 0.23 on a phone). */
export const BONUS_STATUS_URL = '/api/my/bonus-terme/preference';

const isNumericId = (value: string) => /^[1-9]\d{0,15}$/.test(value);

export const ROUTES = {
  home: { path: '/', sitemap: true },
  account: { path: '/my', first: { reads: [USER], writtenOnly: [BONUS_STATUS_URL] } },
  forgotPassword: { path: '/password/reset' },
  resetPassword: { path: '/password/reset/:token' },
  privacy: { path: '/privacy', sitemap: true },
  accessibility: { path: '/accessibility', sitemap: true },
  register: { path: '/register', sitemap: true },
  depositPayment: { path: '/deposit-payment', first: { reads: [CARD_SETTINGS] } },
  booking: { path: '/booking' },
  bookingDates: { path: '/booking/select-dates', in: 'booking', sitemap: true },
  bookingRooms: { path: '/booking/rooms-available', in: 'booking', first: { reads: [USER], ratesSearch: true } },
  bookingPayment: { path: '/booking/payment', in: 'booking', first: { reads: [USER] } },
  roomReservation: { path: '/my/room-reservations/:id', params: { id: isNumericId } },
  checkIn: { path: '/my/room-reservations/:id/check-in', params: { id: isNumericId } },
  // The back office, in the staff menu's order (product.md §12.0).
  admin: { path: '/admin', staff: ['front_desk'] },
  adminReservation: {
    path: '/admin/reservations/:id',
    in: 'admin',
    params: { id: isNumericId },
    staffMenuAt: 'admin',
  },
  adminPoliceReport: { path: '/admin/police-report', in: 'admin', staff: ['front_desk'] },
  adminRequests: { path: '/admin/requests', in: 'admin', staff: ['front_desk'] },
  adminTouristTax: { path: '/admin/tourist-tax', in: 'admin', staff: ['front_desk'] },
  adminIstat: { path: '/admin/istat', in: 'admin', staff: ['front_desk'] },
  adminGiftCards: { path: '/admin/gift-cards', in: 'admin', staff: ['front_desk'] },
  adminSpaDay: { path: '/admin/spa-day', in: 'admin', staff: ['front_desk'] },
  // The catalogue's API reads for both roles; each saves its own part (product.md §16.4, §16.8).
  adminSpaCatalogue: { path: '/admin/spa-catalogue', in: 'admin', staff: ['front_desk', 'revenue_manager'] },
  // The desk reads the cures' settings and the cures booked; the revenue manager saves the settings (product.md §16.11).
  adminSsnCure: { path: '/admin/ssn-cure', in: 'admin', staff: ['front_desk', 'revenue_manager'] },
  adminSeasons: { path: '/admin/seasons', in: 'admin', staff: ['revenue_manager'] },
  adminPromoCodes: { path: '/admin/promo-codes', in: 'admin', staff: ['revenue_manager'] },
  adminGiftCardProducts: { path: '/admin/gift-card-products', in: 'admin', staff: ['revenue_manager'] },
  adminAddOns: { path: '/admin/add-ons', in: 'admin', staff: ['revenue_manager'] },
  adminDaySpa: { path: '/admin/day-spa', in: 'admin', staff: ['revenue_manager'] },
  adminRooms: { path: '/admin/rooms', in: 'admin', staff: ['revenue_manager'] },
  adminRatePlans: { path: '/admin/rate-plans', in: 'admin', staff: ['revenue_manager'] },
  adminPricingRules: { path: '/admin/pricing-rules', in: 'admin', staff: ['revenue_manager'] },
  adminCalendar: { path: '/admin/calendar', in: 'admin', staff: ['revenue_manager'] },
  adminActions: { path: '/admin/actions', in: 'admin', staff: [] },
  adminPages: { path: '/admin/pages', in: 'admin', staff: [] },
  adminPage: { path: '/admin/pages/:id', in: 'admin', params: { id: isNumericId }, staffMenuAt: 'adminPages' },
  adminStaff: { path: '/admin/staff', in: 'admin', staff: [] },
  adminCityTax: { path: '/admin/city-tax', in: 'admin', staff: [] },
  adminSettings: { path: '/admin/settings', in: 'admin', staff: [] },
  daySpa: { path: '/day-spa', sitemap: true },
  daySpaStart: { path: '/day-spa/:slug', in: 'daySpa', first: { reads: [USER, PRODUCT], daySpaCalendar: true } },
  daySpaAvailability: {
    path: '/day-spa/:slug/:date',
    in: 'daySpaStart',
    params: { date: isIsoDate },
    first: { reads: [USER, PRODUCT] },
  },
  daySpaPayment: {
    path: '/day-spa/:slug/:date/payment',
    in: 'daySpaStart',
    params: { date: isIsoDate },
    first: { reads: [USER, PRODUCT] },
  },
  shop: { path: '/shop', sitemap: true },
  shopCheckout: { path: '/shop/checkout' },
  shopPersonalisation: { path: '/shop/checkout/personalisation', in: 'shopCheckout' },
  shopPayment: { path: '/shop/checkout/payment', in: 'shopCheckout' },
  shopConfirmation: { path: '/shop/checkout/confirmation', in: 'shopCheckout' },
  giftCardBalance: { path: '/gift-cards/balance', sitemap: true },
  productReservation: { path: '/my/product-reservations/:number' },
  requests: { path: '/requests' },
  requestsChangeBooking: { path: '/requests/change-booking', in: 'requests', sitemap: true },
  requestsRefund: { path: '/requests/refund', in: 'requests', sitemap: true },
  requestsAccessibilityBarrier: { path: '/requests/accessibility-barrier', in: 'requests', sitemap: true },
  airportTransfer: { path: '/airport-transfer', sitemap: true },
  bonusPreference: { path: '/my/bonus-terme/preferences' },
  accessTokens: { path: '/my/tokens' },
  /** For designers (decision 021): in development for everyone, in production for administrators. */
  statecharts: { path: '/dev/statecharts' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** Every route, in the table's order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A route's entry with every optional field readable. */
export const routeEntry = (name: RouteName): RouteEntry => ROUTES[name];

/** The routes with a screen of their own (no `in`): src/app/screens.ts has one for each. */
export type ScreenRoute = { [N in RouteName]: (typeof ROUTES)[N] extends { in: string } ? never : N }[RouteName];

/** The routes the screen of `parent` draws (those `in` it). */
export type RoutesIn<P extends RouteName> = {
  [N in RouteName]: (typeof ROUTES)[N] extends { in: P } ? N : never;
}[RouteName];

/** The back-office screens in the staff menu (an entry with `staff`). */
export type StaffMenuRoute = {
  [N in RouteName]: (typeof ROUTES)[N] extends { staff: readonly StaffRole[] } ? N : never;
}[RouteName];

export const routesIn = <P extends RouteName>(parent: P): RoutesIn<P>[] =>
  ROUTE_NAMES.filter((name) => routeEntry(name).in === parent) as RoutesIn<P>[];

export const SCREEN_ROUTES = ROUTE_NAMES.filter((name) => routeEntry(name).in === undefined) as ScreenRoute[];

/** The route whose screen draws `name`: itself, or the one it is `in`, and so on up. */
export function screenRouteOf(name: RouteName): ScreenRoute {
  const parent = routeEntry(name).in;
  return parent === undefined ? (name as ScreenRoute) : screenRouteOf(parent as RouteName);
}

/** A route's path below another's, for a journey's nested router: subPath('bookingRooms', 'booking') is '/rooms-available'. */
export function subPath(name: RouteName, base: RouteName): string {
  const full: string = ROUTES[name].path;
  const prefix: string = ROUTES[base].path;
  if (!full.startsWith(prefix)) throw new Error(`${name} is not below ${base}`);
  return full.slice(prefix.length) || '/';
}

const compiled = ROUTE_NAMES.map((name) => ({
  name,
  params: routeEntry(name).params ?? {},
  ...parse(ROUTES[name].path),
}));

/** Params of a path against one pattern (the way wouter reads them), or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const { keys, pattern: regex } = parse(pattern);
  const found = regex.exec(path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
}

export interface RouteMatch {
  lang: Locale;
  name: RouteName;
  params: Record<string, string>;
}

/** The screen a path shows ('/it/booking/select-dates' -> bookingDates), or null: not a page of the site. */
export function matchRoute(pathname: string): RouteMatch | null {
  const [, lang, ...rest] = pathname.split('/');
  if (!isLocale(lang)) return null;
  const below = `/${rest.join('/')}`;
  for (const { name, params: checks, keys, pattern } of compiled) {
    const found = pattern.exec(below);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
    if (Object.entries(checks).every(([key, ok]) => ok(params[key] ?? ''))) return { lang, name, params };
  }
  return null;
}
