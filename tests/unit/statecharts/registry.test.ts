// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES, machineById } from '@machines/registry';

// The visualiser lists the machines of machines/registry.ts: a machine file left out of it would
// be missing from the screen without anyone noticing.
describe('the machine registry', () => {
  const files = readdirSync(resolve(import.meta.dirname, '../../../machines')).filter((file) =>
    file.endsWith('.machine.ts'),
  );

  it('holds the machine of every *.machine.ts file, under the file name', () => {
    const ids = MACHINES.map((machine) => machine.id).sort();
    expect(ids).toEqual(files.map((file) => file.replace(/\.machine\.ts$/, '')).sort());
  });

  it('knows the 17 machines of today (a package’s treatment times since 28 November), each once', () => {
    expect(MACHINES).toHaveLength(17);
    expect(new Set(MACHINES.map((machine) => machine.id)).size).toBe(17);
    expect(machineById('calendarEditor')?.id).toBe('calendarEditor');
    expect(machineById('booking')?.id).toBe('booking');
    expect(machineById('cardPayment')?.id).toBe('cardPayment');
    expect(machineById('accessTokens')?.id).toBe('accessTokens');
    expect(machineById('pageEditor')?.id).toBe('pageEditor');
    expect(machineById('treatmentScheduling')?.id).toBe('treatmentScheduling');
    expect(machineById('nope')).toBeUndefined();
  });
});
