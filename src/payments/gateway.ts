import type { ComponentType } from 'react';
import { api } from '../api/client';
import type { CardSession } from './session';

/** GET /api/payments/config: which card gateway the server uses. */
export interface PaymentsConfig {
  gateway: 'stripe' | 'sandbox';
  publishableKey: string | null;
  currency: string;
  country: string;
}

/** What a gateway's card field component receives. */
export interface CardFieldsProps {
  session: CardSession;
  config: PaymentsConfig;
  amountCents: number;
  disabled: boolean;
  /** The alert line's id, for aria-describedby on the card inputs. */
  alertId: string;
  invalid: boolean;
  /** The card field's live message (null once the card looks right). */
  onCardChange: (error: string | null) => void;
  /** The guest confirmed a wallet payment: the screen pays as its Pay button does. */
  onWalletPay: () => void;
}

export interface LoadedGateway {
  config: PaymentsConfig;
  CardFields: ComponentType<CardFieldsProps>;
}

let loading: Promise<LoadedGateway> | null = null;

/**
 * Loads the card gateway's code on demand (its own chunk, never in the first route's
 * JavaScript): Stripe Elements when the server has a publishable key, else the sandbox.
 */
export function loadCardGateway(): Promise<LoadedGateway> {
  loading ??= (async () => {
    const config = await api.get<PaymentsConfig>('/api/payments/config', { quiet: true });
    if (config.gateway === 'stripe') {
      if (!config.publishableKey) throw new Error('STRIPE_PUBLISHABLE_KEY is not configured');
      const { StripeCardFields } = await import('./stripe/StripeCardFields');
      return { config, CardFields: StripeCardFields };
    }
    const { SandboxCardFields } = await import('./sandbox/SandboxCardFields');
    return { config, CardFields: SandboxCardFields };
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
