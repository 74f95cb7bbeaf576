import type { FastifySchema, RouteOptions } from 'fastify';
import { isRoleGuard, requireUser } from '../../http/auth';
import { RequestSchema } from '../../http/validation';
import { errorResponses, type ErrorStatus } from './errorShapes';
import { yupToJsonSchema, type JsonSchema } from './yupToJsonSchema';

const PARTS = ['querystring', 'params', 'body'] as const;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * 'GET /api/my/reservations/:number/calendar.ics' -> 'getApiMyReservationsByNumberCalendarIcs':
 * stable (from the route alone, so generated clients keep their names) and unique (a test checks).
 */
export function operationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9:]+/)
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : [part]));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();

/** A person must be signed in (or send a token): by the route's own hook, or by its module's (every /my and /api/admin route). */
function needsUser(route: RouteOptions): boolean {
  const hooks = hooksOf(route);
  return (
    hooks.includes(requireUser) ||
    hooks.some(isRoleGuard) ||
    /^\/(api\/)?(admin|my)\/|^\/(it|en|de)\/my\//.test(route.url)
  );
}

function hasFields(schema: JsonSchema): boolean {
  return Object.keys((schema.properties as object | undefined) ?? {}).length > 0;
}

/**
 * What a route's own schema says about it (decision 019): the rest of the document is derived.
 * `refusals`: what this route means by an error status, in its own words (the generic shape stays);
 * a status named there is listed even when nothing else about the route implies it (409).
 */
type RouteSchema = FastifySchema & {
  response?: Record<string, JsonSchema>;
  refusals?: Partial<Record<ErrorStatus, string>>;
};

/** The route's documented 2xx answer (its `schema.response`), or any JSON when it documents none. */
function successOf(schema: RouteSchema | undefined): [string, JsonSchema] {
  const [status, answer] = Object.entries(schema?.response ?? {}).find(([code]) => code.startsWith('2')) ?? [];
  return status && answer ? [status, { ...answer }] : ['200', { description: 'OK', type: ['object', 'array'] }];
}

/** The responses of one route: its documented 2xx, then every error it can answer. */
function responsesOf(route: RouteOptions, parts: Record<string, JsonSchema>, schema: RouteSchema | undefined) {
  const [status, success] = successOf(schema);
  const errors = new Set<ErrorStatus>();
  const scope = route.config?.tokenScope;
  if (Object.values(parts).some(hasFields)) errors.add(422);
  if (needsUser(route) || scope) errors.add(401);
  if (scope || hooksOf(route).some(isRoleGuard) || route.url.startsWith('/api/admin/')) errors.add(403);
  if (route.url.includes(':')) errors.add(404);
  if (methodsOf(route).some((method) => STATE_CHANGING.has(method))) errors.add(419);
  if (scope || route.url.startsWith('/oauth/')) errors.add(429);
  const refusals = schema?.refusals ?? {};
  for (const code of Object.keys(refusals)) errors.add(Number(code) as ErrorStatus);
  const described = (code: ErrorStatus) =>
    refusals[code] ? { ...errorResponses[code], description: refusals[code] } : errorResponses[code];
  return { [status]: success, ...Object.fromEntries([...errors].sort().map((code) => [code, described(code)])) };
}

/**
 * @fastify/swagger's `transform`: what the route's own schema says (summary, tags, description,
 * its 2xx answer, a body's example), its yup schemas as JSON Schema, and what follows from the
 * route itself: its operationId, the errors it can answer (errorShapes) and who may call it: the
 * cookie session, and a token with the route's scope where it has one. Routes marked
 * `schema.hide` (pages, files, crawler files) are left out.
 */
export function documentRoute({ schema, url, route }: { schema: RouteSchema; url: string; route: RouteOptions }) {
  const method = methodsOf(route)[0] ?? 'GET';
  if (schema?.hide) return { schema: { hide: true }, url };
  const parts: Record<string, JsonSchema> = {};
  const examples: Record<string, unknown> = {};
  for (const part of PARTS) {
    const given = schema?.[part];
    if (given instanceof RequestSchema) {
      parts[part] = yupToJsonSchema(given.describe());
      if (given.example !== undefined) examples[part] = given.example;
    }
  }
  const scope = route.config?.tokenScope;
  const documented: Record<string, unknown> = {
    operationId: operationId(method, route.url),
    summary: schema?.summary ?? `${method} ${route.url}`,
    tags: schema?.tags ?? ['Other'],
    response: responsesOf(route, parts, schema),
    security: scope
      ? [{ cookieSession: [] }, { bearerToken: [scope] }]
      : needsUser(route)
        ? [{ cookieSession: [] }]
        : [],
  };
  const description = [
    schema?.description,
    scope ? `Open to personal access tokens with the scope \`${scope}\`.` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  if (description) documented.description = description;
  if (hasFields(parts.querystring ?? {})) documented.querystring = parts.querystring;
  if (parts.params) documented.params = parts.params;
  if (parts.body && hasFields(parts.body))
    documented.body = examples.body === undefined ? parts.body : { ...parts.body, examples: [examples.body] };
  return { schema: documented, url };
}
