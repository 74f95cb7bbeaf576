import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { daySpaMachine, type DaySpaPurchase } from '@machines/daySpa.machine';
import { customerOf } from '@domain/customer';
import { hotelToday } from '@domain/dates';
import { availableSlots, parsePeople } from '@domain/daySpa';
import { matchPath, subPath } from '@domain/routes';
import { availabilityQuery, daySpaProductQuery, postDaySpaReservation, type ProductDetail } from '../../api/daySpa';
import { useUser, type User } from '../../api/user';
import { CardSession, cardPaymentFor } from '../../payments';
import { loginGateActor, useJourneyCustomer } from '@src/shared/auth/journeyLogin';
import { useLocale } from '../../i18n/useLocale';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { DaySpaJourneyProvider, type DaySpaJourneyValue } from './daySpaJourneyContext';
import { DaySpaHeader } from './DaySpaHeader';
import { DaySpaStart } from './DaySpaStart';
import { DaySpaAvailability } from './DaySpaAvailability';
import { JourneySkeleton } from '@src/shared/journey/JourneySkeleton';
import { Skeleton } from '../../ui';
import './daySpa.css';

// The payment step (the card form, its validation, the consent's sanitised text) loads when the
// guest goes to it: the journey's first screen, the price calendar, does not wait for it (issue 10).
const DaySpaPayment = lazy(() => import('./DaySpaPayment').then((module) => ({ default: module.DaySpaPayment })));

type RouteStep =
  { step: 'start' } | { step: 'availability'; date: string } | { step: 'payment'; date: string } | { step: 'unknown' };

const steps = {
  availability: subPath('daySpaAvailability', 'daySpaStart'),
  payment: subPath('daySpaPayment', 'daySpaStart'),
};

/** The address under /{lang}/day-spa/{slug}: '/', '/{date}' or '/{date}/payment' (domain/routes.ts). */
function parseRoute(location: string): RouteStep {
  if (location === '/') return { step: 'start' };
  const payment = matchPath(steps.payment, location);
  if (payment) return { step: 'payment', date: payment.date };
  const availability = matchPath(steps.availability, location);
  if (availability) return { step: 'availability', date: availability.date };
  return { step: 'unknown' };
}

const peopleIn = (search: string) => parsePeople(new URLSearchParams(search).get('people'));

/** Stands in for a day-spa screen while the product and the user arrive. */
export const DaySpaSkeleton = () => <JourneySkeleton pageClassName="day-spa" cards={2} cardHeight={140} />;

/** /{lang}/day-spa/{slug}/*: the product, then one journey actor for its three screens. */
export function DaySpaJourney() {
  const { slug } = useParams<{ slug: string }>();
  const locale = useLocale();
  const user = useUser();
  const product = useQuery(daySpaProductQuery(slug, locale));
  if (user.isPending || product.isPending) return <DaySpaSkeleton />;
  if (product.isError || product.data.kind !== 'day_spa') return <NotFoundScreen />;
  return <Journey product={product.data} user={user.data ?? null} />;
}

function Journey({ product, user }: { product: ProductDetail; user: User | null }) {
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  // Parsed once per address, so the effect below runs when the address changes, not on every render.
  const route = useMemo(() => parseRoute(location), [location]);
  const people = peopleIn(search);
  const [session] = useState(() => new CardSession());

  // The journey's effects, provided once: the card payment's too (the card field on the payment
  // screen attaches to `session`).
  const [machine] = useState(() =>
    daySpaMachine.provide({
      actors: {
        // Always fresh (places change); only the slots that can take everyone and are still on sale.
        loadSlots: fromPromise(({ input }) =>
          queryClient
            .fetchQuery({ ...availabilityQuery(product.id, input.people, input.date, input.date), staleTime: 0 })
            .then(availableSlots),
        ),
        login: loginGateActor('login'),
        cardPayment: cardPaymentFor<DaySpaPurchase>(session, (purchase, payment) =>
          postDaySpaReservation({ ...purchase, ...payment }),
        ),
      },
      actions: {
        navigate: ({ context }, { to }) => {
          const query = `?people=${context.people}`;
          if (to === 'start') navigate(`/${query}`);
          else if (to === 'availability') navigate(`/${context.date}${query}`);
          else if (to === 'payment') navigate(`/${context.date}/payment${query}`);
          else if (to === 'reservation')
            navigate(`~/${locale}/my/product-reservations/${context.result?.reservation_number ?? ''}`);
          else navigate(`~/${locale}/404`, { replace: true });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine, {
    input: {
      today: hotelToday(),
      people,
      maxPeople: product.max_people,
      minPeople: product.min_people,
      customer: customerOf(user),
    },
  });
  const [journey] = useState<DaySpaJourneyValue>(() => ({ actor, product, session }));
  const state = useSelector(actor, (s) => s);

  // The address is part of the journey (links, back button, reload): the machine follows it.
  useEffect(() => {
    if (route.step === 'start') actor.send({ type: 'route.start', people });
    else if (route.step === 'availability') actor.send({ type: 'route.availability', date: route.date, people });
    else if (route.step === 'payment') actor.send({ type: 'route.payment', date: route.date });
    // Not-found inside the language's scope: a bare /404 would fall back to the browser's language.
    else navigate(`~/${locale}/404`, { replace: true });
  }, [actor, route, people, navigate, locale]);

  useJourneyCustomer(actor, user);

  const stateName =
    typeof state.value === 'string' ? state.value : Object.entries(state.value).map(([k, v]) => `${k}.${String(v)}`)[0];
  return (
    <DaySpaJourneyProvider value={journey}>
      <div data-machine="daySpa" data-state={stateName}>
        <DaySpaHeader title={product.title} />
        <div className="container page day-spa">
          {state.matches('start') ? <DaySpaStart /> : null}
          {state.matches('availability') ? <DaySpaAvailability /> : null}
          {state.matches('payment') ? (
            <Suspense fallback={<Skeleton count={2} height={160} />}>
              <DaySpaPayment user={user} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </DaySpaJourneyProvider>
  );
}
