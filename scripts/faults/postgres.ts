/**
 * A throw-away PostgreSQL 15 cluster for the fault scripts: initdb in a temporary folder, start,
 * stop and restart it (the outage scenario restarts it under load). Run as root, PostgreSQL runs
 * as the `postgres` user (it refuses root), as in .ci/run.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asPostgres = (cmd: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : join(BIN, cmd), root ? ['-u', 'postgres', '--', join(BIN, cmd), ...args] : args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};

export class TempPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'terme-faults-pg-'));
  constructor(readonly port: number) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private ctl(...args: string[]) {
    asPostgres('pg_ctl', ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), ...args]);
  }

  init() {
    chmodSync(this.dir, 0o777);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dir]);
    asPostgres('initdb', [
      '-D',
      join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    this.start();
  }

  start() {
    this.ctl('-o', `-h 127.0.0.1 -p ${this.port} -k ${this.dir} -c max_connections=200`, '-w', 'start');
  }

  stop() {
    this.ctl('-m', 'fast', '-w', 'stop');
  }

  /** The end of the server's log: why it did not start. */
  logTail(lines = 20): string {
    const log = join(this.dir, 'log');
    return existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A new empty database on this server; returns its URL. */
  async createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** pg_terminate_backend on every connection to `database`; answers how many went. */
  async terminateBackends(database: string): Promise<number> {
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    const { rows } = await admin.query(
      'select count(*) filter (where pg_terminate_backend(pid))::int as gone from pg_stat_activity where datname = $1',
      [database],
    );
    await admin.end();
    return rows[0].gone;
  }
}
