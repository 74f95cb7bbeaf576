import { Trans, useLingui } from '@lingui/react/macro';
import type { Chart } from '../../statecharts/chart';
import { eventsNow, stateText, type Stepping } from '../../statecharts/stepper';

export interface StepPanelProps {
  chart: Chart;
  stepping: Stepping;
  onSend: (eventType: string) => void;
  onReset: () => void;
}

/** Stepping through the chosen machine by hand: its current state, a button per event it takes there, and a reset. */
export function StepPanel({ chart, stepping, onSend, onReset }: StepPanelProps) {
  const { t } = useLingui();
  const events = eventsNow(chart, stepping);
  const done = stepping.snapshot.status === 'done';
  return (
    <section className="step-panel" aria-labelledby="step-panel-title" data-testid="step-panel">
      <h3 id="step-panel-title">
        <Trans>Step through by hand</Trans>
      </h3>
      <p aria-live="polite">
        <Trans>Current state:</Trans>{' '}
        <span className="step-panel__state" data-testid="step-state">
          {stateText(stepping.snapshot.value)}
        </span>
        {done ? (
          <>
            {' '}
            <Trans>(final: the machine is done)</Trans>
          </>
        ) : null}
      </p>
      {events.length ? (
        <div className="step-panel__events" role="group" aria-label={t`Events this state takes`}>
          {events.map((event) => (
            <button
              key={event.eventType}
              type="button"
              className="button"
              disabled={!event.enabled}
              title={event.enabled ? undefined : t`Its guard says no in this state.`}
              data-event={event.eventType}
              onClick={() => onSend(event.eventType)}
            >
              {event.label}
            </button>
          ))}
        </div>
      ) : null}
      {stepping.problem ? (
        <p role="alert">
          <Trans>
            This step needs data that an event sent by hand does not carry (a server’s answer, what the guest typed):
          </Trans>{' '}
          {stepping.problem}
        </p>
      ) : null}
      <button type="button" className="button button--link" onClick={onReset}>
        <Trans>Reset to the initial state</Trans>
      </button>
    </section>
  );
}
