import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen';
import { PageLoading } from './PageLoading';

// Journeys load on demand so the first screen's JavaScript stays small.
const lazyScreen = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The route table under /{lang}. Each journey adds its routes here. */
export function LocaleRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}

export { lazyScreen };
