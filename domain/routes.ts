import { parse } from 'regexparam';
import { isIsoDate } from './isoDate';
import { isLocale, type Locale, type Translations } from './locales';

/**
 * The SPA's screens under /{lang}: one table that the router (src/app/routes.tsx and the nested
 * journey routers), the server (404 for anything else) and the page titles all read. Patterns use
 * wouter's syntax and are matched with the same parser wouter uses (regexparam), so a path the
 * server accepts is a path the router renders. Titles are typed dictionaries (decision 001): the
 * SPA shows them now, and the server can write them into the page it sends.
 */
interface RouteDefinition {
  path: string;
  /** What the screen is for, in each language (WCAG 2.4.2). */
  title: Translations;
  /** Parameters whose form is known: a path with another value is not a page. */
  params?: Record<string, (value: string) => boolean>;
}

const isNumericId = (value: string) => /^[1-9]\d{0,15}$/.test(value);

export const ROUTES = {
  home: {
    path: '/',
    title: {
      en: 'Thermal spa hotel in the Euganean Hills',
      it: 'Hotel termale sui Colli Euganei',
      de: 'Thermalhotel in den Euganeischen Hügeln',
    },
  },
  account: { path: '/my', title: { en: 'My account', it: 'Il mio account', de: 'Mein Konto' } },
  forgotPassword: {
    path: '/password/reset',
    title: { en: 'Reset your password', it: 'Reimposta la password', de: 'Passwort zurücksetzen' },
  },
  resetPassword: {
    path: '/password/reset/:token',
    title: { en: 'Choose a new password', it: 'Scegli una nuova password', de: 'Neues Passwort wählen' },
  },
  privacy: {
    path: '/privacy',
    title: { en: 'Privacy policy', it: 'Informativa sulla privacy', de: 'Datenschutzerklärung' },
  },
  register: { path: '/register', title: { en: 'Register', it: 'Registrati', de: 'Registrieren' } },
  depositPayment: {
    path: '/deposit-payment',
    title: { en: 'Deposit payment', it: 'Pagamento acconto', de: 'Anzahlung' },
  },
  booking: { path: '/booking', title: { en: 'Select dates', it: 'Scegli le date', de: 'Reisedaten wählen' } },
  bookingDates: {
    path: '/booking/select-dates',
    title: { en: 'Select dates', it: 'Scegli le date', de: 'Reisedaten wählen' },
  },
  bookingRooms: {
    path: '/booking/rooms-available',
    title: { en: 'Choose your rooms', it: 'Scegli le camere', de: 'Zimmer wählen' },
  },
  bookingPayment: {
    path: '/booking/payment',
    title: { en: 'Your details and deposit', it: 'I tuoi dati e la caparra', de: 'Deine Daten und Anzahlung' },
  },
  roomReservation: {
    path: '/my/room-reservations/:id',
    title: { en: 'Your room reservation', it: 'La tua prenotazione', de: 'Deine Zimmerbuchung' },
    params: { id: isNumericId },
  },
  checkIn: {
    path: '/my/room-reservations/:id/check-in',
    title: { en: 'Online check-in', it: 'Check-in online', de: 'Online-Check-in' },
    params: { id: isNumericId },
  },
  admin: { path: '/admin', title: { en: 'Front desk: arrivals', it: 'Reception: arrivi', de: 'Rezeption: Anreisen' } },
  adminReservation: {
    path: '/admin/reservations/:id',
    title: { en: 'Front desk: reservation', it: 'Reception: prenotazione', de: 'Rezeption: Buchung' },
    params: { id: isNumericId },
  },
  adminPoliceReport: {
    path: '/admin/police-report',
    title: { en: 'Front desk: police report', it: 'Reception: schedine alloggiati', de: 'Rezeption: Polizeimeldung' },
  },
  adminRequests: {
    path: '/admin/requests',
    title: {
      en: 'Front desk: guest requests',
      it: 'Reception: richieste degli ospiti',
      de: 'Rezeption: Anfragen der Gäste',
    },
  },
  adminActions: {
    path: '/admin/actions',
    title: {
      en: 'Front desk: staff actions',
      it: 'Reception: operazioni del personale',
      de: 'Rezeption: Aktionen des Personals',
    },
  },
  adminPages: {
    path: '/admin/pages',
    title: { en: 'Front desk: pages', it: 'Reception: pagine', de: 'Rezeption: Seiten' },
  },
  adminPage: {
    path: '/admin/pages/:id',
    title: { en: 'Front desk: edit page', it: 'Reception: modifica pagina', de: 'Rezeption: Seite bearbeiten' },
    params: { id: isNumericId },
  },
  daySpa: { path: '/day-spa', title: { en: 'Day spa', it: 'Day spa', de: 'Day Spa' } },
  daySpaStart: {
    path: '/day-spa/:slug',
    title: { en: 'Day spa: people and day', it: 'Day spa: persone e giorno', de: 'Day Spa: Personen und Tag' },
  },
  daySpaAvailability: {
    path: '/day-spa/:slug/:date',
    title: { en: 'Day spa: time slots', it: 'Day spa: fasce orarie', de: 'Day Spa: Zeitfenster' },
    params: { date: isIsoDate },
  },
  daySpaPayment: {
    path: '/day-spa/:slug/:date/payment',
    title: { en: 'Day spa: payment', it: 'Day spa: pagamento', de: 'Day Spa: Zahlung' },
    params: { date: isIsoDate },
  },
  shop: { path: '/shop', title: { en: 'Gift cards', it: 'Buoni regalo', de: 'Gutscheine' } },
  shopCheckout: { path: '/shop/checkout', title: { en: 'Checkout', it: 'Cassa', de: 'Kasse' } },
  shopPersonalisation: {
    path: '/shop/checkout/personalisation',
    title: {
      en: 'Checkout: gift card recipients',
      it: 'Cassa: destinatari dei buoni',
      de: 'Kasse: Empfänger der Gutscheine',
    },
  },
  shopPayment: {
    path: '/shop/checkout/payment',
    title: { en: 'Checkout: payment', it: 'Cassa: pagamento', de: 'Kasse: Zahlung' },
  },
  shopConfirmation: {
    path: '/shop/checkout/confirmation',
    title: { en: 'Checkout: thank you', it: 'Cassa: grazie', de: 'Kasse: vielen Dank' },
  },
  giftCardBalance: {
    path: '/gift-cards/balance',
    title: { en: 'Gift card balance', it: 'Saldo del buono regalo', de: 'Guthaben des Gutscheins' },
  },
  productReservation: {
    path: '/my/product-reservations/:number',
    title: { en: 'Your day spa reservation', it: 'La tua prenotazione day spa', de: 'Deine Day-Spa-Reservierung' },
  },
  requests: { path: '/requests', title: { en: 'Change booking', it: 'Modifica prenotazione', de: 'Buchung ändern' } },
  requestsChangeBooking: {
    path: '/requests/change-booking',
    title: { en: 'Change booking', it: 'Modifica prenotazione', de: 'Buchung ändern' },
  },
  requestsRefund: {
    path: '/requests/refund',
    title: { en: 'Request a refund', it: 'Chiedi un rimborso', de: 'Rückerstattung beantragen' },
  },
  airportTransfer: {
    path: '/airport-transfer',
    title: { en: 'Airport transfer', it: 'Transfer aeroporto', de: 'Flughafentransfer' },
  },
  bonusPreference: {
    path: '/my/bonus-terme/preferences',
    title: { en: 'Your bonus terme', it: 'Il tuo bonus terme', de: 'Dein Bonus Terme' },
  },
  accessTokens: {
    path: '/my/tokens',
    title: { en: 'Personal access tokens', it: 'Token di accesso personali', de: 'Persönliche Zugriffstokens' },
  },
  /** For designers (decision 021): in development for everyone, in production for administrators. */
  statecharts: {
    path: '/dev/statecharts',
    title: {
      en: 'Statecharts of the journeys',
      it: 'Diagrammi di stato dei percorsi',
      de: 'Zustandsdiagramme der Abläufe',
    },
  },
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** The site's name after every screen's title. */
export const SITE_NAME = 'Terme Hotel';

export const NOT_FOUND_TITLE: Translations = {
  en: 'Page not found',
  it: 'Pagina non trovata',
  de: 'Seite nicht gefunden',
};

/** '{screen} · Terme Hotel' in the route's language; the not-found screen without a route. */
export function pageTitle(name: RouteName | null, locale: Locale): string {
  return `${(name ? ROUTES[name].title : NOT_FOUND_TITLE)[locale]} · ${SITE_NAME}`;
}

/** A route's path below another's, for a journey's nested router: subPath('bookingRooms', 'booking') is '/rooms-available'. */
export function subPath(name: RouteName, base: RouteName): string {
  const full: string = ROUTES[name].path;
  const prefix: string = ROUTES[base].path;
  if (!full.startsWith(prefix)) throw new Error(`${name} is not below ${base}`);
  return full.slice(prefix.length) || '/';
}

const compiled = (Object.keys(ROUTES) as RouteName[]).map((name) => {
  const route: RouteDefinition = ROUTES[name];
  return { name, route, ...parse(route.path) };
});

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
  for (const { name, route, keys, pattern } of compiled) {
    const found = pattern.exec(below);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
    const checks = route.params ?? {};
    if (Object.entries(checks).every(([key, ok]) => ok(params[key] ?? ''))) return { lang, name, params };
  }
  return null;
}
