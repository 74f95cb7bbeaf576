import { useLingui } from '@lingui/react/macro';
import type { MailKind } from '@domain/frontDesk';

/** What a mail was about, in the page's language, for the front desk's list of mails not sent. */
export function useMailKindLabel() {
  const { t } = useLingui();
  const kinds: Record<MailKind, string> = {
    'room_booking.confirmation': t`Room booking confirmation`,
    'room_booking.notice': t`Room booking notice to the front desk`,
    'day_spa.confirmation': t`Day spa confirmation`,
    'spa_treatment.moved': t`Spa treatment moved`,
    'deposit.receipt': t`Deposit receipt`,
    'deposit.notice': t`Deposit notice to the front desk`,
    refund: t`Refund of a payment`,
    'request.acknowledgement': t`Request received (to the guest)`,
    'request.notice': t`Guest request notice to the front desk`,
    invitation: t`Invitation to a day spa`,
    password_reset: t`Password reset link`,
    gift_card: t`Gift card to its recipient`,
    'shop.receipt': t`Shop receipt`,
    'shop.notice': t`Shop order notice to the front desk`,
    other: t`Other mail`,
  };
  return (kind: MailKind) => kinds[kind];
}
