import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';

/**
 * Live mode of the statechart visualiser: the journeys of the site's other tabs stream what their
 * actors do over a BroadcastChannel (same browser, same origin). Only ids, event types and state
 * values cross it: never an event's payload nor an actor's context (card or guest fields).
 *
 * The visualiser switches it on by writing LIVE_STORAGE_KEY (a `storage` event tells the other
 * tabs); until then a journey's inspector returns at its first line and no channel is opened.
 */
export const LIVE_CHANNEL = 'terme:statecharts';
export const LIVE_STORAGE_KEY = 'terme:statecharts:live';

/** A state value with state names only: 'form' or { rooms: 'choosing' }. */
export type LiveStateValue = string | { [key: string]: LiveStateValue };

export interface LiveTransition {
  /** State node ids: 'booking.rooms.checking'. */
  source: string;
  targets: string[];
  /** XState's event type ('' for `always`). */
  eventType: string;
  /**
   * Which of the source's transitions for this event it is (in the machine's order): two of them
   * may differ by their guard only, with the same target. -1 when XState does not list it.
   */
  index: number;
}

interface LiveBase {
  /** The tab the journey runs in (random, per page load). */
  tab: string;
  /** The actor's session id in that tab ('x:3'). */
  session: string;
  /** The machine's id ('booking'). */
  machine: string;
  /** ms since the epoch. */
  at: number;
}

export type LiveMessage =
  | (LiveBase & { kind: 'actor'; parent: string | null })
  | (LiveBase & { kind: 'snapshot'; value: LiveStateValue; status: string })
  | (LiveBase & { kind: 'event'; event: string })
  | (LiveBase & { kind: 'transition'; event: string; transitions: LiveTransition[] });

const NAME = /^[\w.:#$ -]{0,160}$/;

/** An event type or state name as it is in the machine; anything else (never expected) is not sent. */
export const safeName = (name: unknown): string => (typeof name === 'string' && NAME.test(name) ? name : '(other)');

/** A snapshot's value reduced to state names. */
export function safeValue(value: unknown): LiveStateValue {
  if (typeof value === 'string') return safeName(value);
  if (!value || typeof value !== 'object') return '';
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [safeName(key), safeValue(child)]));
}

const machineIdOf = (actor: ActorRefLike | AnyActorRef | undefined): string | null => {
  const logic = (actor as { logic?: unknown } | undefined)?.logic;
  return logic && typeof logic === 'object' && 'root' in logic && 'id' in logic && typeof logic.id === 'string'
    ? logic.id
    : null;
};

/** The message of an inspection event, or null for what is not shown (actions, actors that are no machines). */
export function liveMessage(tab: string, inspection: InspectionEvent, at: number): LiveMessage | null {
  const actor = inspection.actorRef as AnyActorRef;
  const machine = machineIdOf(actor);
  if (!machine) return null;
  const base = { tab, session: safeName(actor.sessionId), machine: safeName(machine), at };
  switch (inspection.type) {
    case '@xstate.actor': {
      const parent = (actor as { _parent?: AnyActorRef })._parent;
      return { ...base, kind: 'actor', parent: parent ? safeName(parent.sessionId) : null };
    }
    case '@xstate.snapshot': {
      const snapshot = inspection.snapshot as { value?: unknown; status?: unknown };
      return { ...base, kind: 'snapshot', value: safeValue(snapshot.value), status: safeName(snapshot.status) };
    }
    case '@xstate.event':
      return { ...base, kind: 'event', event: safeName(inspection.event.type) };
    case '@xstate.microstep':
      return {
        ...base,
        kind: 'transition',
        event: safeName(inspection.event.type),
        transitions: inspection._transitions.map((t) => ({
          source: safeName(t.source.id),
          targets: (t.target ?? []).map((target) => safeName(target.id)),
          eventType: safeName(t.eventType),
          index: (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType))?.indexOf(t) ?? -1,
        })),
      };
    default:
      return null;
  }
}

// ---- the journeys' side ----

let listening = false;
let channel: BroadcastChannel | null = null;
let tabId = '';
const running = new Set<AnyActorRef>();

function readSwitch(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(LIVE_STORAGE_KEY) !== null;
  } catch {
    return false; // storage refused (privacy settings): never live
  }
}

const post = (message: LiveMessage) => {
  channel ??= new BroadcastChannel(LIVE_CHANNEL);
  channel.postMessage(message);
};

const tab = () => (tabId ||= Math.random().toString(36).slice(2, 8));

/** The current state of every running journey and its children, for a visualiser that just switched on. */
function announceRunning() {
  const at = Date.now();
  const visit = (actor: AnyActorRef) => {
    const machine = machineIdOf(actor);
    if (!machine) return;
    const snapshot = actor.getSnapshot() as {
      value?: unknown;
      status?: unknown;
      children?: Record<string, AnyActorRef | undefined>;
    };
    post({
      tab: tab(),
      session: safeName(actor.sessionId),
      machine: safeName(machine),
      at,
      kind: 'snapshot',
      value: safeValue(snapshot.value),
      status: safeName(snapshot.status),
    });
    for (const child of Object.values(snapshot.children ?? {})) if (child) visit(child);
  };
  running.forEach(visit);
}

let started = false;
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  listening = readSwitch();
  window.addEventListener('storage', (event) => {
    if (event.key !== LIVE_STORAGE_KEY) return;
    listening = event.newValue !== null;
    if (listening) announceRunning();
    else {
      channel?.close();
      channel = null;
    }
  });
}

/** The `inspect` option of every journey actor: nothing happens unless a visualiser is listening. */
export function liveInspector(inspection: InspectionEvent): void {
  if (!listening) return;
  const message = liveMessage(tab(), inspection, Date.now());
  if (message) post(message);
}

/** A journey's actor while it runs (its current state is announced when a visualiser switches on). */
export function trackJourney(actor: AnyActorRef): () => void {
  start();
  running.add(actor);
  return () => {
    running.delete(actor);
  };
}

/** Reads the switch once, before the first journey actor starts (its first events count). */
export function primeLive(): void {
  start();
}
