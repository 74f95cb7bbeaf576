import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { bookableStay, categoryBySlug } from '../booking/support';
import { twoStaffOnPostgres } from './twoStaff';

// docs/product.md §12.12 "Bulk change", decision 049: a bulk change applied while another staff
// member saves a cell it covers, through two app instances on one PostgreSQL (as two processes):
// exactly one wins, the other gets 409 and nothing of it is written. Only on a real PostgreSQL.
const ROUNDS = 4;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a bulk change against a cell save (PostgreSQL)', () => {
  const { staff, db: database, prices: pricesOf } = twoStaffOnPostgres();

  it('saves the bulk change or the cell, never both over each other; the loser gets 409 and writes nothing', async () => {
    const db = database();
    const stay = await bookableStay(db, 4, 2);
    const double = (await categoryBySlug(db, 'double')).id;
    const range = { from: stay.from, to: addDays(stay.from, 3) };
    const prices = () => pricesOf(range.from, range.to, double);
    const wins = { bulk: 0, cell: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const before = await prices();
      const plan = before[0].rate_plan_id;
      const mine = before.filter((c) => c.rate_plan_id === plan);
      const bulk = { ...range, category_ids: [double], rate_plan_ids: [plan], price: { mode: 'amount', value: 100 } };
      const preview = (await staff[0].post('/api/admin/calendar/bulk/preview', bulk)).json();
      expect(preview.cells).toBe(4);
      const shared = mine[2];
      const answers = await Promise.all([
        staff[0].post('/api/admin/calendar/bulk', { ...bulk, versions: preview.versions }),
        staff[1].post('/api/admin/calendar/changes', { prices: [{ ...shared, price: 50000 + round }] }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const after = (await prices()).filter((c) => c.rate_plan_id === plan);
      if (answers[0].statusCode === 200) {
        wins.bulk++;
        expect(after.map((c) => c.price)).toEqual(mine.map((c) => c.price! + 100));
      } else {
        wins.cell++;
        expect(after.map((c) => c.price)).toEqual(mine.map((c, i) => (i === 2 ? 50000 + round : c.price)));
      }
    }
    expect(wins.bulk + wins.cell).toBe(ROUNDS);
  });
});
