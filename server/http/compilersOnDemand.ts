import { createRequire } from 'node:module';
import type { BuildCompilerFromPool as BuildValidator } from '@fastify/ajv-compiler';
import type { SerializerFactory as BuildSerializer } from '@fastify/fast-json-stringify-compiler';

// Fastify's own defaults, found where Fastify finds them (they are its dependencies, not ours).
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

const buildValidator: BuildValidator = (externalSchemas, options) => {
  let compiler: ReturnType<BuildValidator> | undefined;
  return (route) =>
    (compiler ??= (fromFastify('@fastify/ajv-compiler') as () => BuildValidator)()(externalSchemas, options))(route);
};

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  let compiler: ReturnType<BuildSerializer> | undefined;
  return (route) =>
    (compiler ??= (fromFastify('@fastify/fast-json-stringify-compiler') as () => BuildSerializer)()(
      externalSchemas,
      options,
    ))(route);
};

/**
 * Fastify's default compilers (Ajv for validation, fast-json-stringify for responses), loaded
 * only when a route asks for one; Fastify otherwise loads both when the app is created: about a
 * tenth of a second of every start (issue 10, decision 030), for compilers no route uses:
 * requests are validated by yup (decision 004, http/validation.ts) and answers are written with
 * JSON.stringify (app.ts: the routes' response schemas are for the API's document, decision 019).
 */
export const compilersOnDemand = { buildValidator, buildSerializer };
