import { useEffect, useState } from 'react';
import type { LiveMessage, LiveStateValue, LiveTransition } from '../../statecharts/live';
// Through the journeys' hook module: one chunk for the hook and the channel, shared with the journeys.
import { LIVE_CHANNEL, LIVE_STORAGE_KEY } from '../../statecharts/useJourneyActor';

/** A journey's actor as last heard of. */
export interface LiveSession {
  key: string;
  tab: string;
  session: string;
  machine: string;
  value: LiveStateValue | null;
  status: string;
  /** The transitions its last event took (every microstep: the event's own, then `always` ones). */
  lastTransitions: LiveTransition[];
  /** The transitions taken since the last event arrived. */
  stepTransitions: LiveTransition[];
  updated: number;
}

export interface TimelineEntry {
  id: number;
  at: number;
  tab: string;
  machine: string;
  event: string;
  /** The state the actor was in after the event; null until its snapshot arrives. */
  state: LiveStateValue | null;
  sessionKey: string;
}

export interface LiveFeed {
  sessions: LiveSession[];
  timeline: TimelineEntry[];
}

const TIMELINE_LENGTH = 200;
const EMPTY: LiveFeed = { sessions: [], timeline: [] };

let nextId = 1;

/** One message into the feed (pure, for the visualiser's state). */
export function applyLiveMessage(feed: LiveFeed, message: LiveMessage): LiveFeed {
  const key = `${message.tab}/${message.session}`;
  const known = feed.sessions.find((s) => s.key === key);
  const session: LiveSession = known ?? {
    key,
    tab: message.tab,
    session: message.session,
    machine: message.machine,
    value: null,
    status: 'active',
    lastTransitions: [],
    stepTransitions: [],
    updated: message.at,
  };
  let timeline = feed.timeline;
  let next: LiveSession = { ...session, updated: message.at };
  switch (message.kind) {
    case 'snapshot': {
      next = { ...next, value: message.value, status: message.status };
      const pending = timeline.findIndex((entry) => entry.sessionKey === key && entry.state === null);
      if (pending >= 0)
        timeline = timeline.map((entry, i) => (i === pending ? { ...entry, state: message.value } : entry));
      break;
    }
    case 'transition': {
      // A step that only ran actions (no target) leaves the last drawn transitions outlined.
      const moved = message.transitions.filter((t) => t.targets.length);
      if (moved.length) {
        const step = [...next.stepTransitions, ...moved];
        next = { ...next, stepTransitions: step, lastTransitions: step };
      }
      break;
    }
    case 'event':
      next = { ...next, stepTransitions: [] };
      timeline = [
        {
          id: nextId++,
          at: message.at,
          tab: message.tab,
          machine: message.machine,
          event: message.event,
          state: null,
          sessionKey: key,
        },
        ...timeline,
      ].slice(0, TIMELINE_LENGTH);
      break;
    default:
      break;
  }
  return { sessions: [next, ...feed.sessions.filter((s) => s.key !== key)], timeline };
}

/**
 * While `enabled`: tells the site's other tabs to stream their journeys (LIVE_STORAGE_KEY) and
 * gathers what they send. Switched off, closed or left, the tabs are told to stop.
 */
export function useLiveFeed(enabled: boolean): LiveFeed {
  const [feed, setFeed] = useState<LiveFeed>(EMPTY);
  useEffect(() => {
    if (!enabled) return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent<LiveMessage>) =>
      setFeed((current) => applyLiveMessage(current, event.data));
    const stop = () => localStorage.removeItem(LIVE_STORAGE_KEY);
    // A new value each time, so tabs already running announce their journeys' states.
    localStorage.setItem(LIVE_STORAGE_KEY, String(Date.now()));
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
      stop();
      channel.close();
      setFeed(EMPTY);
    };
  }, [enabled]);
  return feed;
}
