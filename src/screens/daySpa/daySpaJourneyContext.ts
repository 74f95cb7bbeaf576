import type { Actor } from 'xstate';
import type { daySpaMachine } from '@machines/daySpa.machine';
import type { ProductDetail } from '@domain/daySpa';
import type { CardSession } from '../../payments';
import { createJourneyContext } from '@src/shared/journey/journeyContext';

/**
 * What the day-spa screens (start, availability, payment) share: the journey's actor, the product,
 * and the card session its card payment was provided with.
 */
export interface DaySpaJourneyValue {
  actor: Actor<typeof daySpaMachine>;
  product: ProductDetail;
  session: CardSession;
}

export const { Provider: DaySpaJourneyProvider, useJourney: useDaySpaJourney } =
  createJourneyContext<DaySpaJourneyValue>('DaySpaJourney');
