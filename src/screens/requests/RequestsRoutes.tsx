import { Redirect, Route, Switch } from 'wouter';
import { subPath } from '@domain/routes';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { AccessibilityBarrierScreen } from './AccessibilityBarrierScreen';
import { ChangeBookingScreen } from './ChangeBookingScreen';
import { RefundScreen } from './RefundScreen';

const paths = {
  changeBooking: subPath('requestsChangeBooking', 'requests'),
  refund: subPath('requestsRefund', 'requests'),
  barrier: subPath('requestsAccessibilityBarrier', 'requests'),
};

/** /{lang}/requests: redirects to the change-booking form (product.md §8); the refund form and the barrier report (§8.4) beside it. */
export function RequestsRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={`${paths.changeBooking}${window.location.search}`} replace />
      </Route>
      <Route path={paths.changeBooking} component={ChangeBookingScreen} />
      <Route path={paths.refund} component={RefundScreen} />
      <Route path={paths.barrier} component={AccessibilityBarrierScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
