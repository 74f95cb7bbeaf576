import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { fromPromise } from 'xstate';
import { Trans } from '@lingui/react/macro';
import type { IsoDate } from '@domain/dates';
import type { TreatmentPick } from '@domain/packages/schedulingRules';
import { toSubmitFailure } from '@domain/submitFailure';
import { treatmentSchedulingMachine } from '@machines/treatmentScheduling.machine';
import { fetchTreatmentSlots, putTreatmentTime } from '@src/api/booking';
import { queryClient } from '@src/api/queryClient';
import { TreatmentLine } from '../payment/TreatmentsStep';

export interface ChangeableTime {
  id: number;
  treatment_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
}

interface ChangeProps {
  reservationId: number;
  stay: { from: IsoDate; to: IsoDate };
  time: ChangeableTime;
  onClose: () => void;
}

/**
 * "Manage my booking": one treatment time picked again (product.md §16.6) with the booking's child
 * machine treatmentScheduling (one guest, one time); the view saves the pick, and a refusal runs the
 * machine again with the server's message next to the line.
 */
export function ChangeTreatmentTime(props: ChangeProps) {
  const [run, setRun] = useState<{ key: number; refused: { pick: TreatmentPick; message: string } | null }>({
    key: 0,
    refused: null,
  });
  return (
    <ChangeRun
      key={run.key}
      {...props}
      refused={run.refused}
      onRefused={(refused) => setRun((r) => ({ key: r.key + 1, refused }))}
    />
  );
}

function ChangeRun(
  props: ChangeProps & {
    refused: { pick: TreatmentPick; message: string } | null;
    onRefused: (refused: { pick: TreatmentPick; message: string }) => void;
  },
) {
  const { reservationId, stay, time, refused, onRefused, onClose } = props;
  const duration = (Date.parse(time.ends_at) - Date.parse(time.starts_at)) / 60_000;
  const [machine] = useState(() =>
    treatmentSchedulingMachine.provide({
      actors: { loadSlots: fromPromise(({ input }) => fetchTreatmentSlots(input.treatmentId, input.day)) },
    }),
  );
  const child = useJourneyActor(machine, {
    input: {
      stay: { ...stay, guests: 1, treatments: [{ treatmentId: time.treatment_id, perPerson: 1 }] },
      picks: refused ? [refused.pick] : [],
      refusal: refused ? { index: 0, message: refused.message } : null,
    },
  });
  const [saving, setSaving] = useState(false);
  const picked = useSelector(child, (snapshot) => snapshot.context.picks.length === 1);
  useEffect(() => {
    const subscription = child.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const [pick] = snapshot.output?.picks ?? [];
      if (!pick) return;
      setSaving(true);
      putTreatmentTime(reservationId, time.id, pick.start).then(
        async () => {
          await queryClient.invalidateQueries({ queryKey: ['my', 'room-reservation'] });
          onClose();
        },
        (error: unknown) => {
          const failure = toSubmitFailure(error);
          onRefused({ pick, message: failure.errors.starts_at?.[0] ?? failure.message });
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [child, reservationId, time.id, onClose, onRefused]);

  return (
    <div className="booking-treatments" data-testid="change-treatment-time" aria-busy={saving}>
      <TreatmentLine
        child={child}
        guest={0}
        offer={{ treatment_id: time.treatment_id, per_person: 1, name: time.name, duration_minutes: duration }}
        refusal={refused?.message ?? null}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={!picked || saving}
        onClick={() => child.send({ type: 'picks.confirm' })}
      >
        <Trans>Save the new time</Trans>
      </button>{' '}
      <button type="button" className="button button--link" onClick={onClose}>
        <Trans>Keep this time</Trans>
      </button>
    </div>
  );
}
