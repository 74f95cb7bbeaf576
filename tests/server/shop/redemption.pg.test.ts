import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { giftCards, giftCardUses, payments } from '../../../server/db/schema';
import { freshDatabase, testConfig } from '../support/testApp';
import { issueGiftCard } from './giftCardFixture';

const PROCESSES = 3;
const GUESTS_PER_PROCESS = 4;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Starts one app process; resolves once its carts are filled and it waits for "go". */
function startWorker(input: unknown): Promise<{ go: () => void; result: Promise<Answer[]> }> {
  const child = spawn(join(rootDir, 'node_modules/.bin/tsx'), [join(rootDir, 'tests/server/shop/redemptionWorker.ts'), JSON.stringify(input)], { cwd: rootDir });
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

// Only on a real PostgreSQL (TEST_DATABASE_URL, CI's second server run): PGlite serialises transactions.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('one gift card spent at once from several app processes on PostgreSQL', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    // A copy of the run's migrated and seeded template (tests/server/support/globalSetup.ts).
    const fresh = await freshDatabase();
    database = fresh;
    url = fresh.url!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('never takes the card below zero: it pays 200.00 in all, the rest by card, and later payers hear it is used up', async () => {
    const { db } = database;
    // 12 carts of 95.00 against a card of 200.00: 95.00 + 95.00 + 10.00 from the card, in some order.
    const card = await issueGiftCard(db, testConfig().sessionSecret, { value: 20000, expiresOn: '2099-12-31' });
    const workers = await Promise.all(Array.from({ length: PROCESSES }, (_, worker) => startWorker({ databaseUrl: url, code: card.code, guests: GUESTS_PER_PROCESS, worker })));
    for (const worker of workers) worker.go();
    const answers = (await Promise.all(workers.map((w) => w.result))).flat();

    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(PROCESSES * GUESTS_PER_PROCESS - 3);
    for (const answer of refused) expect(answer).toEqual({ status: 422, body: expect.objectContaining({ errors: { gift_card_code: ['This gift card has been used up.'] } }) });

    const [after] = await db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after.balance).toBe(0);
    const uses = await db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card.id));
    expect(uses.map((u) => u.amount).sort((a, b) => a - b)).toEqual([1000, 9500, 9500]);
    expect(uses.every((u) => u.status === 'spent')).toBe(true);
    // What the card did not pay, the card payment charged: 0, 0 and 85.00.
    const charged = await db.select().from(payments).where(eq(payments.kind, 'shop_order'));
    expect(charged.map((p) => [p.amount, p.status]).sort()).toEqual([
      [0, 'succeeded'],
      [0, 'succeeded'],
      [8500, 'succeeded'],
    ]);
  }, 180_000);
});
