import { Redirect, Route, Switch } from 'wouter';
import { subPath } from '@domain/routes';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { PersonalisationScreen } from './PersonalisationScreen';
import { CheckoutPaymentScreen } from './CheckoutPaymentScreen';
import { ConfirmationScreen } from './ConfirmationScreen';
import '../shop.css';

/** /{lang}/shop/checkout (product.md §5.3): the base redirects to personalisation; then payment and confirmation. */
export function CheckoutRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={subPath('shopPersonalisation', 'shopCheckout')} replace />
      </Route>
      <Route path={subPath('shopPersonalisation', 'shopCheckout')} component={PersonalisationScreen} />
      <Route path={subPath('shopPayment', 'shopCheckout')} component={CheckoutPaymentScreen} />
      <Route path={subPath('shopConfirmation', 'shopCheckout')} component={ConfirmationScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
