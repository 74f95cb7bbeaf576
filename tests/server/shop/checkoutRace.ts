import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { rootDir } from '../../../server/config';
import type { WorkerInput } from './checkoutRaceWorker';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Starts one app process of checkoutRaceWorker.ts; resolves once its carts are filled and it waits for "go". */
function startWorker(input: WorkerInput): Promise<{ go: () => void; result: Promise<Answer[]> }> {
  const child = spawn(
    join(rootDir, 'node_modules/.bin/tsx'),
    [join(rootDir, 'tests/server/shop/checkoutRaceWorker.ts'), JSON.stringify(input)],
    { cwd: rootDir },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolveReady, rejectReady) => {
    let resolveResult: (answers: Answer[]) => void;
    let rejectResult: (error: Error) => void;
    const result = new Promise<Answer[]>((res, rej) => ((resolveResult = res), (rejectResult = rej)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') resolveReady({ go: () => child.stdin.write('go\n'), result });
      if (line.startsWith('result ')) resolveResult(JSON.parse(line.slice('result '.length)) as Answer[]);
    });
    child.on('exit', (code) => {
      const error = new Error(`worker exited with ${code}: ${stderr.slice(-2000)}`);
      rejectReady(error);
      rejectResult(error);
    });
  });
}

/** `processes` app processes each fill `guests` carts, then all pay at once: every answer, in no particular order. */
export async function checkoutRace(processes: number, input: Omit<WorkerInput, 'worker'>): Promise<Answer[]> {
  const workers = await Promise.all(
    Array.from({ length: processes }, (_, worker) => startWorker({ ...input, worker })),
  );
  for (const worker of workers) worker.go();
  return (await Promise.all(workers.map((w) => w.result))).flat();
}
