import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { rootDir } from '../../../server/config';
import { productAvailabilities, productReservations, products, users } from '../../../server/db/schema';
import { hashPassword, setScryptCost } from '../../../server/modules/accounts/passwords';
import type { Database } from '../../../server/db/client';
import { freshDatabase } from '../support/testApp';
import { openDay } from './support';

const WORKERS = 3;
const GUESTS = 18;
const CAPACITY = 10;
const PASSWORD = 'concurrency-2026';

/** A browser stand-in over real HTTP: cookie jar, CSRF token from the page, a client address of its own. */
class HttpGuest {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(
    private base: string,
    private address: string,
  ) {}

  private async call(method: string, path: string, body?: unknown, accept = 'application/json') {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        accept,
        'x-forwarded-for': this.address,
        ...(accept === 'application/json' ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' ? { 'x-csrf-token': this.csrf, 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.csrf = response.headers.get('x-csrf-token') ?? this.csrf;
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }

  async signIn(email: string) {
    const page = await this.call('GET', '/it/', undefined, 'text/html');
    this.csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.text)![1];
    const login = await this.call('POST', '/login', { email, password: PASSWORD, remember: true });
    if (login.status !== 200) throw new Error(`login ${login.status} ${login.text}`);
  }

  /** Later calls go to another app process: the session lives in PostgreSQL. */
  moveTo(base: string) {
    this.base = base;
  }

  async card() {
    const response = await this.call('POST', '/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    });
    return response.json().id as string;
  }

  reserve(body: Record<string, unknown>) {
    return this.call('POST', '/my/product-reservations', body);
  }
}

function startWorker(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(join(rootDir, 'node_modules/.bin/tsx'), [join(import.meta.dirname, 'concurrencyWorker.ts')], {
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'day-spa capacity under simultaneous reservations (PostgreSQL, several app processes)',
  () => {
    let database: Database & { url?: string };
    let workers: { child: ChildProcess; base: string }[] = [];
    let slotId: number;
    let day: string;
    const emails: string[] = [];

    beforeAll(async () => {
      setScryptCost(2 ** 10);
      database = await freshDatabase();
      const { db } = database;
      const stamp = `${Date.now()}-${process.pid}`;
      day = openDay(1);
      // A product and slot of its own, so other tests sharing the database do not interfere.
      const [product] = await db
        .insert(products)
        .values({
          slug: `race-${stamp}`,
          kind: 'day_spa',
          title: { en: 'Race', it: 'Gara', de: 'Rennen' },
          description: { en: '', it: '', de: '' },
          image: '/x.svg',
        })
        .returning();
      const [slot] = await db
        .insert(productAvailabilities)
        .values({ productId: product.id, date: day, salePrice: 3000, capacity: CAPACITY })
        .returning();
      slotId = slot.id;
      const passwordHash = await hashPassword(PASSWORD);
      for (let i = 0; i < GUESTS; i++) emails.push(`race-${i}-${stamp}@terme.example`);
      await db.insert(users).values(
        emails.map((email, i) => ({
          firstName: `Guest${i}`,
          lastName: 'Race',
          email,
          passwordHash,
          bonusTermeCredit: i % 2 ? 20000 : 0,
          discountPercent: 0,
        })),
      );
      workers = await Promise.all(
        Array.from({ length: WORKERS }, () => startWorker(database.url ?? process.env.TEST_DATABASE_URL!)),
      );
    }, 120_000);

    afterAll(async () => {
      for (const { child } of workers) child.kill('SIGTERM');
      await database?.close();
    });

    it('never books more people than the slot holds, and every refusal is a 409', async () => {
      // People per request 1..3: 18 guests ask for 36 places, the slot has 10.
      const people = emails.map((_, i) => (i % 3) + 1);
      const guests = await Promise.all(
        emails.map(async (email, i) => {
          const guest = new HttpGuest(workers[i % WORKERS].base, `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`);
          await guest.signIn(email);
          guest.moveTo(workers[(i + 1) % WORKERS].base);
          return { guest, card: await guest.card() };
        }),
      );
      const answers = await Promise.all(
        guests.map(({ guest, card }, i) =>
          guest.reserve({
            date: day,
            people: people[i],
            product_availability_id: slotId,
            cancellation_policy_consent: true,
            rules_consent: true,
            use_bonus_terme: i % 2 === 1,
            payment_method_id: card,
          }),
        ),
      );

      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 409),
        statuses.join(','),
      ).toBe(true);
      expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);

      const [slot] = await database.db.select().from(productAvailabilities).where(eq(productAvailabilities.id, slotId));
      const confirmed = await database.db
        .select()
        .from(productReservations)
        .where(eq(productReservations.productAvailabilityId, slotId));
      const paidPeople = confirmed.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.people, 0);
      expect(slot.booked).toBeLessThanOrEqual(CAPACITY);
      expect(slot.booked).toBe(paidPeople);
      expect(confirmed.filter((r) => r.status === 'confirmed').length).toBe(statuses.filter((s) => s === 200).length);
      // Greedy refusals only: whatever was refused would not have fitted in what was left.
      const smallestRefused = Math.min(...people.filter((_, i) => statuses[i] === 409));
      expect(CAPACITY - slot.booked).toBeLessThan(smallestRefused);

      // Credit was only taken for reservations that went through.
      const accounts = await database.db.select().from(users).where(inArray(users.email, emails));
      const spent = accounts.reduce(
        (sum, u) => sum + ((emails.indexOf(u.email) % 2 ? 20000 : 0) - u.bonusTermeCredit),
        0,
      );
      const vouchers = confirmed.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.bonusDiscount, 0);
      expect(spent).toBe(vouchers);
    }, 120_000);
  },
);
