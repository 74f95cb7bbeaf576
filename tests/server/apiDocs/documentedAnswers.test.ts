import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { answerProblems, answersChecked, validatorOf } from '../support/answerCheck';
import { ADMIN, GUEST } from '../booking/support';
import { giftCardCatalogue } from '../shop/support';
import type { DocumentedWalk } from './support';
import { callGuestRoutes } from './guestRoutes';
import { callBackOfficeRoutes } from './backOfficeRoutes';
import { callRoomsAndRatesRoutes } from './roomsAndRatesRoutes';
import { callSpaAndCityTaxRoutes } from './spaAndCityTaxRoutes';

type Documented = Record<string, { examples?: unknown[] } & Record<string, unknown>>;

/**
 * Decision 019: a route documents its own answer (`schema.response`), and the document says only
 * what the routes really answer. Here every route that documents a 2xx answer with a body is
 * called for real, and its answer is held to that schema by the server tests' check
 * (tests/server/support/answerCheck.ts, in every createTestApp); the examples fit their schemas.
 */
describe('the documented answers are the real ones (issue 31, item 13)', () => {
  let t: TestApp;
  let guest: TestClient;
  let admin: TestClient;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    admin = await new TestClient(t.app).start('/en/');
    await admin.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  /** Every documented answer with a body, `METHOD url status`, as the routes declare them. */
  const isBinary = (schema: object) =>
    'content' in schema && !Object.keys(schema.content as object).some((type) => type.includes('json'));
  const documentedAnswers = () =>
    t.app.routeCatalog.flatMap((route) =>
      Object.entries((route.schema.response as Documented | undefined) ?? {})
        // A photo is documented as its image type, not JSON: the rooms' walk checks its type itself.
        .filter(([status, schema]) => status.startsWith('2') && schema.type !== 'null' && !isBinary(schema))
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );

  it('gives examples that fit their own schemas', () => {
    let examples = 0;
    for (const route of t.app.routeCatalog) {
      for (const [status, schema] of Object.entries((route.schema.response as Documented | undefined) ?? {})) {
        for (const example of schema.examples ?? []) {
          const validate = validatorOf(schema);
          expect(validate(example), `${route.method} ${route.url} ${status}: ${JSON.stringify(validate.errors)}`).toBe(
            true,
          );
          examples++;
        }
      }
    }
    expect(examples).toBeGreaterThan(15);
  });

  it('answers every documented route as documented', async () => {
    // One walk, area by area, in one test: the closing check counts the calls of all of them, and
    // only theirs (the files of a worker share this module since decision 059: another file's
    // calls must not stand in for a route this walk forgot).
    answersChecked.clear();
    const walk: DocumentedWalk = { t, guest, admin, db };
    await callGuestRoutes(walk);
    await callBackOfficeRoutes(walk);
    await callRoomsAndRatesRoutes(walk);
    await callSpaAndCityTaxRoutes(walk);

    expect(answerProblems).toEqual([]);
    const unchecked = documentedAnswers().filter((answer) => !answersChecked.has(answer));
    expect(unchecked).toEqual([]);
    // 29 when written: tokens, user, day spa, rooms, check-in, requests, shop, staff.
    expect(documentedAnswers().length).toBeGreaterThanOrEqual(29);
  });

  it('writes answers as JSON.stringify does, with the fields their schema does not list', async () => {
    // The cart's schema names no property of a line's `options`: through the schema they would be gone.
    const shopper = await new TestClient(t.app).start('/en/shop');
    const catalogue = await giftCardCatalogue(shopper);
    await shopper.post('/shop/cart', { id: catalogue.spa.id, variation: catalogue.spa.entry, people: 2, quantity: 1 });
    const [line] = (await shopper.get('/en/shop/cart')).json().items;
    expect(line.options).toMatchObject({ people: 2 });
  });
});
