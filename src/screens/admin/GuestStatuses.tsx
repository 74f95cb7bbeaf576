import { useLingui } from '@lingui/react/macro';
import type { ArrivalGuest } from '@domain/frontDesk';
import { useCheckInTexts } from '@src/shared/checkIn/useCheckInTexts';

/** Each guest of a reservation: who, and whether checked in. */
export function GuestStatuses({ guests }: { guests: ArrivalGuest[] }) {
  const { t } = useLingui();
  const { guestLabel } = useCheckInTexts();
  return (
    <ul className="admin-guests">
      {guests.map((guest) => (
        <li key={guest.position}>
          <span>{guest.name ?? guestLabel(guest.position)}</span>{' '}
          <span className={guest.checked_in ? 'badge badge--done' : 'badge'}>
            {guest.checked_in ? t`Checked in` : t`Not yet`}
          </span>
        </li>
      ))}
    </ul>
  );
}
