import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IsoDate } from '@domain/dates';
import { clockNowMs } from '@domain/clock';
import { treatmentTimeText } from '@domain/packages/timeText';
import { useLocale } from '@src/i18n/useLocale';
import { ChangeTreatmentTime, type ChangeableTime } from './ChangeTreatmentTime';
import { CancelTreatmentTime } from './CancelTreatmentTime';

interface TimesProps {
  reservationId: number;
  stay: { from: IsoDate; to: IsoDate };
  times: ChangeableTime[];
  /** The hotel's notice (product.md §12.17): hours before a time until which it may be changed or cancelled. */
  noticeHours: number;
}

/**
 * A package's treatment times on the reservation page (product.md §16.6), hotel time, earliest
 * first; each may be changed or cancelled until the hotel's notice before it starts ("manage my booking").
 */
export function ReservationTreatmentTimes({ reservationId, stay, times, noticeHours }: TimesProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // The one time being changed or cancelled, if any.
  const [changing, setChanging] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const close = useCallback(() => {
    setChanging(null);
    setCancelling(null);
  }, []);
  if (times.length === 0) return null;
  const hours = noticeHours;
  return (
    <section aria-labelledby="reservation-times-title" data-testid="reservation-treatment-times">
      <h2 id="reservation-times-title">
        <Trans>Your treatment times</Trans>
      </h2>
      <p>
        <Trans>You can change or cancel a time until {hours} hours before it starts.</Trans>
      </p>
      <ul>
        {times.map((time) => {
          const text = `${time.name} · ${treatmentTimeText(Date.parse(time.starts_at), locale, Date.parse(time.ends_at))}`;
          const changeable = Date.parse(time.starts_at) - clockNowMs() >= noticeHours * 3_600_000;
          return (
            <li key={time.id}>
              {text}{' '}
              {changeable && changing !== time.id && cancelling !== time.id ? (
                <>
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={t`Change ${text}`}
                    onClick={() => {
                      setCancelling(null);
                      setChanging(time.id);
                    }}
                  >
                    <Trans>Change</Trans>
                  </button>{' '}
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={t`Cancel ${text}`}
                    onClick={() => {
                      setChanging(null);
                      setCancelling(time.id);
                    }}
                  >
                    <Trans context="a treatment time">Cancel</Trans>
                  </button>
                </>
              ) : null}
              {cancelling === time.id ? (
                <CancelTreatmentTime reservationId={reservationId} timeId={time.id} text={text} onClose={close} />
              ) : null}
              {changing === time.id ? (
                <ChangeTreatmentTime reservationId={reservationId} stay={stay} time={time} onClose={close} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
