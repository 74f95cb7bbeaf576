import { Trans } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import { useLocale } from '@src/i18n/useLocale';

/** A package's treatment times on the reservation page (product.md §16.6), hotel time, earliest first. */
export function ReservationTreatmentTimes({
  times,
}: {
  times: { name: string; starts_at: string; ends_at: string }[];
}) {
  const locale = useLocale();
  if (times.length === 0) return null;
  return (
    <section aria-labelledby="reservation-times-title" data-testid="reservation-treatment-times">
      <h2 id="reservation-times-title">
        <Trans>Your treatment times</Trans>
      </h2>
      <ul>
        {times.map((time) => {
          const start = hotelClockOf(Date.parse(time.starts_at));
          const end = hotelClockOf(Date.parse(time.ends_at));
          return (
            <li key={`${time.starts_at}-${time.name}`}>
              {time.name} · {formatDate(start.date, locale, 'ddd DD MMM YYYY')} {start.time}–{end.time}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
