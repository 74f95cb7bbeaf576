import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHECK_IN_RETENTION_DAYS, CITY_TAX_PER_PERSON_PER_NIGHT_CENTS } from '../domain/constants';

export interface AppConfig {
  port: number;
  /** Folder for the embedded database, the outbox and the generated session secret. */
  dataDir: string;
  /** A PostgreSQL server; unset means embedded PGlite in `dataDir/db`, or in memory with `dataDir: ':memory:'`. */
  databaseUrl?: string;
  /**
   * Where the process LISTENs for changes of the hotel's rules (its cache, server/db/rulesCache.ts):
   * a direct PostgreSQL address when DATABASE_URL goes through PgBouncer in transaction mode.
   */
  databaseListenUrl?: string;
  sessionSecret: string;
  smtpUrl?: string;
  /** A PEM file of the certificate authority the SMTP server's certificate is checked against (a private relay). */
  smtpCaFile?: string;
  appUrl: string;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Signing secret of the Stripe webhook endpoint (whsec_…): without it POST /stripe/webhook does not exist. */
  stripeWebhookSecret?: string;
  /** Stripe API host override, for tests against a local stand-in. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** scrypt cost parameter N (OWASP: 2^17). Tests lower it to keep suites fast. */
  scryptCost: number;
  /** Folder with the built SPA (index.html and assets). */
  distDir: string;
  /** Honeypot minimum age of a registration form, in milliseconds. */
  honeypotMinAgeMs: number;
  /** Log requests (off in tests). */
  logger: boolean;
  /** City tax per person per night in cents: paid on site, shown on bookings. */
  cityTaxCents: number;
  /** Where front-desk notices go. */
  frontDeskEmail: string;
  /** On SIGTERM, how long open requests may take before the process exits anyway. */
  stopTimeoutMs: number;
  /** The hotel's structure code in ROSS 1000 (Veneto's ISTAT collection), written in its file. */
  ross1000Code: string;
  /** Check-in data (identity documents) is deleted this many days after departure. */
  checkInRetentionDays: number;
  /** A day-spa slot stops being sold this many minutes before it ends (hotel time). */
  daySpaSalesCutoffMinutes: number;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDRs, or proxy-addr's 'loopback'):
   * TRUST_PROXY, comma-separated. Empty: none, the address is the connection's, so a client
   * cannot choose its own address to get around rate limits.
   */
  trustProxy: string[];
  /** A payment still in flight after this long lost its request (a crash): reconciliation decides it. */
  reconcileAfterMs: number;
  /** How often reconciliation looks for such payments (and once at every start). */
  reconcileEveryMs: number;
}

export const rootDir = resolve(import.meta.dirname, '..');

function sessionSecretFor(dataDir: string): string {
  if (dataDir === ':memory:') return randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A whole number of minutes, 0 or more; anything else is the default. */
function minutes(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Configuration from environment variables, with the safe defaults docs/operations.md §2 documents. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? resolve(env.DATA_DIR ?? join(rootDir, '.data'));
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    sessionSecret: env.SESSION_SECRET || sessionSecretFor(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    smtpCaFile: env.SMTP_CA_FILE || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    // DIST_DIR: another build of the site (two builds tested side by side); the default is npm run build's.
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : join(rootDir, 'dist'),
    honeypotMinAgeMs: 1000,
    logger: env.LOG_REQUESTS !== '0',
    cityTaxCents: Number(env.CITY_TAX_CENTS ?? CITY_TAX_PER_PERSON_PER_NIGHT_CENTS),
    frontDeskEmail: env.FRONT_DESK_EMAIL || 'reception@terme.example',
    ross1000Code: env.ROSS1000_STRUCTURE_CODE || '',
    stopTimeoutMs: Number(env.STOP_TIMEOUT_SECONDS ?? 30) * 1000,
    checkInRetentionDays: Number(env.CHECK_IN_RETENTION_DAYS ?? CHECK_IN_RETENTION_DAYS),
    daySpaSalesCutoffMinutes: minutes(env.DAY_SPA_SALES_CUTOFF_MINUTES, 60),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    reconcileAfterMs: Number(env.RECONCILE_AFTER_SECONDS ?? 120) * 1000,
    reconcileEveryMs: Number(env.RECONCILE_EVERY_SECONDS ?? 120) * 1000,
    ...overrides,
  };
}
