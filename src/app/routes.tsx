import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { PageLoading } from '@src/shared/page/PageLoading';
import { matchRoute, ROUTES, routesIn, SCREEN_ROUTES, screenRouteOf } from '@domain/routes';
import { SCREENS } from './screens';

/**
 * Starts loading the screen of the page's route from the entry, before the first render: the
 * page names its code for the browser to fetch with the entry, and a screen loaded by its first
 * render shows without a fallback (decision 031).
 */
export async function preloadRouteScreen(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (!route) return;
  const screen = SCREENS[screenRouteOf(route.name)];
  if ('preload' in screen) await screen.preload(route.lang);
}

/**
 * The screens under /{lang}, from the route manifest (domain/routes.ts): each route with a
 * screen of its own at its path, nested when its screen draws others with a router of its own.
 */
export function LocaleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {SCREEN_ROUTES.map((name) => (
          <Route key={name} path={ROUTES[name].path} nest={routesIn(name).length > 0} component={SCREENS[name]} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
