import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS, SCREEN_CATALOGS } from '@src/app/earlyModules';
import { SCREEN_OF_ROUTE } from '@src/app/routes';
import { ROUTES } from '@domain/routes';

// Decision 031: the build names, in each route's page, the chunks of the file ROUTE_SCREENS
// gives; the router renders the screen SCREEN_OF_ROUTE loads. Were they two different files,
// the page would fetch one screen's code and the entry wait for another's.
const screenFiles = import.meta.glob('../../../src/screens/**/*.tsx');

describe('the screen of each route', () => {
  it('has one for every route but the home page (which is in the entry)', () => {
    const routes = Object.keys(ROUTES)
      .filter((name) => name !== 'home')
      .sort();
    expect(Object.keys(ROUTE_SCREENS).sort()).toEqual(routes);
    expect(Object.keys(SCREEN_OF_ROUTE).sort()).toEqual(routes);
  });

  it.each(Object.entries(ROUTE_SCREENS))('%s: the router loads the file the page names (%s)', async (name, file) => {
    const named = screenFiles[`../../../${file}`];
    expect(named, `${file} is not a screen file`).toBeDefined();
    const loadedByRouter = await SCREEN_OF_ROUTE[name as keyof typeof SCREEN_OF_ROUTE].loadModule();
    expect(loadedByRouter).toBe(await named());
  });

  // Decision 034: the page names a journey's part of the catalog by its screen's file
  // (SCREEN_CATALOGS); the router's screen must await that same part, or the full catalog for
  // any other file. A mismatch would paint the journey's texts as their ids.
  it.each(Object.entries(ROUTE_SCREENS))('%s: the screen awaits the catalog the page names for %s', (name, file) => {
    const named = Object.entries(SCREEN_CATALOGS).find(([, catalogFile]) => catalogFile === file)?.[0] ?? 'full';
    expect(SCREEN_OF_ROUTE[name as keyof typeof SCREEN_OF_ROUTE].catalog).toBe(named);
  });
});
