import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipantWire, ProductReservationDetail } from '@domain/daySpa';
import { formatDate } from '@domain/dates';
import { useLocale } from '@src/i18n/useLocale';
import { InvitationForm } from './InvitationForm';
import './participants.css';

/** The people on a reservation (the booker first) and the form to add or invite more. */
export function ParticipantsSection({ reservation }: { reservation: ProductReservationDetail }) {
  return (
    <section className="participants" aria-labelledby="participants-title">
      <h2 id="participants-title">
        <Trans>Participants</Trans>
      </h2>
      <ul className="participants__list" data-testid="participants">
        {reservation.participants.map((p) => (
          <ParticipantItem key={p.id} participant={p} />
        ))}
      </ul>
      {reservation.is_booker ? <InvitationForm reservation={reservation} /> : null}
    </section>
  );
}

function ParticipantItem({ participant: p }: { participant: ParticipantWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const kinds: Record<ParticipantWire['type'], string> = {
    infant: t`Infant`,
    minor: t`Minor`,
    adult: t`Adult`,
    guest: t`Guest`,
  };
  const statuses: Record<ParticipantWire['status'], string> = {
    booker: t`Booked`,
    added: t`Added`,
    invited: t`Invitation sent`,
    confirmed: t`Place confirmed`,
  };
  return (
    <li className="participants__item">
      <span className="participants__name">
        {p.first_name} {p.last_name}
      </span>
      <span className="participants__meta">
        {kinds[p.type]}
        {p.date_of_birth ? ` · ${formatDate(p.date_of_birth, locale, 'DD MMM YYYY')}` : ''} · {statuses[p.status]}
      </span>
    </li>
  );
}
