import { describe, expect, it } from 'vitest';
import { isPrivatePage, notFoundHead, pageHead, pathIn } from '@domain/pageHead';
import { PAGE_TEXTS, SITE_DESCRIPTION } from '@domain/pageTexts';
import { ROUTES, type RouteName } from '@domain/routes';

// Issue 10: one head per page for search engines, from the route table (decision 007).
describe('pageHead', () => {
  it('names one address per page, whatever its spelling, and the same page in each language', () => {
    expect(pathIn('en', '/')).toBe('/en/');
    expect(pathIn('en', '')).toBe('/en/');
    expect(pathIn('de', '/booking/select-dates/')).toBe('/de/booking/select-dates');
    expect(pathIn('it', '/booking//')).toBe('/it/booking');
    expect(pageHead('/it').canonical).toBe('/it/');
    expect(pageHead('/it/').canonical).toBe('/it/');
    const rooms = pageHead('/en/booking/rooms-available/', 'de');
    expect(rooms.lang).toBe('en');
    expect(rooms.title).toBe('Choose your rooms · Terme Hotel');
    expect(rooms.canonical).toBe('/en/booking/rooms-available');
    expect(rooms.alternates).toEqual([
      { hreflang: 'it', href: '/it/booking/rooms-available' },
      { hreflang: 'en', href: '/en/booking/rooms-available' },
      { hreflang: 'de', href: '/de/booking/rooms-available' },
      { hreflang: 'x-default', href: '/it/booking/rooms-available' },
    ]);
    expect(rooms.indexable).toBe(true);
  });

  it("makes '/' the x-default of the home page, and gives '/' itself the visitor's language without an address of its own", () => {
    expect(pageHead('/de/').alternates.at(-1)).toEqual({ hreflang: 'x-default', href: '/' });
    const root = pageHead('/', 'en');
    expect(root.lang).toBe('en');
    expect(root.title).toBe('Thermal spa hotel in the Euganean Hills · Terme Hotel');
    expect(root.canonical).toBeNull();
  });

  it('gives a path that is no page the not-found head in the fallback language', () => {
    expect(pageHead('/en/nowhere', 'de')).toEqual(notFoundHead('de'));
    expect(pageHead('/fr/booking', 'en')).toEqual(notFoundHead('en'));
    expect(notFoundHead('it')).toMatchObject({
      title: 'Pagina non trovata · Terme Hotel',
      canonical: null,
      alternates: [],
      indexable: false,
    });
  });

  it('keeps accounts, the front desk, password links and the statecharts out of search results, and nothing else', () => {
    const privatePages = (Object.keys(ROUTES) as RouteName[]).filter(isPrivatePage).sort();
    expect(privatePages).toEqual(
      [
        'account',
        'accessTokens',
        'admin',
        'adminActions',
        'adminPage',
        'adminPages',
        'adminPoliceReport',
        'adminRequests',
        'adminReservation',
        'adminStaff',
        'adminTouristTax',
        'adminIstat',
        'adminCityTax',
        'adminGiftCards',
        'adminSeasons',
        'adminPromoCodes',
        'adminGiftCardProducts',
        'adminAddOns',
        'adminSettings',
        'adminDaySpa',
        'adminRooms',
        'adminRatePlans',
        'adminPricingRules',
        'adminCalendar',
        'adminSpaDay',
        'adminSpaCatalogue',
        'adminSsnCure',
        'bonusPreference',
        'checkIn',
        'productReservation',
        'resetPassword',
        'roomReservation',
        'statecharts',
      ].sort(),
    );
    expect(pageHead('/it/password/reset').indexable).toBe(true);
    expect(pageHead('/it/password/reset/abc').indexable).toBe(false);
  });

  it('describes every public screen in a search snippet of 50 to 160 characters, in each language', () => {
    const publicPages = (Object.keys(ROUTES) as RouteName[]).filter((name) => !isPrivatePage(name));
    for (const name of publicPages) expect(PAGE_TEXTS[name].description, name).toBeDefined();
    const descriptions = Object.values(PAGE_TEXTS).flatMap(({ description }) => (description ? [description] : []));
    for (const text of [SITE_DESCRIPTION, ...descriptions].flatMap((t) => Object.values(t))) {
      expect(text.length, text).toBeGreaterThanOrEqual(40);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });
});
