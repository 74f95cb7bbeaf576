import { useLingui } from '@lingui/react/macro';
import type { GiftCardStatus } from '@domain/shop';

/** The desk's names of a card's status and of what paid with it. */
export function useGiftCardLabels() {
  const { t } = useLingui();
  const statuses: Record<GiftCardStatus, string> = {
    valid: t`Valid`,
    expired: t`Expired`,
    used: t`Used up`,
    void: t`Void`,
  };
  const purchases: Record<string, string> = {
    room_reservation: t`Room booking`,
    product_reservation: t`Day spa`,
    deposit: t`Deposit`,
    shop_order: t`Shop order`,
  };
  return {
    status: (status: GiftCardStatus) => statuses[status],
    purchase: (kind: string) => purchases[kind] ?? kind,
  };
}
