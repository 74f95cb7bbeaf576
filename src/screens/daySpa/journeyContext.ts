import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { daySpaMachine } from '../../../machines/daySpa.machine';
import type { ProductDetail } from '../../../domain/daySpa';
import type { CardSession } from '../../payments';

/**
 * What the day-spa screens share: the journey's actor (one for start, availability and payment,
 * so choices survive the moves), the product, and the card session its card payment was provided
 * with (the payment screen's card field attaches to it).
 */
export interface DaySpaJourneyValue {
  actor: Actor<typeof daySpaMachine>;
  product: ProductDetail;
  session: CardSession;
}

export const DaySpaJourneyContext = createContext<DaySpaJourneyValue | null>(null);

export function useDaySpaJourney(): DaySpaJourneyValue {
  const value = useContext(DaySpaJourneyContext);
  if (!value) throw new Error('useDaySpaJourney outside DaySpaJourney');
  return value;
}
