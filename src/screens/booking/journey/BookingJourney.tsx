import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { Actor } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useLingui } from '@lingui/react/macro';
import { bookingMachine } from '@machines/booking.machine';
import type { RoomPurchase } from '@machines/bookingContext';
import { parseRoomsQuery, RATES_SEARCH_URL, ratesSearchText } from '@domain/bookingQuery';
import type { AvailableRatesResponse } from '@domain/roomRates';
import { paymentQuery, searchQuery } from '@domain/bookingSelection';
import { customerOf } from '@domain/customer';
import type { Locale } from '@domain/locales';
import { fetchAvailableRates, fetchTreatmentSlots, postRoomReservation, treatmentRefusalOf } from '@src/api/booking';
import type { PaymentPost } from '@machines/cardPayment.machine';
import { treatmentSchedulingMachine } from '@machines/treatmentScheduling.machine';
import { apiErrorOf } from '@src/api/client';
import { takeEarlyData, takeEarlyRefusal } from '@src/api/earlyRequests';
import { useUser, type User } from '@src/api/user';
import { CardSession, cardPaymentFor } from '@src/payments';
import { flash } from '@src/ui';
import { loginGateActor, useJourneyCustomer } from '@src/shared/auth/journeyLogin';
import { useLocale } from '@src/i18n/useLocale';
import { BookingJourneyProvider, type BookingJourneyValue } from './bookingJourneyContext';
import { trackPurchase } from './trackPurchase';
import { RoomsScreen } from '../rooms/RoomsScreen';
import { JourneySkeleton } from '@src/shared/journey/JourneySkeleton';

export type JourneyStep = 'rooms' | 'payment';

// The payment step (the card form, its validation and the date helpers it brings) loads when the
// guest goes to it: the rooms screen, the journey's first, does not wait for it (decision 028).
const PaymentScreen = lazy(() =>
  import('../payment/PaymentScreen').then((module) => ({ default: module.PaymentScreen })),
);
const paymentSkeleton = <JourneySkeleton pageClassName="booking-page" cards={2} cardHeight={160} />;

/**
 * booking.rooms and booking.payment: one booking actor for both (created once the user is
 * known), fed with the address and the user as events, and given its effects here.
 */
export function BookingJourney({ step }: { step: JourneyStep }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <JourneySkeleton pageClassName="booking-page" cards={3} cardHeight={160} />;
  return <Journey step={step} user={user ?? null} />;
}

function Journey({ step, user }: { step: JourneyStep; user: User | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const query = useSearch();
  const [, navigate] = useLocation();
  const [session] = useState(() => new CardSession());
  // The actor exists once the machine is provided: the purchase post reaches it through this ref.
  const journeyRef = useRef<Actor<typeof bookingMachine> | null>(null);

  // The journey's effects, provided once: the card payment's too (the card field on the payment
  // screen attaches to `session`).
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        loadRates: fromPromise(({ input }) => fetchAvailableRates(input.search, locale)),
        login: loginGateActor(),
        cardPayment: cardPaymentFor<RoomPurchase>(session, postTellingRefusedTimes(journeyRef, session)),
        treatmentScheduling: treatmentSchedulingMachine.provide({
          actors: { loadSlots: fromPromise(({ input }) => fetchTreatmentSlots(input.treatmentId, input.day)) },
        }),
      },
      actions: {
        navigate: ({ context }, { to }) => {
          if (to === 'payment') navigate(`/payment?${paymentQuery(context.search, context.rooms)}`);
          else if (to === 'rooms') navigate(`/rooms-available?${searchQuery(context.search)}`);
          else
            navigate(context.search.arrival ? `/select-dates?${searchQuery(context.search)}` : '/select-dates', {
              replace: true,
            });
        },
        flashSelectDates: () => void flash('error', t`Select Dates`),
        trackPurchase: ({ context }, { result, rooms }) => trackPurchase(result, rooms, context.search),
        // The server's own address for the reservation page (absolute, outside /booking).
        redirect: (_, { url }) => navigate(`~${url}`),
      },
    }),
  );
  // The rates that came with the page (decision 033), or the server's refusal of the search,
  // taken once: the rooms, or why there are none, show in the first paint.
  const [pageAnswer] = useState(() => (step === 'rooms' ? ratesWithThePage(query, locale) : {}));
  const actor = useJourneyActor(machine, {
    input: { search: parseRoomsQuery(query), openedOn: step, customer: customerOf(user), ...pageAnswer },
  });
  useEffect(() => {
    journeyRef.current = actor;
  }, [actor]);
  const [journey] = useState<BookingJourneyValue>(() => ({ actor, session }));

  // The address is part of the journey: back to the rooms' address means choosing again. Only a
  // change of address: the one the journey opened on is its input, and a stored choice with the
  // rates from the page has already moved on to the payment, where this would mean 'back'.
  const shownAddress = useRef({ step, query });
  useEffect(() => {
    if (shownAddress.current.step === step && shownAddress.current.query === query) return;
    shownAddress.current = { step, query };
    if (step === 'rooms') actor.send({ type: 'route.rooms', search: parseRoomsQuery(query) });
  }, [actor, step, query]);

  useJourneyCustomer(actor, user);

  return (
    <BookingJourneyProvider value={journey}>
      {step === 'rooms' ? (
        <RoomsScreen />
      ) : (
        <Suspense fallback={paymentSkeleton}>
          <PaymentScreen />
        </Suspense>
      )}
    </BookingJourneyProvider>
  );
}

/**
 * The purchase post that tells the journey when the hold refused a package's treatment time
 * (product.md §16.6: nothing was charged): the journey leaves the card for the times, with the
 * server's message, and the guest picks that time again.
 */
function postTellingRefusedTimes(journey: RefObject<Actor<typeof bookingMachine> | null>, session: CardSession) {
  return async (purchase: RoomPurchase, fields: PaymentPost) => {
    try {
      return await postRoomReservation(purchase, fields);
    } catch (error) {
      const refusal = treatmentRefusalOf(error);
      if (refusal) {
        session.settled(false);
        journey.current?.send({ type: 'treatments.refused', ...refusal });
      }
      throw error;
    }
  };
}

/** The address's rates search as it came with the page: its rates, or its refusal as the client would have thrown it. */
function ratesWithThePage(
  query: string,
  locale: Locale,
): { pageRates?: AvailableRatesResponse; pageRefusal?: unknown } {
  const body = ratesSearchText(query, locale);
  const pageRates = takeEarlyData<AvailableRatesResponse>(RATES_SEARCH_URL, locale, 'POST', body);
  if (pageRates) return { pageRates };
  const refusal = takeEarlyRefusal(RATES_SEARCH_URL, locale, 'POST', body);
  return refusal ? { pageRefusal: apiErrorOf(422, refusal) } : {};
}
