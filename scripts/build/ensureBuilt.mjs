// Builds what is missing or older than its sources: the site (vite build into dist/) and the
// server (compiled into dist-server/ by vite.server.config.ts). Plain JavaScript, so that
// `npm start` (scripts/start.mjs) needs no compiler at run time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const rootDir = resolve(import.meta.dirname, '../..');

const SHARED = ['domain', 'package.json', 'package-lock.json', 'scripts/build'];
const TARGETS = [
  {
    what: 'site',
    output: 'dist/index.html',
    sources: ['src', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', ...SHARED],
    args: ['build', '--logLevel', 'warn'],
  },
  {
    what: 'server',
    output: 'dist-server/main.js',
    sources: ['server', 'vite.server.config.ts', ...SHARED],
    args: ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Builds the site and the server when their output is missing or older than any of their sources. */
export function ensureBuilt(log = console.log) {
  for (const target of TARGETS) {
    const output = join(rootDir, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    if (builtAt >= Math.max(...target.sources.map((source) => newestMtime(join(rootDir, source))))) continue;
    log(
      builtAt
        ? `Sources changed since the last build: building the ${target.what}…`
        : `Building the ${target.what} (first start)…`,
    );
    execFileSync(join(rootDir, 'node_modules/.bin/vite'), target.args, { cwd: rootDir, stdio: 'inherit' });
  }
}
