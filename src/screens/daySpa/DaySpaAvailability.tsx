import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { availableSlots, slotTotal } from '@domain/daySpa';
import { Skeleton, useFocusOnMount } from '../../ui';
import { availabilityQuery } from '../../api/daySpa';
import { useLocale } from '../../i18n/useLocale';
import { useDaySpaJourney } from './daySpaJourneyContext';
import { slotTitle } from '@src/shared/reservation/slotTitle';
import { useCounts } from '../../i18n/counts';
import { AddSlotToCart } from './AddSlotToCart';
import { DaySpaClosureNotice } from './DaySpaClosureNotice';

/** Availability (product.md §3.2): the chosen day's slots with the price for everyone, or 'not available'. */
export function DaySpaAvailability() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const counts = useCounts();
  const { actor, product } = useDaySpaJourney();
  const state = useSelector(actor, (s) => s);
  const { date, people, today } = state.context;
  // The machine loaded these through the same query: this reads the cache.
  const slots = useQuery({
    ...availabilityQuery(product.id, people, date ?? '', date ?? ''),
    enabled: state.matches({ availability: 'listed' }) || state.matches({ availability: 'loginGate' }),
  });
  const available = availableSlots(slots.data ?? []);
  // The step starts at its top, whatever the calendar's scroll was.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, 'top');
  const edit = (
    <button type="button" className="link-button day-spa__back" onClick={() => actor.send({ type: 'edit' })}>
      ‹ <Trans>Change</Trans>
    </button>
  );

  return (
    <section
      className="day-spa-availability"
      aria-labelledby="day-spa-availability-title"
      aria-busy={state.hasTag('loading') || undefined}
    >
      {edit}
      <h2 id="day-spa-availability-title" ref={heading} tabIndex={-1}>
        <Trans>Availability</Trans>{' '}
        {date ? <span className="day-spa__date">{formatDate(date, locale, 'DD MMMM YYYY')}</span> : null}
      </h2>
      <DaySpaClosureNotice today={today} />
      {state.hasTag('loading') ? <Skeleton count={2} height={72} /> : null}
      {state.matches({ availability: 'empty' }) ? (
        <div className="day-spa__empty" role="status">
          <p>
            <Trans>Not available, try another date</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'edit' })}>
            <Trans>Choose another date</Trans>
          </button>
        </div>
      ) : null}
      {state.matches({ availability: 'failed' }) ? (
        <div className="form-alert" role="alert">
          <p>
            <Trans>The time slots could not be loaded.</Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'slots.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {state.matches({ availability: 'listed' }) || state.matches({ availability: 'loginGate' }) ? (
        <ul className="day-spa-slots">
          {available.map((slot) => {
            const title = slotTitle(slot.title, i18n);
            const total = formatMoney(slotTotal(slot.sale_price, people), locale);
            return (
              <li key={slot.id} className="day-spa-slot">
                <div className="day-spa-slot__text">
                  <span className="day-spa-slot__title">{title}</span>
                  <span className="day-spa-slot__people">{counts.people(people)}</span>
                </div>
                <span className="day-spa-slot__price">{total}</span>
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t`Book ${title} for ${total}`}
                  onClick={() =>
                    actor.send({
                      type: 'slot.choose',
                      slot: { id: slot.id, date: slot.date, sale_price: slot.sale_price, title: slot.title },
                    })
                  }
                >
                  <Trans>Book</Trans>
                </button>
                <AddSlotToCart
                  line={{ id: product.id, product_availability_id: slot.id, date: slot.date, people }}
                  label={t`Add ${title} for ${total} to the cart`}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
