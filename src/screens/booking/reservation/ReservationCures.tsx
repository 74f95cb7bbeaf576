import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { treatmentTimeText } from '@domain/packages/timeText';
import type { ReservationCure } from '@src/api/booking';
import { useLocale } from '@src/i18n/useLocale';

/**
 * The guests' SSN cures (docs/product.md §16.10): the prescription, what is paid at the desk and
 * the times booked, earliest first. A cure's times are changed at the front desk, not here.
 */
export function ReservationCures({ cures }: { cures: readonly ReservationCure[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (cures.length === 0) return null;
  return (
    <section className="reservation-page__cures" aria-label={t`Your SSN cure`} data-testid="reservation-cures">
      {cures.map((cure) => {
        const room = cure.room;
        const guest = cure.guest;
        const sessions = cure.sessions;
        const amount = formatMoney(cure.due_cents, locale);
        const code = cure.exemption_code;
        return (
          <div key={`${room}-${guest}`}>
            <h3>
              <Trans>
                Your SSN cure (room {room}, guest {guest})
              </Trans>
            </h3>
            <p>
              <Trans>
                {cure.cycle_name}: admission visit and {sessions} sessions, one a day.
              </Trans>{' '}
              {code ? (
                <Trans>
                  To pay at the desk: {amount} (exemption {code})
                </Trans>
              ) : (
                <Trans>To pay at the desk: SSN ticket {amount}</Trans>
              )}
            </p>
            <ul>
              {cure.times.map((time) => (
                <li key={time.starts_at}>
                  {time.name} · {treatmentTimeText(Date.parse(time.starts_at), locale, Date.parse(time.ends_at))}
                </li>
              ))}
            </ul>
            <p className="form-hint">
              <Trans>
                Bring the prescription and your health card to the visit. The times of a cure are changed at the front
                desk.
              </Trans>
            </p>
          </div>
        );
      })}
    </section>
  );
}
