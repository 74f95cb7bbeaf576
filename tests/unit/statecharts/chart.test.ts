// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activePaths, buildChart } from '@src/statecharts/chart';
import { machineById } from '@machines/registry';
import { lampMachine } from './lampMachine';

// What the visualiser draws of a machine, read from its state nodes; expectations by hand.
describe('the chart of a machine', () => {
  const chart = buildChart(lampMachine);
  const state = (id: string) => chart.states.find((s) => s.id === id)!;

  it('has every state with its parent, kind and initial mark, parents first', () => {
    expect(chart.machineId).toBe('lamp');
    expect(chart.states.map((s) => [s.id, s.parentId, s.type, s.initial])).toEqual([
      ['lamp', null, 'compound', false],
      ['lamp.off', 'lamp', 'atomic', true],
      ['lamp.on', 'lamp', 'compound', false],
      ['lamp.on.warming', 'lamp.on', 'atomic', true],
      ['lamp.on.checking', 'lamp.on', 'atomic', false],
      ['lamp.on.steady', 'lamp.on', 'atomic', false],
      ['lamp.done', 'lamp', 'final', false],
    ]);
    expect(state('lamp.on.checking').path).toBe('on.checking');
  });

  it('keeps descriptions, tags and invoked actors (with the machine they run)', () => {
    expect(state('lamp.off').description).toBe('Dark.');
    expect(state('lamp.on').description).toBeNull();
    expect(state('lamp.on').tags).toEqual(['lit']);
    expect(state('lamp.on.steady').invokes).toEqual([{ id: 'helper', src: 'child', machineId: 'bulb' }]);
  });

  it('labels every transition with its event, guard, delay, always or actor result', () => {
    const byId = Object.fromEntries(chart.transitions.map((t) => [t.id, [t.source, t.targets, t.kind, t.label]]));
    expect(byId).toEqual({
      'lamp|reset|0': ['lamp', ['lamp.off'], 'event', 'reset'],
      'lamp.off|toggle|0': ['lamp.off', ['lamp.on'], 'event', 'toggle [hasPower]'],
      'lamp.on|toggle|0': ['lamp.on', ['lamp.off'], 'event', 'toggle'],
      'lamp.on.warming|xstate.after.cooldown.lamp.on.warming|0': [
        'lamp.on.warming',
        ['lamp.on.checking'],
        'after',
        'after cooldown (500 ms)',
      ],
      'lamp.on.checking||0': ['lamp.on.checking', ['lamp.on.steady'], 'always', 'always [isBright]'],
      'lamp.on.checking||1': ['lamp.on.checking', ['lamp.done'], 'always', 'always'],
      'lamp.on.steady|xstate.done.actor.helper|0': ['lamp.on.steady', ['lamp.done'], 'done', 'done: helper'],
    });
  });

  it('lists a transition without a target as an event the state handles', () => {
    expect(state('lamp.off').handled.map((t) => t.label)).toEqual(['poke']);
    expect(chart.transitions.some((t) => t.event === 'poke')).toBe(false);
  });

  it('draws the card payment child inside the deposit and its always transitions in the booking', () => {
    const deposit = buildChart(machineById('deposit')!);
    expect(deposit.states.find((s) => s.id === 'deposit.form')!.invokes).toEqual([
      { id: 'cardPayment', src: 'cardPayment', machineId: 'cardPayment' },
    ]);
    const booking = buildChart(machineById('booking')!);
    expect(booking.transitions.filter((t) => t.source === 'booking.start').map((t) => [t.label, t.targets])).toEqual([
      ['always [hasPageRates]', ['booking.routing']],
      ['always [hasPageRefusal]', ['booking.searchRefused']],
      ['always [hasRooms]', ['booking.loading']],
      ['always', ['booking.noRooms']],
    ]);
  });

  it('names the active states of a snapshot value, ancestors included', () => {
    expect([...activePaths('off')]).toEqual(['', 'off']);
    expect([...activePaths({ on: 'steady' })]).toEqual(['', 'on', 'on.steady']);
  });
});
