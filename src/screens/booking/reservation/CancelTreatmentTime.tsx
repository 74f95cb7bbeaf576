import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { toSubmitFailure } from '@domain/submitFailure';
import { cancelTreatmentTime } from '@src/api/booking';
import { queryClient } from '@src/api/queryClient';

interface CancelProps {
  reservationId: number;
  timeId: number;
  /** The time as the list shows it, repeated in the question. */
  text: string;
  onClose: () => void;
}

/**
 * "Manage my booking": the confirmation before a treatment time is cancelled (product.md §16.6,
 * decision 058: nothing is refunded, the time is freed for others); a refusal shows the server's
 * message next to the line.
 */
export function CancelTreatmentTime({ reservationId, timeId, text, onClose }: CancelProps) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = () => {
    setSaving(true);
    cancelTreatmentTime(reservationId, timeId).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: ['my', 'room-reservation'] });
        onClose();
      },
      (error: unknown) => {
        const failure = toSubmitFailure(error);
        setRefusal(failure.errors.time?.[0] ?? failure.message);
        setSaving(false);
      },
    );
  };
  return (
    <div role="group" data-testid="cancel-treatment-time" aria-busy={saving}>
      <p>
        <Trans>
          Cancel {text}? The treatment is included in your rate: nothing is refunded, and the time is given to other
          guests.
        </Trans>
      </p>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="button" className="button button--primary" disabled={saving} onClick={cancel}>
        <Trans>Yes, cancel this time</Trans>
      </button>{' '}
      <button type="button" className="button button--link" onClick={onClose}>
        <Trans>Keep this time</Trans>
      </button>
    </div>
  );
}
