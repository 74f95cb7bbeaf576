import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox/sandboxGateway';
import { createStripeGateway } from './stripe/stripeGateway';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox, the embedded default. */
export const activeGateway = (config: AppConfig): 'stripe' | 'sandbox' =>
  config.stripeSecretKey ? 'stripe' : 'sandbox';

const stripeGateways = new WeakMap<AppConfig, PaymentGateway>();

export function paymentGateway(deps: { db: Db; config: AppConfig }): PaymentGateway {
  const { config } = deps;
  if (!config.stripeSecretKey) return createSandboxGateway(deps.db);
  let gateway = stripeGateways.get(config);
  if (!gateway) {
    gateway = createStripeGateway({ secretKey: config.stripeSecretKey, api: config.stripeApi });
    stripeGateways.set(config, gateway);
  }
  return gateway;
}
