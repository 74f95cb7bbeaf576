import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import { treatmentTimeText } from '@domain/packages/timeText';
import { stayDays } from '@domain/spaSchedule/slots';
import { canAdd, countOf, leftToPick, type TreatmentPick } from '@domain/packages/schedulingRules';
import type { IncludedTreatmentOffer } from '@domain/roomRates';
import { schedulingRoom } from '@machines/bookingContext';
import type { SlotOption, treatmentSchedulingMachine } from '@machines/treatmentScheduling.machine';
import { useLocale } from '@src/i18n/useLocale';
import { Spinner } from '@src/ui';
import { useBookingJourney } from '../journey/bookingJourneyContext';

type SchedulingRef = ActorRefFrom<typeof treatmentSchedulingMachine>;

/**
 * booking.payment.treatments (product.md §16.6): for each guest of the room, each treatment the
 * package includes, the guest picks the times day by day within the stay; the journey's child
 * treatmentScheduling decides, this only shows it and sends the guest's choices.
 */
export function TreatmentsStep() {
  const { actor } = useBookingJourney();
  const child = useSelector(actor, (s) => s.children.treatmentScheduling as SchedulingRef | undefined);
  const room = useSelector(actor, (s) => schedulingRoom(s.context));
  const offers = room?.rate_variation?.treatments ?? [];
  if (!child || !room) return null;
  return <TreatmentsPicker child={child} offers={offers} packageName={room.rate_variation?.full_name ?? ''} />;
}

function TreatmentsPicker(props: { child: SchedulingRef; offers: IncludedTreatmentOffer[]; packageName: string }) {
  const { child, offers, packageName } = props;
  const { t } = useLingui();
  const snapshot = useSelector(child, (s) => s);
  const { stay, picks, refusal } = snapshot.context;
  const done = offers.every((o) =>
    Array.from({ length: stay.guests }, (_, guest) => leftToPick(stay, picks, guest, o.treatment_id)).every(
      (left) => left === 0,
    ),
  );
  // The refused time's line is the one left to pick again: its message shows there (§16.6).
  const refusedLine = refusal ? firstLineLeft(stay.guests, offers, (g, id) => leftToPick(stay, picks, g, id)) : null;

  return (
    <section className="booking-treatments" aria-labelledby="treatments-title" data-testid="treatments-step">
      <h2 id="treatments-title">
        <Trans>Your treatment times</Trans>
      </h2>
      <p>
        <Trans>
          {packageName} includes these treatments for every guest. Choose their times within your stay before paying.
        </Trans>
      </p>
      {Array.from({ length: stay.guests }, (_, guest) => (
        <section key={guest} className="booking-treatments__guest" aria-labelledby={`treatments-guest-${guest}`}>
          <h3 id={`treatments-guest-${guest}`}>{t`Guest ${guest + 1}`}</h3>
          {offers.map((offer) => (
            <TreatmentLine
              key={offer.treatment_id}
              child={child}
              guest={guest}
              offer={offer}
              refusal={refusedLine?.guest === guest && refusedLine.treatmentId === offer.treatment_id ? refusal : null}
            />
          ))}
        </section>
      ))}
      {refusal && !refusedLine ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {!done ? (
        <p className="booking-treatments__hint" id="treatments-hint">
          <Trans>Choose every guest’s times to continue to the payment.</Trans>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        aria-describedby={done ? undefined : 'treatments-hint'}
        disabled={!done}
        onClick={() => child.send({ type: 'picks.confirm' })}
      >
        <Trans>Continue to payment</Trans>
      </button>
    </section>
  );
}

const firstLineLeft = (
  guests: number,
  offers: IncludedTreatmentOffer[],
  left: (guest: number, treatmentId: number) => number,
) => {
  for (let guest = 0; guest < guests; guest++)
    for (const offer of offers)
      if (left(guest, offer.treatment_id) > 0) return { guest, treatmentId: offer.treatment_id };
  return null;
};

/**
 * One guest's treatment: how many are chosen, the times picked, the days of the stay and a day's
 * free times. Shared with "manage my booking", where one time is picked again.
 */
export function TreatmentLine(props: {
  child: SchedulingRef;
  guest: number;
  offer: IncludedTreatmentOffer;
  refusal: string | null;
}) {
  const { child, guest, offer, refusal } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const snapshot = useSelector(child, (s) => s);
  const { stay, picks, pickingFor, slots } = snapshot.context;
  const id = `treatment-${guest}-${offer.treatment_id}`;
  const chosen = countOf(picks, guest, offer.treatment_id);
  const total = offer.per_person;
  const mine = picks.flatMap((pick, index) =>
    pick.guest === guest && pick.treatmentId === offer.treatment_id ? [{ pick, index }] : [],
  );
  const open = pickingFor?.guest === guest && pickingFor.treatmentId === offer.treatment_id ? pickingFor : null;
  const when = (pick: Pick<TreatmentPick, 'start'>) => treatmentTimeText(pick.start, locale);
  // A time is offered while it has room for one more of this booking's guests: each of their times
  // that overlaps it holds a therapist and a cabin the free-slots answer still counted (§16.6).
  const taken = (slot: SlotOption) => picks.filter((p) => p.start < slot.end && slot.start < p.end).length;
  const offered = slots.filter((slot) => slot.places === undefined || slot.places > taken(slot));

  return (
    <div className="booking-treatments__line" role="group" aria-labelledby={`${id}-title`} data-testid={id}>
      <h4 id={`${id}-title`}>
        {offer.name} · {t`${chosen} of ${total} chosen`}
      </h4>
      {mine.length > 0 ? (
        <ul className="booking-treatments__picks" aria-label={t`Times chosen`}>
          {mine.map(({ pick, index }) => (
            <li key={pick.start}>
              <span>{when(pick)}</span>{' '}
              <button
                type="button"
                className="button button--link"
                aria-label={t`Remove ${when(pick)}`}
                onClick={() => child.send({ type: 'time.remove', index })}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {chosen < total ? (
        <div className="booking-treatments__days" role="group" aria-label={t`Days of your stay`}>
          {stayDays(stay.from, stay.to).map((day) => (
            <button
              key={day}
              type="button"
              className="button button--secondary"
              aria-pressed={open?.day === day}
              onClick={() => child.send({ type: 'day.choose', guest, treatmentId: offer.treatment_id, day })}
            >
              {formatDate(day, locale, 'ddd DD MMM YYYY')}
            </button>
          ))}
        </div>
      ) : null}
      {open && chosen < total ? (
        <div className="booking-treatments__times" aria-live="polite">
          {snapshot.matches('loadingSlots') ? <Spinner /> : null}
          {snapshot.matches('slotsFailed') ? (
            <p className="field-error" role="alert">
              <Trans>The free times could not be loaded.</Trans>{' '}
              <button type="button" className="button button--link" onClick={() => child.send({ type: 'slots.retry' })}>
                <Trans>Try again</Trans>
              </button>
            </p>
          ) : null}
          {snapshot.matches('picking') ? (
            offered.length === 0 ? (
              <p>
                <Trans>No free times on this day: choose another day.</Trans>
              </p>
            ) : (
              <div
                role="group"
                aria-label={t`Free times on ${formatDate(open.day, locale, 'ddd DD MMM YYYY')}`}
                data-testid="free-times"
              >
                {offered.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    className="button button--secondary"
                    disabled={!canAdd(stay, picks, { guest, treatmentId: offer.treatment_id, ...slot })}
                    onClick={() => child.send({ type: 'time.pick', slot })}
                  >
                    {hotelClockOf(slot.start).time}
                  </button>
                ))}
              </div>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
