// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  matchPath,
  matchRoute,
  ROUTE_NAMES,
  routeEntry,
  routesIn,
  ROUTES,
  SCREEN_ROUTES,
  screenRouteOf,
  subPath,
  type RouteName,
} from '@domain/routes';
import { pageTitle } from '@domain/pageTexts';

// The route table of decision 007 and issue 16 §8-9, expectations written by hand: a path of the
// site is a page in its language, anything else (an unknown path, /404, another language, an id
// or a date that cannot be) is not; every screen is titled '{screen} · Terme Hotel'.

describe('which paths are pages of the site (issue 16 §8)', () => {
  it('finds the screen and its language', () => {
    expect(matchRoute('/it/booking/select-dates')).toEqual({ lang: 'it', name: 'bookingDates', params: {} });
    expect(matchRoute('/de/')).toEqual({ lang: 'de', name: 'home', params: {} });
    expect(matchRoute('/en/deposit-payment')).toEqual({ lang: 'en', name: 'depositPayment', params: {} });
  });

  it('reads the parameters of a path', () => {
    expect(matchRoute('/en/my/room-reservations/42/check-in')).toEqual({
      lang: 'en',
      name: 'checkIn',
      params: { id: '42' },
    });
    expect(matchRoute('/it/day-spa/thermal-day/2027-05-03/payment')).toEqual({
      lang: 'it',
      name: 'daySpaPayment',
      params: { slug: 'thermal-day', date: '2027-05-03' },
    });
    expect(matchRoute('/de/my/product-reservations/DS-ABCD2345')).toEqual({
      lang: 'de',
      name: 'productReservation',
      params: { number: 'DS-ABCD2345' },
    });
  });

  it('answers no page for an unknown path, /404 and a language the site does not speak', () => {
    expect(matchRoute('/it/404')).toBeNull();
    expect(matchRoute('/it/no-such-page')).toBeNull();
    expect(matchRoute('/fr/booking')).toBeNull();
    expect(matchRoute('/booking')).toBeNull();
  });

  it('answers no page for an id that is not a number from 1, nor a date that is not a calendar day', () => {
    expect(matchRoute('/it/my/room-reservations/0')).toBeNull();
    expect(matchRoute('/it/my/room-reservations/012')).toBeNull();
    expect(matchRoute('/it/my/room-reservations/abc')).toBeNull();
    expect(matchRoute('/it/my/room-reservations/12345678901234567')).toBeNull();
    expect(matchRoute('/it/my/room-reservations/1234567890123456')).toMatchObject({ name: 'roomReservation' });
    expect(matchRoute('/it/admin/reservations/7')).toMatchObject({ name: 'adminReservation', params: { id: '7' } });
    expect(matchRoute('/it/admin/reservations/x7')).toBeNull();
    expect(matchRoute('/en/day-spa/thermal-day/2027-02-30')).toBeNull();
    expect(matchRoute('/en/day-spa/thermal-day/2027-02-28')).toMatchObject({ name: 'daySpaAvailability' });
  });
});

describe('matching one pattern, as the router does', () => {
  it('gives the parameters by name, or null', () => {
    expect(matchPath('/day-spa/:slug/:date', '/day-spa/thermal-day/2027-05-03')).toEqual({
      slug: 'thermal-day',
      date: '2027-05-03',
    });
    expect(matchPath('/privacy', '/privacy')).toEqual({});
    expect(matchPath('/privacy', '/register')).toBeNull();
  });

  it('gives a journey its paths below its own', () => {
    expect(subPath('bookingRooms', 'booking')).toBe('/rooms-available');
    expect(subPath('booking', 'booking')).toBe('/');
    expect(() => subPath('privacy', 'booking')).toThrow('privacy is not below booking');
  });
});

// Decision 037: a route is drawn by its own screen or by the screen of the route it is `in`.
describe('which screen draws each route', () => {
  it('a journey step or a back-office page by the screen of the route it is in; any other route by its own', () => {
    expect(screenRouteOf('bookingRooms')).toBe('booking');
    expect(screenRouteOf('daySpaPayment')).toBe('daySpa');
    expect(screenRouteOf('adminPage')).toBe('admin');
    expect(screenRouteOf('roomReservation')).toBe('roomReservation');
    expect(routesIn('requests')).toEqual(['requestsChangeBooking', 'requestsRefund', 'requestsAccessibilityBarrier']);
    expect(routesIn('daySpa')).toEqual(['daySpaStart']);
    expect(routesIn('privacy')).toEqual([]);
  });

  it('every route in another is below it, so that its router can draw it', () => {
    for (const name of ROUTE_NAMES) {
      const parent = routeEntry(name).in as RouteName | undefined;
      if (parent === undefined) continue;
      expect(ROUTE_NAMES, `${name} is in ${parent}`).toContain(parent);
      expect(ROUTES[name].path.startsWith(`${ROUTES[parent].path}/`), `${name} is below ${parent}`).toBe(true);
    }
  });

  it('no route with a screen of its own lies below one whose screen draws others (the router would never reach it)', () => {
    const nesting = SCREEN_ROUTES.filter((name) => routesIn(name).length > 0);
    for (const name of SCREEN_ROUTES)
      for (const parent of nesting)
        expect(ROUTES[name].path.startsWith(`${ROUTES[parent].path}/`), `${name} below ${parent}`).toBe(false);
  });
});

describe('page titles (issue 16 §9: each screen its own title in the route’s language)', () => {
  it("writes '{screen} · Terme Hotel', and 'not found' without a route", () => {
    expect(pageTitle('bookingRooms', 'en')).toBe('Choose your rooms · Terme Hotel');
    expect(pageTitle('bookingRooms', 'it')).toBe('Scegli le camere · Terme Hotel');
    expect(pageTitle('checkIn', 'de')).toBe('Online-Check-in · Terme Hotel');
    expect(pageTitle(null, 'de')).toBe('Seite nicht gefunden · Terme Hotel');
    expect(pageTitle(null, 'it')).toBe('Pagina non trovata · Terme Hotel');
  });
});
