import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { checkInMachine } from '@machines/checkIn.machine';
import { formatDate } from '@domain/dates';
import { checkInListQuery, saveCheckIn } from '../../api/checkIn';
import { ApiError } from '../../api/client';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { LoginGate } from '@src/shared/auth/LoginGate';
import { useLocale } from '../../i18n/useLocale';
import { CheckInGuestForm } from '@src/shared/checkIn/CheckInGuestForm';
import { GuestList } from './GuestList';
import '@src/shared/checkIn/checkIn.css';

/**
 * /{lang}/my/room-reservations/{id}/check-in: online check-in of every guest of a room
 * reservation (machines/checkIn.machine.ts). Someone else's reservation is 'not found'.
 */
export function CheckInScreen() {
  const { id } = useParams<{ id: string }>();
  const { data: user, isPending } = useUser();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Online check-in</Trans>
        </h1>
      </PageHeader>
      <div className="container page check-in-page">
        {isPending ? <Skeleton count={3} height={56} /> : null}
        {!isPending && !user ? <LoginGate /> : null}
        {user ? <CheckInJourney reservationId={id} /> : null}
      </div>
    </>
  );
}

function CheckInJourney({ reservationId }: { reservationId: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery(checkInListQuery(reservationId));
  const [machine] = useState(() =>
    checkInMachine.provide({
      actors: {
        saveCheckIn: fromPromise(async ({ input }) => {
          try {
            return await saveCheckIn(reservationId, input.method, input.values);
          } catch (error) {
            // A lost connection has no server message: say so in the guest's language.
            if (error instanceof ApiError) throw error;
            throw {
              message: i18n._(msg`We could not reach the hotel's server. Please check your connection and try again.`),
              errors: {},
            };
          }
        }),
      },
      actions: {
        notifySaved: () => {
          void queryClient.invalidateQueries({ queryKey: checkInListQuery(reservationId).queryKey });
          void queryClient.invalidateQueries({ queryKey: ['my', 'room-reservations'] });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine);
  const state = useSelector(actor, (s) => s);

  if (list.isPending) return <Skeleton count={3} height={56} />;
  if (list.isError)
    return (
      <div className="booking-notice" role="alert">
        <p>
          <Trans>This reservation does not exist or is not yours.</Trans>
        </p>
        <Link href="/my">
          <Trans>Back to my account</Trans>
        </Link>
      </div>
    );

  const { reservation } = list.data;
  const guest = state.context.guest;
  return (
    <>
      <p className="check-in-page__stay">
        <Trans>
          Reservation {reservation.number} · {formatDate(reservation.from_date, locale, 'DD MMM YYYY')} –{' '}
          {formatDate(reservation.to_date, locale, 'DD MMM YYYY')}
        </Trans>
      </p>
      {state.matches('list') || !guest ? (
        <>
          <p className="check-in-page__intro">
            <Trans>
              Italian law asks every hotel to register its guests with the police. Check in each guest before you arrive
              and skip the paperwork at the front desk.
            </Trans>
          </p>
          <GuestList
            list={list.data}
            message={state.context.message}
            onOpen={(g) =>
              actor.send({
                type: 'guest.open',
                guest: { position: g.position, role: g.role, existing: g.check_in_id !== null },
              })
            }
          />
          <Link href={`/my/room-reservations/${reservation.id}`} className="button button--secondary">
            <Trans>Back to the reservation</Trans>
          </Link>
        </>
      ) : (
        <CheckInGuestForm actor={actor} reservationId={reservationId} guest={guest} booker={list.data.booker} />
      )}
    </>
  );
}
