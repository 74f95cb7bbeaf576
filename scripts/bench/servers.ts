import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../build/precompress';

export interface Running {
  url: string;
  /** Milliseconds from the process's spawn to its first answer. */
  startMs: number;
  /** Where the files it serves were built. */
  distDir: string;
  stop(): Promise<void>;
}

export const freePort = () => 4100 + Math.floor(Math.random() * 800);

async function waitForAnswer(url: string, child?: ChildProcess): Promise<void> {
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Terme as `npm start` runs it (the build is already there), on the data folder given: the time
 * to the first answer is what a restart costs on existing data, or the first run on a new folder.
 */
export async function startTerme(root: string, dataDir: string, command: string[]): Promise<Running> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      LOG_REQUESTS: '0',
    },
    stdio: 'ignore',
    // Its own process group: npm's children are stopped with it.
    detached: true,
  });
  await waitForAnswer(`${url}/it/`, child);
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    distDir: join(root, 'dist'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

/**
 * The baseline: a minimal React 19 app (one heading and a paragraph, with the head tags
 * Lighthouse's SEO audits ask for), built in this run with this project's Vite and React and
 * served precompressed with the same cache headers as Terme.
 */
export async function startMinimalReactApp(root: string): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'terme-bench-minimal-'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="description" content="A minimal React 19 application: the baseline of Terme's benchmark." /><title>Minimal React 19 app</title></head>
<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>`,
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
      `createRoot(document.getElementById('root')).render(<StrictMode><main><h1>Hello</h1><p>A minimal React 19 app.</p></main></StrictMode>);\n`,
  );
  mkdirSync(join(dir, 'public'));
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: join(dir, 'dist') },
  });

  const app = Fastify();
  await app.register(fastifyStatic, {
    root: join(dir, 'dist'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) =>
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const port = freePort();
  const started = performance.now();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    startMs: performance.now() - started,
    distDir: join(dir, 'dist'),
    stop: () => app.close(),
  };
}
