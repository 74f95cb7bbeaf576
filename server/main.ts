// Starts the whole site. `npm start` (scripts/start.mjs) builds first and runs this file compiled
// (dist-server/main.js); tests run it with tsx. The database starts opening first (PGlite's
// WebAssembly PostgreSQL: a third of a restart) while the rest of the server loads (serve.ts),
// instead of after it (issue 10, decision 030). Only dynamic imports here: built, each is a chunk
// of its own, and this entry stays out of the chunks' imports.
const [{ loadConfig }, { openDatabase }, { applyTestClock, clockNow }] = await Promise.all([
  import('./config'),
  import('./db/client'),
  import('../domain/clock'),
]);

const config = loadConfig();
// A test run's day (TERME_NOW, honoured only with NODE_ENV=test): domain/clock.ts.
if (applyTestClock(process.env) !== 0) console.log(`Test clock: the hotel's now is ${clockNow().toISOString()}`);
else if (process.env.TERME_NOW)
  console.warn("TERME_NOW is ignored outside tests (NODE_ENV=test): the clock is the machine's");
const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Awaited by serve(); if loading serve.ts fails first, this rejection must not also go unhandled.
opening.catch(() => undefined);

const { serve } = await import('./serve');
await serve(config, opening);

export {};
