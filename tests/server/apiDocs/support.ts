import { expect } from 'vitest';
import type { TestApp, TestClient } from '../support/testApp';

/**
 * What the areas' walks over the documented routes share (guestRoutes.ts, backOfficeRoutes.ts,
 * roomsAndRatesRoutes.ts, spaAndCityTaxRoutes.ts): the app, its database, a signed-in guest and
 * administrator. documentedAnswers.test.ts runs them one after another in one test, whose closing
 * check asks that every documented answer was called: so each call stays in that one test, and an
 * area is a module it imports, never a test file of its own.
 */
export interface DocumentedWalk {
  t: TestApp;
  guest: TestClient;
  admin: TestClient;
  db: () => TestApp['database']['db'];
}

/** A 2xx answer, or the walk stops naming the call and the start of its body. */
export const ok = async <R extends { statusCode: number; body: string }>(response: R, what: string): Promise<R> => {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
  return response;
};
