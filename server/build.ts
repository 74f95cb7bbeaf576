import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from './config';

const SOURCES = ['src', 'machines', 'domain', 'locales', 'public', 'index.html', 'vite.config.ts', 'scripts/build', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Builds the SPA with vite when dist/ is missing or older than any source it is built from. */
export function buildSpaIfStale(log: (line: string) => void = console.log) {
  const built = join(rootDir, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(rootDir, s))));
  if (builtAt >= sourcesAt) return;
  log(builtAt ? 'Sources changed since the last build: building the site…' : 'Building the site (first start)…');
  execFileSync(join(rootDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: rootDir, stdio: 'inherit' });
}
