import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { daySpaMachine } from '../../../machines/daySpa.machine';
import type { ProductDetail } from '../../../domain/daySpa';

/**
 * What the day-spa screens share: the journey's actor (one for start, availability and payment,
 * so choices survive the moves), the product, and the bridge through which the machine's
 * `startCardPayment` reaches the card payment living on the payment screen.
 */
export interface DaySpaJourneyValue {
  actor: Actor<typeof daySpaMachine>;
  product: ProductDetail;
  cardBridge: { current: ((values: Record<string, unknown>) => void) | null };
}

export const DaySpaJourneyContext = createContext<DaySpaJourneyValue | null>(null);

export function useDaySpaJourney(): DaySpaJourneyValue {
  const value = useContext(DaySpaJourneyContext);
  if (!value) throw new Error('useDaySpaJourney outside DaySpaJourney');
  return value;
}
