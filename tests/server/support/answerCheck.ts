import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { BuildOptions } from '../../../server/app';

// Ajv and its formats as Fastify's own validator compiler finds them (its dependencies, not ours).
const fromAjvCompiler = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const { default: Ajv } = fromAjvCompiler('ajv') as typeof import('ajv');
const { default: addFormats } = fromAjvCompiler('ajv-formats') as typeof import('ajv-formats');

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

/** A documented schema, compiled once. */
export function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** Every answer that left its documented schema in this test process: `METHOD url status: what`. */
export const answerProblems: string[] = [];

/** Every documented answer checked in this test process: `METHOD url status` (url as registered). */
export const answersChecked = new Set<string>();

/**
 * The server tests' answer check (decision 019): every JSON answer of a route that documents its
 * 2xx (`schema.response`) is held to that schema with Ajv before it leaves, in every server test
 * that builds its app with createTestApp. An answer outside its schema is a 500 to the test that
 * made the request, printed, and listed in answerProblems.
 */
export const checkAnswers: NonNullable<BuildOptions['checkAnswers']> = ({ method, url, status, schema }, body) => {
  answersChecked.add(`${method} ${url} ${status}`);
  const validate = validatorOf(schema as object);
  if (validate(body)) return;
  const problem = `${method} ${url} ${status}: ${ajv.errorsText(validate.errors)}`;
  answerProblems.push(problem);
  // The test that made the request sees a 500; this says why.
  console.error(`Not the documented answer: ${problem}`);
  throw new Error(`The answer is not the documented one: ${problem}`);
};
