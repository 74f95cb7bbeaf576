import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkmark, useFocusOnMount } from '../../ui';

/** Paid (product.md §3.3): the server's message with a checkmark, in view and focused, until the reservation opens. */
export function DaySpaPaid({ message }: { message: string }) {
  const { t } = useLingui();
  const self = useRef<HTMLDivElement>(null);
  useFocusOnMount(self, 'nearest');
  return (
    <div className="day-spa-paid" role="status" ref={self} tabIndex={-1}>
      <Checkmark label={t`Payment complete`} />
      <p className="day-spa-paid__message">{message}</p>
    </div>
  );
}
