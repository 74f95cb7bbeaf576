import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckInList } from '@domain/checkIn';
import { useCheckInTexts } from '@src/shared/checkIn/useCheckInTexts';

type Props = {
  list: CheckInList;
  /** The server's message after a save. */
  message: string | null;
  onOpen: (guest: CheckInList['guests'][number]) => void;
};

/** Who is checked in: every guest of the reservation, the booker first, with Check in or Edit. */
export function GuestList({ list, message, onOpen }: Props) {
  const { t } = useLingui();
  const { guestLabel } = useCheckInTexts();
  const done = list.guests.filter((g) => g.check_in_id !== null).length;
  return (
    <section className="check-in-list" aria-labelledby="check-in-guests-title">
      {message ? (
        <p className="notice notice--success" role="status">
          {message}
        </p>
      ) : null}
      <h2 id="check-in-guests-title">
        <Trans>Guests</Trans>
      </h2>
      <p className="check-in-list__progress">{t`${done} of ${list.guests.length} checked in`}</p>
      {!list.open ? (
        <p className="notice notice--warning">
          <Trans>This stay has ended: its check-in can no longer be changed.</Trans>
        </p>
      ) : null}
      <ul className="check-in-list__guests" data-testid="check-in-guests">
        {list.guests.map((guest) => {
          const checkedIn = guest.check_in_id !== null;
          return (
            <li key={guest.position} className="check-in-list__guest">
              <div>
                <p className="check-in-list__who">{guestLabel(guest.position)}</p>
                <p className="check-in-list__name">
                  {checkedIn
                    ? `${guest.first_name} ${guest.last_name}`
                    : guest.role === 'booker'
                      ? t`Identity document needed`
                      : t`Personal details only`}
                </p>
              </div>
              <span className={checkedIn ? 'badge badge--done' : 'badge'}>
                {checkedIn ? t`Checked in` : t`Not yet`}
              </span>
              {list.open ? (
                <button
                  type="button"
                  className={checkedIn ? 'button button--secondary' : 'button button--primary'}
                  onClick={() => onOpen(guest)}
                  aria-label={
                    checkedIn
                      ? t`Edit the check-in of ${guestLabel(guest.position)}`
                      : t`Check in ${guestLabel(guest.position)}`
                  }
                >
                  {checkedIn ? t`Edit` : t`Check in`}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
