import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { offersFor } from '@domain/bookingSelection';
import { formatDate } from '@domain/dates';
import { Skeleton, Spinner, useFocusOnChange, useFocusOnMount } from '@src/ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { useLocale } from '@src/i18n/useLocale';
import { useBookingJourney } from '../journey/bookingJourneyContext';
import { ChangeSearchButton } from '../widget/ChangeSearchButton';
import { CategoryCard } from './CategoryCard';
import { OrderSummary } from './OrderSummary';
import { RatesLoadFailed } from '../journey/RatesLoadFailed';
import { SearchRefused } from '../journey/SearchRefused';
import { PromoCodeStatus } from '../widget/PromoCodeStatus';
import '../booking.css';
import { useOccupancy } from '@src/i18n/counts';

/**
 * booking.rooms (product.md §2.2): 'Room i of n', the categories free for that room with their rates, the
 * order summary of the rooms already chosen, skeletons while loading and the no-availability text.
 */
export function RoomsScreen() {
  const locale = useLocale();
  const occupancy = useOccupancy();
  const { actor } = useBookingJourney();
  const state = useSelector(actor, (s) => s);
  const { search, rooms, editingIndex, rates } = state.context;
  const loading = state.hasTag('loadingRates');
  const adding = state.hasTag('adding');
  const refused = state.hasTag('searchRefused');
  const room = rooms[editingIndex];
  const offers = rates && room ? offersFor(rates, rooms, editingIndex) : [];
  const i = editingIndex + 1;
  const n = rooms.length;
  // A new screen starts at its top; the next room to choose is brought into view, with the focus.
  const title = useRef<HTMLHeadingElement>(null);
  const step = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(title, 'top');
  useFocusOnChange(step, room && !loading ? editingIndex : null);
  const stayText = search.arrival
    ? `${formatDate(search.arrival, locale, 'ddd DD MMM YYYY')} – ${formatDate(search.departure, locale, 'ddd DD MMM YYYY')}`
    : '';

  return (
    <>
      <PageHeader>
        <h1 ref={title} tabIndex={-1}>
          <Trans>Choose your rooms</Trans>
        </h1>
        <p className="booking-header__stay">{stayText}</p>
        {search.code && !refused ? <PromoCodeStatus code={search.code} arrival={search.arrival} /> : null}
        <ChangeSearchButton />
      </PageHeader>
      <div
        className="container page booking-page booking-rooms"
        data-machine="booking"
        data-state={JSON.stringify(state.value)}
      >
        <div className="booking-rooms__main">
          {room && !loading && !refused ? (
            <header className="booking-step" aria-live="polite">
              <h2 ref={step} tabIndex={-1}>
                <Trans>
                  Room {i} of {n}
                </Trans>
              </h2>
              <p className="booking-step__people">
                {occupancy(room.adults, room.children)} · {stayText}
              </p>
            </header>
          ) : null}
          {loading ? <RoomsSkeleton /> : null}
          {state.hasTag('ratesFailed') ? <RatesLoadFailed onRetry={() => actor.send({ type: 'rates.retry' })} /> : null}
          {refused ? <SearchRefused problems={state.context.searchProblems} search={search} /> : null}
          {state.hasTag('noOffers') ? (
            <div className="booking-notice" role="status">
              <p>
                <Trans>
                  There are no available rooms, please try changing the dates or increasing the number of days.
                </Trans>
              </p>
              <ChangeSearchButton variant="primary" />
            </div>
          ) : null}
          {adding ? (
            <p className="booking-adding" role="status">
              <Spinner size="small" decorative /> <Trans>Adding the room to your booking…</Trans>
            </p>
          ) : null}
          {state.hasTag('offers') && room ? (
            <ul className="booking-categories" aria-busy={adding || undefined}>
              {offers.map((entry, index) => (
                <li key={entry.room_category.id}>
                  <CategoryCard
                    entry={entry}
                    room={room}
                    first={index === 0}
                    disabled={adding}
                    onSelect={(category, variation) => actor.send({ type: 'rate.select', category, variation })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <section className="booking-flexible" aria-labelledby="flexible-rates-title">
            <h2 id="flexible-rates-title">
              <Trans>Flexible rates</Trans>
            </h2>
            <p>
              <Trans>
                Our prices are not fixed: they vary with the season, the day of the week, how many guests share the room
                and how early you book. The earlier you book, the less you pay.
              </Trans>
            </p>
          </section>
        </div>
        <OrderSummary
          rooms={rooms}
          editingIndex={editingIndex}
          onDelete={(tempId) => actor.send({ type: 'room.delete', tempId })}
          disabled={adding || loading}
        />
      </div>
    </>
  );
}

function RoomsSkeleton() {
  return (
    <div className="booking-skeletons" aria-busy="true">
      <Skeleton height={32} width="50%" />
      {[0, 1, 2].map((k) => (
        <div key={k} className="booking-skeleton-card">
          <Skeleton height={180} />
          <Skeleton count={3} height={18} />
        </div>
      ))}
    </div>
  );
}
