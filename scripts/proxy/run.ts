/**
 * `npm run test:proxy` (also in .ci/run): the site as it runs in production (docs/operations.md §4):
 * Debian's nginx with TLS (a certificate made in the run) in front of three app processes on one
 * PostgreSQL. Checks that the proxy's address is trusted and only it, so that the per-guest
 * throttles see each guest's address; that sessions, jobs and the rules' caches agree across the
 * processes; then a browser walk books a room and a day spa through the proxy
 * (tests/proxy/walk.spec.ts). Prints the figures; exits 1 on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generate } from 'selfsigned';
import { ensureBuilt } from '../build/ensureBuilt.mjs';
import { AppProcess, freePort } from '../faults/appProcess';
import { TempPostgres } from '../faults/postgres';
import { Guest } from './client';
import { NGINX, Nginx, PROXY_ADDRESS } from './nginx';

const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };
/** A mid-season day for the whole stage (servers and browser), whatever day CI runs on. */
const DAY = process.env.TERME_NOW ?? '2027-06-16';
const failures: string[] = [];
const check = (ok: boolean, failure: string) => void (ok || failures.push(failure));

if (!existsSync(NGINX)) {
  console.error(`test:proxy needs nginx (${NGINX}): sudo apt install nginx-light`);
  process.exit(1);
}
ensureBuilt();
const postgres = new TempPostgres(await freePort());
postgres.init();
const apps: AppProcess[] = [];
let nginx: Nginx | null = null;
let walk = 1;
try {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const port = await freePort();
  const url = await postgres.createDatabase('terme_proxy');
  const dataDirs: string[] = [];
  for (let n = 0; n < 3; n++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'terme-proxy-'));
    dataDirs.push(dataDir);
    apps.push(
      new AppProcess({
        DATABASE_URL: url,
        SESSION_SECRET: 'proxy-secret-0123456789abcdef0123456789',
        DATA_DIR: dataDir,
        APP_URL: `https://127.0.0.1:${port}`,
        // Only nginx's address: a direct request claiming another address is not believed.
        TRUST_PROXY: PROXY_ADDRESS,
        NODE_ENV: 'test',
        TERME_NOW: DAY,
      }),
    );
  }
  // One after the other: the first migrates and seeds the empty database.
  for (const app of apps) await app.start();
  nginx = new Nginx(
    port,
    apps.map((app) => app.port),
    { cert: pems.cert, key: pems.private },
  );
  await nginx.start();
  const from = (localAddress: string, forwardedFor?: string) =>
    new Guest(nginx!.url, { localAddress, ca: pems.cert, forwardedFor });

  // Sessions: signed in on one process, still signed in on the others.
  const owner = from('127.0.0.5');
  const signIn = await owner.login(GUEST.email, GUEST.password);
  check(signIn === 200, `the guest could not sign in through the proxy (${signIn})`);
  const served = new Set<string>();
  let signedIn = 0;
  for (let n = 0; n < 9; n++) {
    const me = await owner.send('GET', '/api/user');
    served.add(String(me.headers['x-upstream']));
    if (JSON.parse(me.body).user?.email === GUEST.email) signedIn++;
  }
  check(served.size === 3, `9 requests were answered by ${served.size} processes, not 3`);
  check(signedIn === 9, `the session was known to ${signedIn} of 9 requests spread over the processes`);

  // Throttles see each guest's address: a stranger guessing the password waits; the owner, from
  // another address, does not; claiming the owner's address in X-Forwarded-For changes nothing.
  const stranger = from('127.0.0.6', '127.0.0.7');
  let refused = 0;
  for (let n = 0; n < 7; n++) if ((await stranger.login(GUEST.email, 'wrong-password')) === 429) refused++;
  check(refused >= 1, 'seven wrong passwords from one address were never throttled');
  check((await from('127.0.0.7').login(GUEST.email, GUEST.password)) === 200, 'the owner was throttled for a stranger');
  check((await stranger.login(GUEST.email, GUEST.password)) === 429, 'the stranger escaped the throttle');

  // Only the proxy is trusted: straight to a process, X-Forwarded-For is not believed.
  const direct = new Guest(`http://127.0.0.1:${apps[0].port}`, {
    localAddress: '127.0.0.8',
    forwardedFor: '127.0.0.9',
  });
  for (let n = 0; n < 7; n++) await direct.login(GUEST.email, 'wrong-password');
  check(
    (await from('127.0.0.9').login(GUEST.email, GUEST.password)) === 200,
    "a direct request's X-Forwarded-For was believed",
  );

  // Caches agree: a price changed in the database reaches every process's search at once.
  const ratesOn = async (app: AppProcess) => {
    const visitor = new Guest(`http://127.0.0.1:${app.port}`);
    await visitor.load();
    const answer = await visitor.send('POST', '/api/available/rates', {
      from_date: DAY,
      to_date: new Date(Date.parse(`${DAY}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
      locale: 'en',
      rooms: [{ adults: 2, children: 0, children_ages: [] }],
    });
    const offers = JSON.parse(answer.body)[0] as { rates: { rate_variations: { total: number }[] }[] }[];
    return offers.map((o) => o.rates[0]?.rate_variations[0]?.total).join(',');
  };
  const before = await Promise.all(apps.map(ratesOn));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('update category_night_prices set adult_price = adult_price + 1000');
  const waitUntil = Date.now() + 5_000;
  let after = await Promise.all(apps.map(ratesOn));
  while (after.some((a, n) => a === before[n]) && Date.now() < waitUntil) {
    await new Promise((done) => setTimeout(done, 100));
    after = await Promise.all(apps.map(ratesOn));
  }
  check(
    new Set(before).size === 1 && new Set(after).size === 1,
    `the processes answered different prices: ${after.join(' | ')}`,
  );
  check(after[0] !== before[0], 'a price changed in the database did not reach the search');
  await db.query('update category_night_prices set adult_price = adult_price - 1000');

  // The browser walk through the proxy: a room and a day spa, paid by card.
  const run = spawnSync(
    join('node_modules', '.bin', 'playwright'),
    ['test', '--config', 'tests/proxy/playwright.config.ts'],
    { stdio: 'inherit', env: { ...process.env, PROXY_URL: nginx.url, TERME_NOW: DAY } },
  );
  walk = run.status ?? 1;
  check(walk === 0, 'the browser walk through the proxy failed');

  // Jobs agree: every mail (the bookings' confirmations) sent once, by whichever process.
  const mailDeadline = Date.now() + 30_000;
  let pending = Infinity;
  while (Date.now() < mailDeadline) {
    pending = Number((await db.query(`select count(*)::int as n from outbox_mails where status <> 'sent'`)).rows[0].n);
    if (pending === 0) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  const sent = Number((await db.query(`select count(*)::int as n from outbox_mails where status = 'sent'`)).rows[0].n);
  await db.end();
  const files = dataDirs.flatMap((dir) => (existsSync(join(dir, 'outbox')) ? readdirSync(join(dir, 'outbox')) : []));
  check(pending === 0, `${pending} mails not sent 30 s after the walk`);
  check(
    files.length === sent && new Set(files).size === files.length,
    `${sent} mails sent, ${files.length} files written`,
  );
  if (!failures.length)
    console.log(
      `proxy: nginx (TLS) before 3 processes; a session answered by ${served.size} processes; a stranger throttled after ${7 - refused} tries while the owner signs in; ` +
        `X-Forwarded-For believed only from ${PROXY_ADDRESS}; a price change seen by all 3; browser walk ${walk === 0 ? 'passed' : 'FAILED'}; ${sent} mails sent once each`,
    );
} catch (error) {
  failures.push(String(error instanceof Error ? (error.stack ?? error.message) : error));
} finally {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  postgres.destroy();
}
for (const failure of failures) console.error(`  FAILED: ${failure}`);
process.exit(failures.length ? 1 : 0);
