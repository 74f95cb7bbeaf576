import { useQuery } from '@tanstack/react-query';
import { Redirect, Route, Switch } from 'wouter';
import { subPath } from '@domain/routes';
import { daySpaProductsQuery } from '../../api/daySpa';
import { useLocale } from '../../i18n/useLocale';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { DaySpaJourney, DaySpaSkeleton } from './DaySpaJourney';

/** /{lang}/day-spa: the first bookable product; /{lang}/day-spa/{slug}/*: its journey. */
export function DaySpaRoutes() {
  return (
    <Switch>
      <Route path="/" component={FirstProduct} />
      <Route path={subPath('daySpaStart', 'daySpa')} nest component={DaySpaJourney} />
    </Switch>
  );
}

function FirstProduct() {
  const locale = useLocale();
  const products = useQuery(daySpaProductsQuery(locale));
  if (products.isPending) return <DaySpaSkeleton />;
  const first = products.data?.[0];
  return first ? <Redirect to={`/${first.slug}`} replace /> : <NotFoundScreen />;
}
