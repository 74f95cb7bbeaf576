import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { GUEST } from '../booking/support';

type Operation = {
  summary?: string;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  tags?: string[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

/** `/api/:productId/availability` as OpenAPI writes it: `/api/{productId}/availability`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document (issue 14)', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered /api, /oauth and shop route, each with a summary and responses', () => {
    // The document itself is not in it (schema.hide).
    const api = t.app.routeCatalog.filter(
      (route) => /^\/(api|oauth)\/|^\/((it|en|de)\/)?shop\//.test(route.url) && route.url !== '/api/openapi.json',
    );
    expect(api.length).toBeGreaterThan(40);
    for (const route of api) {
      for (const method of route.method.split(',').filter((m) => m !== 'HEAD')) {
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.url}`).toBeDefined();
        expect(operation.summary, `${method} ${route.url}`).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${route.url}`).toBeGreaterThan(0);
      }
    }
  });

  // Decision 019: each route says what it is where it is registered; the document invents nothing.
  it('gives every operation a summary of its own and a tag of the document’s list', () => {
    const tags = new Set((doc as { tags?: { name: string }[] }).tags?.map((tag) => tag.name));
    const vague: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const named =
          operation.summary && operation.summary !== `${method.toUpperCase()} ${path.replace(/{(\w+)}/g, ':$1')}`;
        if (!named || operation.tags?.length !== 1 || !tags.has(operation.tags[0])) vague.push(`${method} ${path}`);
      }
    }
    expect(vague).toEqual([]);
  });

  it('gives every operation responses, and every $ref resolves', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations))
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toHaveLength(0);
    }
  });

  it('documents the token routes with their scope, the token creation body and the error shapes', () => {
    const create = doc.paths['/oauth/personal-access-tokens'].post as Operation & {
      requestBody: {
        content: Record<
          string,
          {
            schema: {
              properties: Record<string, { maxLength?: number; items?: { enum?: string[] } }>;
              required: string[];
            };
          }
        >;
      };
    };
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'scopes']);
    expect(body.properties.name.maxLength).toBe(100);
    expect(body.properties.scopes.items?.enum).toEqual([
      'profile:read',
      'reservations:read',
      'availability:read',
      'day-spa:reserve',
      // Staff only (issue 36): a guest asking for it is refused (tests/server/metrics.test.ts).
      'metrics:read',
      // Staff only (issue 32): a channel manager or revenue tool reads and writes rates and inventory.
      'rates:read',
      'rates:write',
      'inventory:read',
      'inventory:write',
    ]);
    expect(Object.keys(create.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '419', '422', '429']));

    const mine = doc.paths['/api/my/room-reservations'].get;
    expect(mine.security).toEqual([{ cookieSession: [] }, { bearerToken: ['reservations:read'] }]);
    expect(Object.keys(mine.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    expect(doc.paths['/api/{productId}/availability'].get.security).toEqual([
      { cookieSession: [] },
      { bearerToken: ['availability:read'] },
    ]);
    expect(doc.paths['/oauth/personal-access-tokens/{id}'].delete.responses).toHaveProperty('204');
    expect(doc.paths['/oauth/personal-access-tokens/{id}'].delete.responses).toHaveProperty('404');
    expect(doc.paths['/shop/checkout'].post.summary).toBe('Pay the cart');
    expect(doc.paths['/api/gift-cards/balance'].get.summary).toContain('balance');
    expect(doc.paths['/robots.txt']).toBeUndefined();
  });

  // docs/product.md §16.2: a time lost to another booking is answered 409 ("just taken") when the
  // winner committed during the request, 422 ("not free") when it had committed before the request
  // read the schedule. The document says which is which on each route a time is booked or moved by.
  it('tells the two answers of a lost treatment time apart on the routes that book or move one', () => {
    const described = (path: string, method: string, status: string) =>
      (doc.paths[path][method].responses?.[status] as { description?: string } | undefined)?.description ?? '';
    for (const [path, method] of [
      ['/my/room-reservations', 'post'],
      ['/api/my/room-reservations/{id}/treatment-times/{timeId}', 'put'],
      ['/api/admin/spa/bookings', 'post'],
      ['/api/admin/spa/bookings/{id}', 'put'],
    ] as const) {
      expect(described(path, method, '409'), `${method} ${path} 409`).toContain(
        'This time has just been taken: choose another one.',
      );
      expect(described(path, method, '409'), `${method} ${path} 409`).toMatch(
        /committed first|committed before this one/,
      );
      expect(described(path, method, '422'), `${method} ${path} 422`).toContain(
        'No therapist and cabin are free for the whole treatment at this time: choose another one.',
      );
      expect(described(path, method, '422'), `${method} ${path} 422`).toMatch(
        /committed before this \w+ read the schedule|after another booking of the last free hour has committed/,
      );
    }
    // A route that does not say otherwise keeps the generic meaning of a status.
    expect(described('/oauth/personal-access-tokens', 'post', '422')).toMatch(/^Invalid input/);
  });

  it('serves Swagger UI at /api/docs from the package, with nothing from another origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  // Issue 31, item 13: no operation had an operationId, and the user was `object|null` without fields.
  it('gives every operation a unique operationId, stable from its method and route', () => {
    const ids = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => (operation as { operationId?: string }).operationId),
    );
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect((doc.paths['/api/user'].get as { operationId?: string }).operationId).toBe('getApiUser');
    expect(
      (doc.paths['/api/my/reservations/{number}/calendar.ics']?.get as { operationId?: string } | undefined)
        ?.operationId,
    ).toBe('getApiMyReservationsByNumberCalendarIcs');
  });

  it("documents the user's fields, the ones GET /api/user really answers", async () => {
    type Schema = { oneOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; type?: unknown };
    const ok = doc.paths['/api/user'].get.responses?.['200'] as { content: Record<string, { schema: Schema }> };
    const user = ok.content['application/json'].schema.properties?.user?.oneOf?.find((s) => s.type === 'object');
    expect(user?.properties?.email).toBeDefined();
    expect(user?.required).toContain('email');
    // The real answer of a signed-in guest has exactly the documented fields.
    const client = await new TestClient(t.app).start('/en/');
    await client.login(GUEST.email, GUEST.password);
    const answer = (await client.get('/api/user')).json().user;
    expect(Object.keys(answer).sort()).toEqual(Object.keys(user?.properties ?? {}).sort());
  });
});
