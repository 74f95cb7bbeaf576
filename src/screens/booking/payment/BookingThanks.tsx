import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkmark, useFocusOnMount } from '@src/ui';

/** Paid (product.md §2.3): the checkmark and 'Thank you!', brought into view, while the reservation opens. */
export function BookingThanks() {
  const { t } = useLingui();
  const self = useRef<HTMLDivElement>(null);
  useFocusOnMount(self, 'nearest');
  return (
    <div className="booking-success" role="status" ref={self} tabIndex={-1}>
      <Checkmark label={t`Payment complete`} />
      <p className="booking-success__title">
        <Trans>Thank you!</Trans>
      </p>
      <p>
        <Trans>Your reservation is confirmed and on its way to your inbox. Opening it…</Trans>
      </p>
    </div>
  );
}
