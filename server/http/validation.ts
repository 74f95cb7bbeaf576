import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  defaultLocale,
  object,
  setLocale,
  ValidationError,
  type AnyObject,
  type LocaleObject,
  type ObjectSchema,
} from 'yup';
import type { Locale } from '../../domain/locales';
import { validationMessage } from '../../domain/validation';

type AnyObjectSchema = ObjectSchema<AnyObject>;

/**
 * Every builder of domain/validation names its messages; should one slip through, yup's English
 * default (which prints the value) is replaced on the server by this marker, and the 422 says
 * "This value is not valid." in the request's language instead.
 */
const UNTRANSLATED = 'untranslated';
setLocale(
  Object.fromEntries(
    Object.entries(defaultLocale).map(([section, messages]) => [
      section,
      Object.fromEntries(Object.keys(messages ?? {}).map((key) => [key, UNTRANSLATED])),
    ]),
  ) as LocaleObject,
);

/**
 * A request part's schema: one of `domain/`'s yup schema factories (they take the language of
 * their messages). Built once per language on first use. `describe()` is yup's introspection,
 * from which the OpenAPI document will be generated (docs/decisions/004).
 */
export class RequestSchema<S extends AnyObjectSchema = AnyObjectSchema> {
  private readonly built = new Map<Locale, S>();

  constructor(
    private readonly build: (locale: Locale) => S,
    /** An example of what a client sends, for the API's document (decision 019). */
    readonly example?: unknown,
  ) {}

  in(locale: Locale): S {
    let schema = this.built.get(locale);
    if (!schema) {
      // A body that is not an object at all (a string, an array) is "not valid", in the person's language.
      schema = this.build(locale).typeError(validationMessage(locale, 'valueInvalid')) as S;
      this.built.set(locale, schema);
    }
    return schema;
  }

  describe() {
    return this.in('en').describe();
  }
}

/** Wraps a schema factory of `domain/validation` (or a shape built with its `fields`) for a route, with an example body. */
export const requestSchema = <S extends AnyObjectSchema>(
  build: (locale: Locale) => S,
  docs: { example?: unknown } = {},
) => new RequestSchema(build, docs.example);

/** The schema of a request part that takes nothing: whatever is sent is dropped. */
export const nothing = requestSchema(() => object({}));

/** How every request part is read: unknown fields are dropped (docs/decisions/004), every error is collected. */
const VALIDATE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/** A request part that failed its schema: the 422's field messages, in whatever language the request speaks. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;

  constructor(
    private readonly schema: RequestSchema,
    private readonly data: unknown,
  ) {
    super('request validation failed');
  }

  /**
   * `{field: [messages]}` in `locale`: the same data through the same schema in that language.
   * (The validator runs before the request's language is at hand, so the messages are made here.)
   */
  errorsIn(locale: Locale): Record<string, string[]> {
    try {
      this.schema.in(locale).validateSync(this.data ?? {}, VALIDATE_OPTIONS);
    } catch (error) {
      if (error instanceof ValidationError) return fieldErrors(error, locale);
    }
    return { _: [validationMessage(locale, 'valueInvalid')] };
  }
}

/** A yup ValidationError (abortEarly: false) as `{field: [messages]}`; the whole part is `_`. */
function fieldErrors(error: ValidationError, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of error.inner.length ? error.inner : [error]) {
    (errors[item.path || '_'] ??= []).push(
      item.message === UNTRANSLATED ? validationMessage(locale, 'valueInvalid') : item.message,
    );
  }
  return errors;
}

/** The parts of a request a route must declare a schema for. */
const PARTS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ALL_PARTS = ['querystring', 'params', 'body'] as const;

function requiredParts(route: RouteOptions): (keyof FastifySchema)[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const parts: (keyof FastifySchema)[] = ['querystring'];
  if (route.url.includes(':') || route.url.includes('*')) parts.push('params');
  if (methods.some((method) => PARTS_WITH_BODY.has(method))) parts.push('body');
  return parts;
}

export interface CatalogRoute {
  method: string;
  url: string;
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its schemas, as registered: the fuzz test and the API docs read it. */
    routeCatalog: CatalogRoute[];
  }
}

/**
 * yup runs Fastify's validation: every route declares a RequestSchema for its query, its
 * params and (POST and the like) its body, or it does not start. A part that fails answers 422
 * with translated field messages (errors.ts); the handler only ever sees the cleaned values.
 * Routes marked `schema.hide` with no schema at all (static files) take no input and are left out;
 * a route hidden from the API's document only (robots.txt) declares its parts like any other.
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeCatalog', [] as CatalogRoute[]);

  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
    if (schema?.hide && !ALL_PARTS.some((part) => schema[part] instanceof RequestSchema)) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    for (const part of requiredParts(route)) {
      if (!(schema?.[part] instanceof RequestSchema))
        throw new Error(`${method} ${route.url} declares no ${part} schema (server/http/validation.ts)`);
    }
    if (method !== 'HEAD') app.routeCatalog.push({ method, url: route.url, schema: schema! });
  });

  app.setValidatorCompiler(({ schema }) => {
    const request = schema as unknown as RequestSchema;
    return (data: unknown) => {
      try {
        return { value: request.in('it').validateSync(data ?? {}, VALIDATE_OPTIONS) };
      } catch {
        // A ValidationError, or a schema test that choked on hostile input: either way a 422, never a 500.
        return { error: new RequestValidationError(request, data) };
      }
    };
  });
});
