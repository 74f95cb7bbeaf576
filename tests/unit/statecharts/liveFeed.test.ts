// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applyLiveMessage, type LiveFeed } from '@src/screens/statecharts/useLiveFeed';
import { liveMessage, safeValue, type LiveMessage } from '@src/statecharts/live';
import { lampMachine } from './lampMachine';

// Live mode: what a journey's inspection sends, and how the visualiser reads it. Expectations by hand.
describe('what crosses the channel', () => {
  it('is ids, event types and state values, never an event payload or the context', () => {
    const sent: LiveMessage[] = [];
    const actor = createActor(lampMachine, {
      inspect: (event) => void (liveMessage('tab1', event, 0) && sent.push(liveMessage('tab1', event, 0)!)),
    });
    actor.start();
    actor.send({ type: 'toggle', cardNumber: '4242424242424242', email: 'anna@example.com' } as never);
    const text = JSON.stringify(sent);
    expect(text).not.toContain('4242');
    expect(text).not.toContain('anna@');
    expect(sent.filter((m) => m.kind === 'event').map((m) => (m as { event: string }).event)).toEqual([
      'xstate.init',
      'toggle',
    ]);
    expect(sent.find((m) => m.kind === 'transition')).toEqual({
      tab: 'tab1',
      session: actor.sessionId,
      machine: 'lamp',
      at: 0,
      kind: 'transition',
      event: 'toggle',
      transitions: [{ source: 'lamp.off', targets: ['lamp.on'], eventType: 'toggle', index: 0 }],
    });
    expect(sent.filter((m) => m.kind === 'snapshot').map((m) => (m as { value: unknown }).value)).toEqual([
      'off',
      { on: 'warming' },
    ]);
    actor.stop();
  });

  it('keeps only state names in a value', () => {
    expect(safeValue({ rooms: 'choosing' })).toEqual({ rooms: 'choosing' });
    expect(safeValue({ 'x<script>': 'a\nb' })).toEqual({ '(other)': '(other)' });
    expect(safeValue(42)).toBe('');
  });
});

describe('the visualiser feed', () => {
  const base = { tab: 't', session: 'x:1', machine: 'lamp' };
  const feed = (
    [
      { ...base, at: 1, kind: 'event', event: 'toggle' },
      {
        ...base,
        at: 2,
        kind: 'transition',
        event: 'toggle',
        transitions: [{ source: 'lamp.off', targets: ['lamp.on'], eventType: 'toggle' }],
      },
      {
        ...base,
        at: 3,
        kind: 'transition',
        event: 'toggle',
        transitions: [{ source: 'lamp.on.checking', targets: ['lamp.on.steady'], eventType: '' }],
      },
      {
        ...base,
        at: 4,
        kind: 'transition',
        event: 'poke',
        transitions: [{ source: 'lamp.off', targets: [], eventType: 'poke' }],
      },
      { ...base, at: 5, kind: 'snapshot', value: { on: 'steady' }, status: 'active' },
    ] as LiveMessage[]
  ).reduce<LiveFeed>(applyLiveMessage, { sessions: [], timeline: [] });

  it('follows each actor: its state and the transitions its last event took', () => {
    expect(feed.sessions).toHaveLength(1);
    expect(feed.sessions[0]).toMatchObject({ key: 't/x:1', machine: 'lamp', value: { on: 'steady' }, updated: 5 });
    expect(feed.sessions[0].lastTransitions.map((t) => t.source)).toEqual(['lamp.off', 'lamp.on.checking']);
  });

  it("outlines the next event's step instead, and keeps it through a step that only ran actions", () => {
    const later = (
      [
        { ...base, at: 6, kind: 'event', event: 'toggle' },
        {
          ...base,
          at: 7,
          kind: 'transition',
          event: 'toggle',
          transitions: [{ source: 'lamp.on', targets: ['lamp.off'], eventType: 'toggle' }],
        },
        { ...base, at: 8, kind: 'event', event: 'poke' },
        {
          ...base,
          at: 9,
          kind: 'transition',
          event: 'poke',
          transitions: [{ source: 'lamp.off', targets: [], eventType: 'poke' }],
        },
      ] as LiveMessage[]
    ).reduce<LiveFeed>(applyLiveMessage, feed);
    expect(later.sessions[0].lastTransitions).toEqual([
      { source: 'lamp.on', targets: ['lamp.off'], eventType: 'toggle' },
    ]);
  });

  it('lists the events with the state each led to', () => {
    expect(feed.timeline.map((e) => [e.machine, e.event, e.state])).toEqual([['lamp', 'toggle', { on: 'steady' }]]);
  });
});
