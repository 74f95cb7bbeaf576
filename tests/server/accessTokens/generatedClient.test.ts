import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Issue 31, item 13: an integrator generates a typed client from /api/openapi.json with
 * openapi-typescript and writes a few real calls against it. The calls below are what product.md
 * §13 promises a token holder (who am I, my reservations, the seasons, making a token); if a route's
 * schema loses a field or its operationId, this file no longer compiles.
 */
const CALLS = `
import type { operations, paths } from './schema';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } } ? Json<R> : never;

// GET /api/user: the signed-in guest's name and e-mail.
export function greeting(me: Ok<'/api/user', 'get'>): string {
  return me.user ? me.user.fullName + ' <' + me.user.email + '>' : 'visitor';
}

// GET /api/seasons: each season's first and last open day.
export function seasonStarts(body: Ok<'/api/seasons', 'get'>): string[] {
  return body.seasons.map((season) => season.start + '..' + season.end);
}

// POST /oauth/personal-access-tokens: the body a client sends, by operationId.
export const tokenRequest: NonNullable<operations['postOauthPersonalAccessTokens']['requestBody']>['content']['application/json'] = {
  name: 'channel manager',
  scopes: ['reservations:read'],
};
`;

describe('a client generated from the OpenAPI document (issue 31, item 13)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    dir = mkdtempSync(join(tmpdir(), 'terme-client-'));
    writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(document)));
    writeFileSync(join(dir, 'calls.ts'), CALLS);
  });
  afterAll(() => t.close());

  it('type-checks real calls: who am I, the seasons, a new token', () => {
    const program = ts.createProgram([join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
