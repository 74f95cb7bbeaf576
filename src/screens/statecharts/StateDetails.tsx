import { Trans, useLingui } from '@lingui/react/macro';
import type { Chart, ChartState } from '../../statecharts/chart';
import { machineById } from '@machines/registry';

export interface StateDetailsProps {
  chart: Chart;
  selected: string;
  onSelect: (stateId: string) => void;
  onOpenMachine: (machineId: string) => void;
  activePaths: Set<string> | null;
}

/** The chosen state (description, kind, tags, invoked actors, transitions) and every state as a list of buttons. */
export function StateDetails({ chart, selected, onSelect, onOpenMachine, activePaths }: StateDetailsProps) {
  const { t } = useLingui();
  const state = chart.states.find((s) => s.id === selected) ?? chart.states[0];
  const keyOf = (id: string) => chart.states.find((s) => s.id === id)?.path || chart.machineId;
  const kinds: Record<ChartState['type'], string> = {
    atomic: t`simple state`,
    compound: t`compound state`,
    parallel: t`parallel state`,
    final: t`final state`,
    history: t`history state`,
  };
  const outgoing = chart.transitions.filter((transition) => transition.source === state.id);
  const depth = (s: ChartState) => (s.path ? s.path.split('.').length : 0);
  return (
    <>
      <section className="state-details" aria-labelledby="state-details-title" aria-live="polite">
        <h2 id="state-details-title">{state.path || chart.machineId}</h2>
        <p className="state-details__kind">
          {kinds[state.type]}
          {state.initial ? `, ${t`initial`}` : ''}
        </p>
        <p className="state-details__description">{state.description ?? <Trans>No description.</Trans>}</p>
        {state.tags.length ? (
          <p>
            <Trans>Tags:</Trans> {state.tags.join(', ')}
          </p>
        ) : null}
        {state.invokes.map((invoke) => (
          <p key={invoke.id}>
            <Trans>Invokes:</Trans> {invoke.src}{' '}
            {invoke.machineId && machineById(invoke.machineId) ? (
              <button type="button" className="button button--link" onClick={() => onOpenMachine(invoke.machineId!)}>
                <Trans>Show its chart</Trans>
              </button>
            ) : null}
          </p>
        ))}
        {outgoing.length || state.handled.length ? (
          <>
            <h3>
              <Trans>Transitions</Trans>
            </h3>
            <ul className="state-details__transitions">
              {outgoing.map((transition) => (
                <li key={transition.id}>
                  {transition.label} → {transition.targets.map(keyOf).join(', ')}
                </li>
              ))}
              {state.handled.map((transition) => (
                <li key={transition.id}>
                  {transition.label} <Trans>(stays in this state)</Trans>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="state-outline" aria-labelledby="state-outline-title">
        <h2 id="state-outline-title">
          <Trans>States</Trans>
        </h2>
        <ul>
          {chart.states.map((s) => (
            <li key={s.id} style={{ paddingInlineStart: `${depth(s) * 0.9}rem` }}>
              <button
                type="button"
                aria-pressed={s.id === state.id}
                onClick={() => onSelect(s.id)}
                data-outline-state={s.id}
              >
                {s.key}
                {activePaths?.has(s.path) ? (
                  <>
                    {' '}
                    <span className="state-outline__current">
                      <Trans>(current)</Trans>
                    </span>
                  </>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
