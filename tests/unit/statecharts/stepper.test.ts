// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildChart } from '@src/statecharts/chart';
import { eventsNow, startStepping, stepWith } from '@src/statecharts/stepper';
import { machineById, MACHINES } from '@machines/registry';
import { lampMachine } from './lampMachine';

// Stepping through a machine by hand: the events the current state takes, each step, the reset.
describe('stepping through a machine by hand', () => {
  const chart = buildChart(lampMachine);

  it('offers the events of the active states, steps with one and outlines the transition it took', () => {
    const start = startStepping(lampMachine);
    expect(start.snapshot.value).toBe('off');
    expect(eventsNow(chart, start)).toEqual([
      { eventType: 'reset', label: 'reset', enabled: true },
      { eventType: 'toggle', label: 'toggle', enabled: true },
      { eventType: 'poke', label: 'poke', enabled: true },
    ]);
    const on = stepWith(start, 'toggle');
    expect(on.snapshot.value).toEqual({ on: 'warming' });
    expect(on.last).toEqual(['lamp.off|toggle|0']);
    // The delay is an event like the others: 'after cooldown (500 ms)', and the always transitions follow it.
    expect(eventsNow(chart, on).map((e) => e.label)).toEqual(['reset', 'toggle', 'after cooldown (500 ms)']);
    const steady = stepWith(on, 'xstate.after.cooldown.lamp.on.warming');
    expect(steady.snapshot.value).toEqual({ on: 'steady' });
    expect(eventsNow(chart, steady).map((e) => e.label)).toEqual(['reset', 'toggle', 'done: helper']);
    const done = stepWith(steady, 'xstate.done.actor.helper');
    expect(done.snapshot.status).toBe('done');
    expect(eventsNow(chart, done)).toEqual([]);
    // The reset: the initial state again.
    expect(startStepping(lampMachine).snapshot.value).toBe('off');
  });

  it('offers handled events too, and keeps the state when a step needs data the event lacks', () => {
    const gift = startStepping(machineById('giftCardCode')!);
    const giftChart = buildChart(machineById('giftCardCode')!);
    // Nothing typed: 'code.apply' takes its unguarded branch (the problem 'invalid') and stays; typing stays too.
    expect(eventsNow(giftChart, gift).map((e) => [e.eventType, e.enabled])).toEqual([
      ['code.apply', true],
      ['code.change', true],
    ]);
    // The booking's rates arrive without rates: the step cannot be taken, the state stays, the reason shows.
    const booking = startStepping(machineById('booking')!);
    expect(booking.snapshot.value).toBe('loading');
    const refused = stepWith(booking, 'xstate.done.actor.loadRates');
    expect(refused.snapshot).toBe(booking.snapshot);
    expect(refused.problem).toMatch(/\S/);
  });

  it('starts every machine of machines/ (those that need an input get a sample one)', () => {
    for (const machine of MACHINES) {
      const stepping = startStepping(machine);
      expect(stepping.problem, machine.id).toBeNull();
      expect(stepping.snapshot.status, machine.id).toBe('active');
    }
  });
});
