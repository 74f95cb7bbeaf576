import { useCallback, useDeferredValue, useId, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { daySpaWindow } from '@domain/dates';
import { Counter, useFocusOnMount } from '../../ui';
import { availabilityQuery, type AvailabilityRecord } from '../../api/daySpa';
import { useDaySpaJourney } from './daySpaJourneyContext';
import { PriceCalendar } from './PriceCalendar';
import { DaySpaClosureNotice } from './DaySpaClosureNotice';
import { ProductPhotos } from './ProductPhotos';

const NO_RECORDS: AvailabilityRecord[] = [];

/** Start (product.md §3.1): how many people, then a day on the price calendar. */
export function DaySpaStart() {
  const { t } = useLingui();
  const { actor, product } = useDaySpaJourney();
  const people = useSelector(actor, (s) => s.context.people);
  const maxPeople = useSelector(actor, (s) => s.context.maxPeople);
  const minPeople = useSelector(actor, (s) => s.context.minPeople);
  const infantAge = product.free_infant_max_age_years;
  const limitId = useId();
  const today = useSelector(actor, (s) => s.context.today);
  const { min, max } = daySpaWindow(today);
  const records = useQuery({
    ...availabilityQuery(product.id, people, min, max),
    placeholderData: (previous) => previous,
  });
  // Two months of prices are sixty day cells: rendered as a transition, which React splits into
  // short slices, so that the page answers a tap meanwhile (issue 10: a 200 ms task on a phone).
  const prices = useDeferredValue(
    useMemo(
      () => ({ records: records.data ?? NO_RECORDS, loading: records.isPending }),
      [records.data, records.isPending],
    ),
  );
  const choose = useCallback((date: string) => actor.send({ type: 'date.choose', date }), [actor]);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, 'top');

  return (
    <section className="day-spa-start" aria-labelledby="day-spa-start-title">
      <h2 id="day-spa-start-title" className="visually-hidden" ref={heading} tabIndex={-1}>
        <Trans>Choose people and day</Trans>
      </h2>
      <p className="day-spa__intro">{product.description}</p>
      <ProductPhotos photos={product.photos} name={product.title} />
      <DaySpaClosureNotice today={today} calendar />
      <div className="day-spa-start__people">
        <Counter
          label={t`People including children`}
          value={people}
          min={minPeople}
          max={Number.isFinite(maxPeople) ? maxPeople : undefined}
          describedBy={limitId}
          onChange={(next) => actor.send({ type: 'people.change', people: next })}
        />
        {/* The product's own rules (product.md §12.16): the free infants' age, or none at all. */}
        <p className="form-hint">
          {product.admits_infants ? (
            <Trans>Infants up to the age of {infantAge} are free: you can add them after booking.</Trans>
          ) : (
            <Trans>This entry does not admit infants.</Trans>
          )}
        </p>
        {minPeople > 1 ? (
          <p className="form-hint">
            <Trans>A reservation takes at least {minPeople} people.</Trans>
          </p>
        ) : null}
        {/* A live region, present before it speaks: why the + button stops. */}
        <p id={limitId} className="form-hint day-spa-start__limit" role="status">
          {people >= maxPeople
            ? t`A reservation takes at most ${maxPeople} people: that is what one time slot holds. For a larger group, please contact us.`
            : null}
        </p>
      </div>
      <PriceCalendar min={min} max={max} records={prices.records} loading={prices.loading} onChoose={choose} />
    </section>
  );
}
