import { vi } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from '../../../machines/booking.machine';
import type { BookingStep } from '../../../machines/bookingContext';
import type { RoomsSearch } from '../../../domain/bookingQuery';
import type { RateVariation, RoomCategoryInfo } from '../../../domain/roomRates';
import { pendingActors } from './pendingActors';
import { cardPaymentStandIn, loginStandIn } from './journeyStandIns';

/**
 * The room booking machine started with stand-ins for what the screens provide (the rates load,
 * the sign-in, the card payment), recording what it asked of them; for the hand-written
 * scenarios (tests use fake timers: choosing a rate takes one second, product.md §2.2).
 */
export function startBooking(
  search: RoomsSearch,
  customer: { discountPercent: number; bonusCredit: number } | null,
  openedOn: 'rooms' | 'payment' = 'rooms',
  /** What the server wrote into the page for the search (decision 033): its rates or its refusal. */
  withThePage: { pageRates?: unknown; pageRefusal?: unknown } = {},
) {
  const { waiting, answer } = pendingActors();
  const card = cardPaymentStandIn();
  const login = loginStandIn();
  const seen = { navigations: [] as BookingStep[], flashes: 0, redirects: [] as string[], loads: [] as unknown[] };
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        loadRates: waiting('loadRates', seen.loads) as never,
        login: login.logic,
        cardPayment: card.logic as never,
      },
      actions: {
        navigate: (_, { to }) => void seen.navigations.push(to),
        flashSelectDates: () => void seen.flashes++,
        trackPurchase: () => {},
        redirect: (_, { url }) => void seen.redirects.push(url),
      },
    }),
    { input: { search, openedOn, customer, ...withThePage } as never },
  ).start();
  const choose = async (c: RoomCategoryInfo, v: RateVariation) => {
    actor.send({ type: 'rate.select', category: c, variation: v });
    await vi.advanceTimersByTimeAsync(1000);
  };
  return { actor, seen, card, login, answer, choose };
}
