import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { InvitationPreview } from '@src/api/invitations';
import { slotTitle } from '@src/shared/reservation/slotTitle';
import { useLocale } from '@src/i18n/useLocale';
import './invitation.css';

/** Who invites to what: on the invitation page and at the top of the login / registration dialog. */
export function InvitationSummary({ preview, compact = false }: { preview: InvitationPreview; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { inviter, product_title: product, reservation_number: number } = preview;
  const date = formatDate(preview.date, locale, 'DD MMMM YYYY');
  const slot = slotTitle(preview.slot_title, i18n);
  return (
    <section
      className={`invitation-summary${compact ? ' invitation-summary--compact' : ''}`}
      aria-label={t`Invitation`}
      data-testid="invitation-summary"
    >
      <p className="invitation-summary__lead">
        <Trans>
          {inviter} invites you to “{product}” on {date}.
        </Trans>
      </p>
      <p className="invitation-summary__meta">
        <Trans>
          {slot} · reservation {number}
        </Trans>
      </p>
      {!compact ? (
        <p className="invitation-summary__meta">
          <Trans>Register, or log in if you already have an account, to confirm your place.</Trans>
        </p>
      ) : null}
    </section>
  );
}
