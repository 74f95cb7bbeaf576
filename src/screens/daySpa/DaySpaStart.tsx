import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { daySpaWindow } from '../../../domain/dates';
import { Counter, useFocusOnMount } from '../../ui';
import { availabilityQuery } from '../../api/daySpa';
import { useDaySpaJourney } from './journeyContext';
import { PriceCalendar } from './PriceCalendar';

/** Start (SPEC 2): how many people, then a day on the price calendar. */
export function DaySpaStart() {
  const { t } = useLingui();
  const { actor, product } = useDaySpaJourney();
  const people = useSelector(actor, (s) => s.context.people);
  const today = useSelector(actor, (s) => s.context.today);
  const { min, max } = daySpaWindow(today);
  const records = useQuery({ ...availabilityQuery(product.id, people, min, max), placeholderData: (previous) => previous });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, 'top');

  return (
    <section className="day-spa-start" aria-labelledby="day-spa-start-title">
      <h2 id="day-spa-start-title" className="visually-hidden" ref={heading} tabIndex={-1}>
        <Trans>Choose people and day</Trans>
      </h2>
      <p className="day-spa__intro">{product.description}</p>
      <div className="day-spa-start__people">
        <Counter label={t`People including children`} value={people} onChange={(next) => actor.send({ type: 'people.change', people: next })} />
        <p className="form-hint">
          <Trans>Babies up to one year old are free: you can add them after booking.</Trans>
        </p>
      </div>
      <PriceCalendar
        min={min}
        max={max}
        records={records.data ?? []}
        loading={records.isPending}
        onChoose={(date) => actor.send({ type: 'date.choose', date })}
      />
    </section>
  );
}
