import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { treatmentTimeText } from '@domain/packages/timeText';
import { useLocale } from '@src/i18n/useLocale';
import { useBookingJourney } from '../journey/bookingJourneyContext';

/** On the payment form: a package's treatment times as picked (product.md §16.6), and the way to change them. */
export function ChosenTreatmentTimes() {
  const { t } = useLingui();
  const locale = useLocale();
  const { actor } = useBookingJourney();
  const rooms = useSelector(actor, (s) => s.context.rooms);
  const picks = useSelector(actor, (s) => s.context.treatmentPicks);
  const lines = rooms.flatMap((room) =>
    (picks[room.temp_id] ?? []).map((pick) => {
      const name = room.rate_variation?.treatments?.find((o) => o.treatment_id === pick.treatmentId)?.name ?? '';
      return {
        key: `${room.temp_id}-${pick.guest}-${pick.start}`,
        text: `${t`Guest ${pick.guest + 1}`} · ${name} · ${treatmentTimeText(pick.start, locale)}`,
      };
    }),
  );
  if (lines.length === 0) return null;
  const packageRooms = rooms
    .map((room, index) => ({ temp_id: room.temp_id, position: index + 1 }))
    .filter((room) => (picks[room.temp_id] ?? []).length > 0);
  return (
    <section className="booking-details" aria-labelledby="chosen-times-title" data-testid="chosen-treatment-times">
      <h2 id="chosen-times-title">
        <Trans>Your treatment times</Trans>
      </h2>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
      {packageRooms.length === 1 ? (
        <button type="button" className="button button--link" onClick={() => actor.send({ type: 'treatments.edit' })}>
          <Trans>Change treatment times</Trans>
        </button>
      ) : (
        // Several rooms with a package: each room's times are changed on their own.
        packageRooms.map((room) => (
          <button
            key={room.temp_id}
            type="button"
            className="button button--link"
            onClick={() => actor.send({ type: 'treatments.edit', tempId: room.temp_id })}
          >
            <Trans>Change the treatment times of room {room.position}</Trans>
          </button>
        ))
      )}
    </section>
  );
}
