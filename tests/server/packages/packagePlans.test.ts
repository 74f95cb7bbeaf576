import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RatePlanWire } from '../../../domain/ratePlans';
import { ratePlanTreatments, spaTreatments } from '../../../server/db/schema';
import { MUD_PACKAGE_SLUG, MUD_PACKAGE_TREATMENTS } from '../../../server/db/seed/packages';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';

// docs/product.md §16.6: a rate plan may include treatments, how many per person; the revenue
// manager edits them with the plan, saved whole over the version read; the seed sells "Terme e fango".
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };

describe('packages: rate plans that include treatments', () => {
  let t: TestApp;
  let revenue: TestClient;
  let mudId: number;
  let bathId: number;
  const db = () => t.database.db;
  const plans = async () => (await revenue.get('/api/admin/rate-plans')).json() as RatePlanWire[];
  const edit = (plan: RatePlanWire, changes: Partial<RatePlanWire>, locale = 'en') => {
    const { id: _id, slug: _slug, active: _active, ...draft } = plan;
    return revenue.send('PUT', `/api/admin/rate-plans/${plan.id}`, { ...draft, ...changes }, { 'x-locale': locale });
  };

  beforeAll(async () => {
    t = await createTestApp();
    revenue = await new TestClient(t.app).start('/en/');
    await revenue.login(REVENUE.email, REVENUE.password);
    const treatments = await db().select().from(spaTreatments);
    mudId = treatments.find((tr) => tr.skill === 'mud')!.id;
    bathId = treatments.find((tr) => tr.skill === 'bath')!.id;
  });
  afterAll(() => t.close());

  it('seeds "Terme e fango": half board only, at least five nights, six mud therapies a person', async () => {
    const plan = (await plans()).find((p) => p.slug === MUD_PACKAGE_SLUG)!;
    expect(plan.name).toMatchObject({ it: 'Terme e fango', en: 'Thermal stay with mud' });
    expect(plan.boards.map((b) => b.board)).toEqual(['half_board']);
    expect(plan.min_nights).toBe(5);
    expect(plan.treatments).toEqual([{ treatment_id: mudId, per_person: MUD_PACKAGE_TREATMENTS }]);
    // The other plans are room rates: no treatments.
    expect((await plans()).filter((p) => p.treatments.length > 0).map((p) => p.slug)).toEqual([MUD_PACKAGE_SLUG]);
  });

  it('saves the treatments with the plan over its version and replaces them whole', async () => {
    const plan = (await plans()).find((p) => p.slug === MUD_PACKAGE_SLUG)!;
    const saved = await edit(plan, {
      treatments: [
        { treatment_id: bathId, per_person: 2 },
        { treatment_id: mudId, per_person: 4 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().treatments).toEqual(
      [
        { treatment_id: mudId, per_person: 4 },
        { treatment_id: bathId, per_person: 2 },
      ].sort((a, b) => a.treatment_id - b.treatment_id),
    );
    const again = await edit(saved.json(), { treatments: [{ treatment_id: mudId, per_person: 6 }] });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await db().select().from(ratePlanTreatments).where(eq(ratePlanTreatments.ratePlanId, plan.id));
    expect(rows.map((r) => [r.treatmentId, r.perPerson])).toEqual([[mudId, 6]]);
    // A save over the version read before the last one is refused and writes nothing.
    const late = await edit(saved.json(), { treatments: [] });
    expect(late.statusCode).toBe(409);
    expect((await plans()).find((p) => p.id === plan.id)!.treatments).toEqual([{ treatment_id: mudId, per_person: 6 }]);
  });

  it('refuses a count out of range, a treatment twice or one not offered, next to the field, in German, saving nothing', async () => {
    const plan = (await plans()).find((p) => p.slug === MUD_PACKAGE_SLUG)!;
    const zero = await edit(plan, { treatments: [{ treatment_id: mudId, per_person: 0 }] }, 'de');
    expect(zero.statusCode).toBe(422);
    expect(JSON.stringify(zero.json())).toMatch(/Gib eine ganze Zahl zwischen 1 und 30 pro Person ein/);
    const twice = await edit(
      plan,
      {
        treatments: [
          { treatment_id: mudId, per_person: 1 },
          { treatment_id: mudId, per_person: 2 },
        ],
      },
      'de',
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.treatments[0]).toMatch(/nur einmal/);
    await db().update(spaTreatments).set({ active: false }).where(eq(spaTreatments.id, bathId));
    const retired = await edit(plan, { treatments: [{ treatment_id: bathId, per_person: 1 }] }, 'de');
    expect(retired.statusCode).toBe(422);
    expect(retired.json().errors.treatments[0]).toMatch(/gibt es nicht oder sie wird nicht mehr angeboten/);
    await db().update(spaTreatments).set({ active: true }).where(eq(spaTreatments.id, bathId));
    expect((await plans()).find((p) => p.id === plan.id)).toEqual(plan);
  });
});
