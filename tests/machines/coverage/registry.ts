import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

// Every machine of machines/: the file `x.machine.ts` holds the machine whose id is `x`.

export const MACHINES_DIR = resolve(import.meta.dirname, '..', '..', '..', 'machines');

export interface RegisteredMachine {
  id: string;
  /** Relative to the repository: 'machines/booking.machine.ts'. */
  file: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'getInitialSnapshot' in value &&
  typeof (value as AnyStateMachine).id === 'string';

export const machineFiles = () =>
  readdirSync(MACHINES_DIR)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();

/** Imports every machine file; a file without its machine is an error, not a silent gap. */
export async function loadMachines(): Promise<RegisteredMachine[]> {
  const out: RegisteredMachine[] = [];
  for (const file of machineFiles()) {
    const id = file.replace(/\.machine\.ts$/, '');
    const module = (await import(pathToFileURL(resolve(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const machine = Object.values(module).find((v): v is AnyStateMachine => isMachine(v) && v.id === id);
    if (!machine) throw new Error(`machines/${file} exports no machine with the id '${id}'`);
    out.push({ id, file: `machines/${file}`, machine });
  }
  return out;
}
