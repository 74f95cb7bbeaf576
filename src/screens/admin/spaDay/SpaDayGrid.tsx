import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelClockOf } from '@domain/spaSchedule/hotelClock';
import type { AppointmentWire, SpaDayWire } from '@domain/spaSchedule/wire';
import { useLocale } from '../../../i18n/useLocale';
import { MoveBookingForm } from './MoveBookingForm';
import { freeBlock, refreshSpa } from './spaDayApi';

const hourOf = (time: string) => Number(time.slice(0, 2));

/** The day as a table: a column per therapist, a row per hour, each booking in the hour it starts. */
export function SpaDayGrid({ day, caption }: { day: SpaDayWire; caption: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<number | null>(null);
  const opens = Math.min(8, ...day.cabins.map((c) => hourOf(c.opens)));
  const closes = Math.max(19, ...day.cabins.map((c) => hourOf(c.closes)));
  const hours = Array.from({ length: closes - opens }, (_, i) => opens + i);
  const label = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const at = (a: AppointmentWire) => hotelClockOf(new Date(a.starts_at)).time;
  const until = (a: AppointmentWire) => hotelClockOf(new Date(a.ends_at)).time;
  const treatmentName = (id: number | null) => day.treatments.find((x) => x.id === id)?.names[locale] ?? '';
  const works = (therapist: SpaDayWire['therapists'][number], h: number) =>
    therapist.works !== null && hourOf(therapist.works.starts) <= h && h < Math.ceil(hourOf(therapist.works.ends));
  const unblock = async (id: number) => {
    await freeBlock(id);
    await refreshSpa(queryClient);
  };
  return (
    // Scrolls sideways on a tablet: focusable so the keyboard can scroll it too.
    <div className="admin-spa-grid" data-testid="spa-day" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Hour</Trans>
            </th>
            {day.therapists.map((therapist) => (
              <th scope="col" key={therapist.id}>
                {therapist.name}
                <br />
                <small>{therapist.works ? `${therapist.works.starts}–${therapist.works.ends}` : t`day off`}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h}>
              <th scope="row">{label(h)}</th>
              {day.therapists.map((therapist) => {
                const here = day.appointments.filter((a) => a.therapist_id === therapist.id && hourOf(at(a)) === h);
                return (
                  <td key={therapist.id} className={works(therapist, h) ? undefined : 'admin-spa-grid__off'}>
                    {here.length === 0 && !works(therapist, h) ? (
                      <span className="visually-hidden">{t`not working`}</span>
                    ) : null}
                    {here.map((a) => (
                      <div
                        key={a.id}
                        className={`admin-spa-grid__item admin-spa-grid__item--${a.kind}`}
                        data-testid={`spa-appointment-${a.id}`}
                      >
                        <span>
                          {at(a)}–{until(a)}{' '}
                          {a.kind === 'treatment'
                            ? `${treatmentName(a.treatment_id)} · ${a.guest ?? ''}`
                            : t`Blocked: ${a.reason ?? ''}`}
                        </span>
                        {a.kind === 'treatment' ? (
                          moving === a.id ? (
                            <MoveBookingForm booking={a} onDone={() => setMoving(null)} />
                          ) : (
                            <button
                              type="button"
                              className="button button--secondary button--small"
                              onClick={() => setMoving(a.id)}
                            >
                              {t`Move ${treatmentName(a.treatment_id)} of ${a.guest ?? ''} at ${at(a)}`}
                            </button>
                          )
                        ) : (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            onClick={() => void unblock(a.id)}
                          >
                            {t`Free ${at(a)}–${until(a)} of ${therapist.name}`}
                          </button>
                        )}
                      </div>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
