import { PAYMENT_COUNTRY, PAYMENT_CURRENCY } from '../../domain/constants';
import type { AppModule } from '../modules/types';
import { activeGateway } from './gateways';
import { registerSandboxRoutes } from './sandbox/sandboxRoutes';

/** What the SPA's card gateway needs to know: Stripe (with its publishable key) or the sandbox. */
export interface PaymentsConfig {
  gateway: 'stripe' | 'sandbox';
  publishableKey: string | null;
  currency: string;
  country: string;
}

export const paymentsModule: AppModule = async (app, deps) => {
  const gateway = activeGateway(deps.config);

  app.get('/api/payments/config', async (): Promise<PaymentsConfig> => ({
    gateway,
    publishableKey: gateway === 'stripe' ? (deps.config.stripePublishableKey ?? null) : null,
    currency: PAYMENT_CURRENCY,
    country: PAYMENT_COUNTRY,
  }));

  // A refused payment answers 402 `{message, error}`: the card statechart reads `error`.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode !== 402 || !payload || typeof payload !== 'object') return payload;
    const body = payload as Record<string, unknown>;
    return 'error' in body ? body : { ...body, error: body.message };
  });

  if (gateway === 'sandbox') registerSandboxRoutes(app, deps.db);
};
