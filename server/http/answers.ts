import type { Locale } from '../../domain/locales';

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it). */
export type JsonSchema = Record<string, unknown>;

/*
 * How a route documents its answer (decision 019): its own `schema` says `summary`, `tags`,
 * `description` and, in `response`, its 2xx answer with an example. The API's document reads them
 * from there (server/modules/apiDocs/document.ts); Fastify does not serialise through them (app.ts);
 * the server tests hold every real answer of such a route to its schema (tests/server/support/answerCheck.ts).
 */

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const when = { type: 'string', format: 'date-time' } as const;
export const day = { type: 'string', format: 'date' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const nullableWhen = { type: ['string', 'null'], format: 'date-time' } as const;
export const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object with these properties, all required unless `required` names fewer. */
export const obj = (
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): JsonSchema => ({ type: 'object', properties, required });

/** `{message}`: what a request form's acknowledgement and a deletion answer. */
export const notice = obj({ message: str });

interface Answer {
  /** 200 unless said. */
  status?: number;
  description?: string;
  example?: unknown;
}

/** A route's `schema.response`: its 2xx answer, described and illustrated. */
export function answers(schema: JsonSchema, { status = 200, description = 'OK', example }: Answer = {}) {
  return { [status]: { description, ...schema, ...(example === undefined ? {} : { examples: [example] }) } };
}

/** A route's `schema.response` when it answers 204 without a body. */
export const noContent = (description: string) => ({ 204: { description, type: 'null' } });

/** How a route registered once per language says which (`Register (Italian mails)`). */
export const LANGUAGE_NAMES: Record<Locale, string> = { it: 'Italian', en: 'English', de: 'German' };
