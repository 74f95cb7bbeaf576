import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { bookingMachine, type RoomReservationResult } from '../../../../machines/booking.machine';
import { parseRoomsQuery } from '../../../../domain/bookingQuery';
import { paymentQuery, searchQuery } from '../../../../domain/bookingSelection';
import { fetchAvailableRates } from '../../../api/booking';
import { useUser, type User } from '../../../api/user';
import { flash } from '../../../ui';
import { openAuthDialog } from '../../auth/authDialogStore';
import { useLoginGate } from '../../auth/useLoginGate';
import { useLocale } from '../../../i18n/useLocale';
import { BookingJourneyContext, type BookingJourneyValue, type PayInput } from './journeyContext';
import { trackPurchase } from './trackPurchase';
import { RoomsScreen } from '../rooms/RoomsScreen';
import { PaymentScreen } from '../payment/PaymentScreen';
import { JourneySkeleton } from './JourneySkeleton';

export type JourneyStep = 'rooms' | 'payment';

/**
 * booking.rooms and booking.payment: one booking actor for both (created once the user is
 * known), fed with the address and the user as events, and given its effects here.
 */
export function BookingJourney({ step }: { step: JourneyStep }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <JourneySkeleton />;
  return <Journey step={step} user={user ?? null} />;
}

function Journey({ step, user }: { step: JourneyStep; user: User | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const query = useSearch();
  const [, navigate] = useLocation();
  const payBridge = useRef<BookingJourneyValue['payBridge']['current']>(null);
  const self = useRef<BookingJourneyValue['actor'] | null>(null);

  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        loadRates: fromPromise(({ input }) => fetchAvailableRates(input.search, locale)),
        payReservation: fromPromise<RoomReservationResult, PayInput>(({ input }) => {
          if (!payBridge.current) return Promise.reject(new Error('The payment form is not ready.'));
          return payBridge.current(input);
        }),
      },
      actions: {
        navigate: ({ context }, { to }) => {
          if (to === 'payment') navigate(`/payment?${paymentQuery(context.search, context.rooms)}`);
          else if (to === 'rooms') navigate(`/rooms-available?${searchQuery(context.search)}`);
          else navigate(context.search.arrival ? `/select-dates?${searchQuery(context.search)}` : '/select-dates', { replace: true });
        },
        flashSelectDates: () => void flash('error', t`Select Dates`),
        openLogin: () => openAuthDialog({ onSignedIn: () => self.current?.send({ type: 'auth.signedIn' }) }),
        trackPurchase: ({ context }, { result, rooms }) => trackPurchase(result, rooms, context.search),
        // The server's own address for the reservation page (absolute, outside /booking).
        redirect: (_, { url }) => navigate(`~${url}`),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { search: parseRoomsQuery(query), openedOn: step, signedIn: Boolean(user) } });
  self.current = actor;
  const [journey] = useState<BookingJourneyValue>(() => ({ actor, payBridge }));

  // The address is part of the journey: back to the rooms' address means choosing again.
  useEffect(() => {
    if (step === 'rooms') actor.send({ type: 'route.rooms', search: parseRoomsQuery(query) });
  }, [actor, step, query]);

  // A dismissed login dialog drops the chosen rate.
  useLoginGate(actor, Boolean(user), (snapshot) => snapshot.matches({ rooms: 'loginGate' }));

  return <BookingJourneyContext.Provider value={journey}>{step === 'rooms' ? <RoomsScreen /> : <PaymentScreen />}</BookingJourneyContext.Provider>;
}
