import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Trans, useLingui } from '@lingui/react/macro';
import { MACHINES, machineById } from '@machines/registry';
import { activePaths, buildChart, transitionsTaken, type Chart } from '../../statecharts/chart';
import { withInvokedCharts } from '../../statecharts/nested';
import { startStepping, stepWith, type Stepping } from '../../statecharts/stepper';
import { Skeleton } from '../../ui/Skeleton';
import { Diagram } from './Diagram';
import { ExportPanel } from './ExportPanel';
import { StateDetails } from './StateDetails';
import { LiveTimeline } from './LiveTimeline';
import { StepPanel } from './StepPanel';
import { useElkLayout } from './useElkLayout';
import { useLiveFeed, type LiveSession } from './useLiveFeed';
import './statecharts.css';

const charts = new Map<string, Chart>();
const chartOf = (id: string) => {
  if (!charts.has(id)) charts.set(id, buildChart(machineById(id)!));
  return charts.get(id)!;
};
/** As drawn: with the charts of the machines it invokes inside the invoking states. */
const drawnCharts = new Map<string, Chart>();
const drawnChartOf = (id: string) => {
  if (!drawnCharts.has(id))
    drawnCharts.set(
      id,
      withInvokedCharts(chartOf(id), (child) => (machineById(child) ? chartOf(child) : undefined)),
    );
  return drawnCharts.get(id)!;
};

/** The transitions of the chart that the session's last step took. */
function lastTransitionIds(chart: Chart, session: LiveSession | undefined): Set<string> {
  return new Set(session ? transitionsTaken(chart, session.lastTransitions).map((t) => t.id) : []);
}

/** The visualiser: every machine of machines/, one drawn at a time, with live mode. */
export function Visualiser() {
  const { t } = useLingui();
  const search = useSearch();
  const wanted = new URLSearchParams(search).get('machine');
  const machineId = wanted && machineById(wanted) ? wanted : MACHINES[0].id;
  const chart = chartOf(machineId);
  const drawn = drawnChartOf(machineId);
  const { placement, failed } = useElkLayout(drawn);
  const [selectedByMachine, setSelectedByMachine] = useState<Record<string, string>>({});
  const selected = selectedByMachine[machineId] ?? chart.states[0].id;
  const [live, setLive] = useState(false);
  const feed = useLiveFeed(live);
  // Stepping by hand, for the machine it was started on; live mode and stepping exclude each other.
  const [stepped, setStepped] = useState<{ machineId: string; stepping: Stepping } | null>(null);
  const stepping = !live && stepped?.machineId === machineId ? stepped.stepping : null;
  const startStep = () => setStepped({ machineId, stepping: startStepping(machineById(machineId)!) });

  const followed = feed.sessions.find((session) => session.machine === machineId && session.value !== null);
  // Keyed by content: the other messages of the followed journey (events, steps that only ran actions) redraw nothing.
  const valueKey = followed ? JSON.stringify(followed.value) : null;
  const steppedKey = stepping ? JSON.stringify(stepping.snapshot.value) : null;
  const shownKey = valueKey ?? steppedKey;
  const active = useMemo(() => (shownKey ? activePaths(JSON.parse(shownKey)) : null), [shownKey]);
  const lastKey = (stepping ? stepping.last : [...lastTransitionIds(chart, followed)]).join('\n');
  const lastIds = useMemo(() => new Set(lastKey ? lastKey.split('\n') : []), [lastKey]);
  const liveMachines = new Set(feed.sessions.map((session) => session.machine));

  const choose = (id: string) =>
    navigate(`${window.location.pathname}?machine=${encodeURIComponent(id)}`, { replace: true });
  const select = (stateId: string) => setSelectedByMachine((current) => ({ ...current, [machineId]: stateId }));

  return (
    // data-machine/data-state: the browser tests' accessibility check takes the still and the live view as two screens.
    <div
      className="statecharts"
      data-machine="statecharts"
      data-state={live ? 'live' : stepping ? 'stepping' : 'still'}
    >
      <nav className="statecharts__machines" aria-label={t`Machines`}>
        <h2>
          <Trans>Machines</Trans>
        </h2>
        <ul>
          {MACHINES.map((machine) => (
            <li key={machine.id}>
              <button
                type="button"
                className="statecharts__machine"
                aria-current={machine.id === machineId ? 'true' : undefined}
                onClick={() => choose(machine.id)}
                data-chart={machine.id}
              >
                {machine.id}
                {liveMachines.has(machine.id) ? (
                  <span className="statecharts__live-dot">
                    <span className="visually-hidden">
                      <Trans>running in another tab</Trans>
                    </span>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <section className="statecharts__main" aria-labelledby="statechart-title">
        <div className="statecharts__toolbar">
          <h2 id="statechart-title">{machineId}</h2>
          <button
            type="button"
            role="switch"
            aria-checked={Boolean(stepping)}
            className={`statecharts__switch${stepping ? ' is-on' : ''}`}
            onClick={() => {
              if (stepping) setStepped(null);
              else {
                setLive(false);
                startStep();
              }
            }}
          >
            <span className="statecharts__switch-track" aria-hidden="true" />
            <Trans>Step through</Trans>
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={live}
            className={`statecharts__switch${live ? ' is-on' : ''}`}
            onClick={() => setLive((on) => !on)}
          >
            <span className="statecharts__switch-track" aria-hidden="true" />
            <Trans>Live mode</Trans>
          </button>
        </div>
        <p className="statecharts__hint">
          {live ? (
            followed ? (
              <Trans>
                Following {machineId} in tab {followed.tab}: its current state and last transition are outlined in red.
              </Trans>
            ) : (
              <Trans>Live mode is on: open the site in another tab of this browser and start a journey.</Trans>
            )
          ) : stepping ? (
            <Trans>
              Send the events the current state takes with the buttons under the chart: the current state and the last
              transition are outlined in red.
            </Trans>
          ) : (
            <Trans>
              Hover over or choose a state to read its description. Live mode shows the journeys of your other tabs as
              they run.
            </Trans>
          )}
        </p>
        <div className="statecharts__canvas" data-chart={machineId} data-laid-out={placement ? 'true' : 'false'}>
          {placement ? (
            <Diagram
              chart={drawn}
              placement={placement}
              activePaths={active}
              lastTransitionIds={lastIds}
              selected={selected}
              onSelect={select}
            />
          ) : failed ? (
            <p role="alert">
              <Trans>The chart could not be laid out.</Trans>
            </p>
          ) : (
            <Skeleton height="100%" />
          )}
        </div>
        {live ? <LiveTimeline timeline={feed.timeline} /> : null}
        {stepping ? (
          <StepPanel
            chart={chart}
            stepping={stepping}
            onSend={(eventType) => setStepped({ machineId, stepping: stepWith(stepping, eventType) })}
            onReset={startStep}
          />
        ) : null}
      </section>

      <aside className="statecharts__side" aria-label={t`Details`}>
        <StateDetails chart={drawn} selected={selected} onSelect={select} onOpenMachine={choose} activePaths={active} />
        <ExportPanel machineId={machineId} chart={chart} />
      </aside>
    </div>
  );
}
