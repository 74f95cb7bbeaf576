import { PAYMENT_COUNTRY, PAYMENT_CURRENCY } from '../../../domain/constants';
import { nothing } from '../../http/validation';
import { activeGateway } from '../../payments/gateways';
import type { AppModule } from '../../deps';
import { sandboxRoutes } from './sandboxRoutes';
import { stripeWebhookRoutes } from './stripeWebhook';
import { PUBLIC_READ } from '../../http/session';

/** What the SPA's card gateway needs to know: Stripe (with its publishable key) or the sandbox. */
export interface PaymentsConfig {
  gateway: 'stripe' | 'sandbox';
  publishableKey: string | null;
  currency: string;
  country: string;
}

/**
 * The payments module's routes: the gateway's configuration, and the sandbox's endpoints while
 * the sandbox is the gateway, Stripe's webhook while Stripe is (with its signing secret). The purchase protocol itself (server/payments/) is a library every
 * priced journey calls from its own route; its refusals carry `error` (paymentRefused).
 */
export const paymentsModule: AppModule = async (app, deps) => {
  const gateway = activeGateway(deps.config);

  app.get(
    '/api/payments/config',
    {
      schema: {
        querystring: nothing,
        tags: ['Payments'],
        summary: 'Which card gateway the site uses and its public key',
      },
      ...PUBLIC_READ,
    },
    async (): Promise<PaymentsConfig> => ({
      gateway,
      publishableKey: gateway === 'stripe' ? (deps.config.stripePublishableKey ?? null) : null,
      currency: PAYMENT_CURRENCY,
      country: PAYMENT_COUNTRY,
    }),
  );

  if (gateway === 'sandbox') await app.register(sandboxRoutes, deps);
  if (gateway === 'stripe' && deps.config.stripeWebhookSecret) await app.register(stripeWebhookRoutes, deps);
};
