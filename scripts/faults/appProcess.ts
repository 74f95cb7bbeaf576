/** One app process (server/main.ts) for the fault scripts: started on a port, killed -9 at will. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export class AppProcess {
  child: ChildProcess | null = null;
  port = 0;
  /** Times this process was found dead without our kill. */
  unexpectedExits = 0;
  /** Listening (set once it printed that it runs, cleared by a kill). */
  ready = false;
  private readonly killed = new WeakSet<ChildProcess>();

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts server/main.ts (node itself with tsx's loader, so kill -9 reaches the server) and waits until it listens. */
  async start(): Promise<void> {
    this.port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        LOG_REQUESTS: '0',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        APP_URL: `http://127.0.0.1:${this.port}`,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.ready = false;
    child.once('exit', (code, signal) => {
      if (child === this.child) this.ready = false;
      if (!this.killed.has(child)) {
        this.unexpectedExits++;
        console.error(`app process ${child.pid} exited on its own (code ${code}, signal ${signal})`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (process.env.FAULTS_VERBOSE) process.stderr.write(chunk);
    });
    await new Promise<void>((done, fail) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.includes('Terme is running')) {
          this.ready = true;
          done();
        }
      });
      child.once('exit', () => fail(new Error('the app process exited before it listened')));
    });
  }

  /** kill -9: no handler runs, nothing is flushed, in-flight requests die with it. */
  kill9(): void {
    if (!this.child || !this.alive) return;
    this.killed.add(this.child);
    this.ready = false;
    this.child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    if (!this.child || !this.alive) return;
    this.killed.add(this.child);
    this.ready = false;
    const exited = new Promise((done) => this.child!.once('exit', done));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** A request that never hangs the script: answers the status, or 0 when the connection failed. */
export async function request(
  url: string,
  init: RequestInit = {},
  timeoutMs = 15_000,
): Promise<{ status: number; ms: number; body: unknown; headers: Headers }> {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, ms: Date.now() - started, body, headers: response.headers };
  } catch {
    return { status: 0, ms: Date.now() - started, body: null, headers: new Headers() };
  }
}
