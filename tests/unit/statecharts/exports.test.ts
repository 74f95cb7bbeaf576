// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildChart } from '@src/statecharts/chart';
import { chartMermaid, machineJson, mermaidId } from '@src/statecharts/exports';
import { MACHINES } from '@machines/registry';
import { lampMachine } from './lampMachine';

describe('Mermaid export', () => {
  it('writes a small machine as this stateDiagram-v2 text', () => {
    expect(chartMermaid(buildChart(lampMachine))).toBe(`stateDiagram-v2
  [*] --> lamp
  state "lamp" as lamp {
    [*] --> lamp__off
    state "off" as lamp__off
    state "on" as lamp__on {
      [*] --> lamp__on__warming
      state "warming" as lamp__on__warming
      state "checking" as lamp__on__checking
      state "steady" as lamp__on__steady
      lamp__on__steady: invoke child
      lamp__on__warming --> lamp__on__checking: after cooldown (500 ms)
      lamp__on__checking --> lamp__on__steady: always [isBright]
    }
    lamp__on: tags lit
    state "done" as lamp__done
    lamp__done --> [*]
    lamp__off --> lamp__on: toggle [hasPower]
    lamp__on --> lamp__off: toggle
    lamp__on__checking --> lamp__done: always
    lamp__on__steady --> lamp__done: done: helper
  }
  lamp --> lamp__off: reset
`);
  });

  it('has every state of every machine, declared once', () => {
    for (const machine of MACHINES) {
      const chart = buildChart(machine);
      const text = chartMermaid(chart);
      expect(text.startsWith('stateDiagram-v2\n'), machine.id).toBe(true);
      for (const state of chart.states) {
        const declared = text
          .split('\n')
          .filter((line) => line.trim().startsWith(`state "${state.key}" as ${mermaidId(state.id)}`));
        expect(declared, `${machine.id}: ${state.id}`).toHaveLength(1);
      }
      // Every transition's ends are declared states.
      for (const [, from, to] of text.matchAll(/^\s*(\S+) --> (\S+?):/gm)) {
        for (const id of [from, to]) expect(text, `${machine.id}: ${id}`).toContain(` as ${id}`);
      }
    }
  });
});

describe('JSON export', () => {
  it('is machine.toJSON() as text, which parses and writes back to the same text', () => {
    for (const machine of MACHINES) {
      const text = machineJson(machine);
      const parsed = JSON.parse(text);
      expect(`${JSON.stringify(parsed, null, 2)}\n`, machine.id).toBe(text);
      expect(parsed.id).toBe(machine.id);
    }
  });

  it('holds every state with its transitions, tags and description', () => {
    const parsed = JSON.parse(machineJson(lampMachine));
    expect(Object.keys(parsed.states)).toEqual(['off', 'on', 'done']);
    expect(Object.keys(parsed.states.on.states)).toEqual(['warming', 'checking', 'steady']);
    expect(parsed.states.off.description).toBe('Dark.');
    expect(parsed.states.on.tags).toEqual(['lit']);
    expect(parsed.states.done.type).toBe('final');
    expect(parsed.states.off.on.toggle[0]).toMatchObject({ target: ['#lamp.on'], guard: 'hasPower' });
    expect(parsed.states.on.states.steady.invoke[0]).toMatchObject({ id: 'helper', src: 'child' });
  });
});
