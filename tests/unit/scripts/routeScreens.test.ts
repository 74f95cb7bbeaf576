// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScreenImports, SCREENS_FILE } from '../../../scripts/build/routeScreens';

// Decision 037: the build names in each route's page the code of the screen the router loads,
// read from the screen's own `import()` in src/app/screens.ts, so there is no second list of files.
const screensFile = (code: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'terme-screens-')), 'screens.ts');
  writeFileSync(file, code);
  return file;
};

describe("the screens' modules, as the build reads them", () => {
  it('gives the module and the catalog part of each lazy screen, and nothing for a screen in the entry', () => {
    const file = screensFile(`
      export const SCREENS: Record<ScreenRoute, Screen> = {
        home: HomeScreen,
        booking: lazyScreen(() => import('../screens/booking/BookingRoutes'), 'BookingRoutes', 'booking'),
        roomReservation: lazyScreen(
          () => import('@src/screens/booking/reservation/RoomReservationScreen'),
          'RoomReservationScreen',
        ),
      };`);
    expect(readScreenImports(file)).toEqual(
      new Map([
        ['booking', { source: '../screens/booking/BookingRoutes', catalog: 'booking' }],
        ['roomReservation', { source: '@src/screens/booking/reservation/RoomReservationScreen', catalog: 'full' }],
      ]),
    );
  });

  it('refuses a lazy screen whose module it cannot read, rather than leave its page without its code', () => {
    const loader = screensFile(`
      const load = () => import('../screens/shop/ShopScreen');
      export const SCREENS = { shop: lazyScreen(load, 'ShopScreen') };`);
    expect(() => readScreenImports(loader)).toThrow('the screen of shop imports no module named in a string');
    const wrapped = screensFile(`export const SCREENS = { shop: lazy(() => import('../screens/shop/ShopScreen')) };`);
    expect(() => readScreenImports(wrapped)).toThrow('the screen of shop is neither a component nor a lazy screen');
  });

  it("reads the project's own file: a module for every lazy screen", () => {
    const screens = readScreenImports(join(import.meta.dirname, '../../..', SCREENS_FILE));
    expect(screens.get('booking')).toEqual({ source: '../screens/booking/BookingRoutes', catalog: 'booking' });
    expect(screens.get('admin')).toEqual({ source: '../screens/admin/AdminRoutes', catalog: 'full' });
    expect(screens.has('home')).toBe(false);
  });
});
