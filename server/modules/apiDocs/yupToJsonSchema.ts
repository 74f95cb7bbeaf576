import type {
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from 'yup';

import type { JsonSchema } from '../../http/answers';

export type { JsonSchema };

type Description = SchemaFieldDescription &
  Partial<SchemaDescription & SchemaInnerTypeDescription & SchemaObjectDescription>;

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** yup's `type` as JSON Schema's (yup's `date` travels as an ISO string; `mixed` is anything). */
function baseType(description: Description): string | undefined {
  switch (description.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
      return description.type;
    case 'date':
      return 'string';
    default:
      return undefined;
  }
}

/** The bounds and formats yup's tests state, in JSON Schema's words for the type. */
function applyTests(schema: JsonSchema, description: Description, type: string | undefined) {
  for (const test of description.tests ?? []) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    if (test.name === 'integer') schema.type = 'integer';
    if (test.name === 'email') schema.format = 'email';
    for (const bound of ['min', 'max'] as const) {
      if (test.name !== bound || typeof params[bound] !== 'number') continue;
      const key =
        type === 'string'
          ? `${bound}Length`
          : type === 'array'
            ? `${bound}Items`
            : bound === 'min'
              ? 'minimum'
              : 'maximum';
      schema[key] = params[bound];
    }
    if (test.name === 'length' && typeof params.length === 'number' && type === 'string')
      schema.minLength = schema.maxLength = params.length;
  }
}

/**
 * A JSON Schema (2020-12, the dialect of OpenAPI 3.1) of yup's own `describe()` of a schema:
 * types, required fields, lengths, bounds, allowed values, defaults. Rules written as custom
 * tests (a stay's dates, a gift card's checksum) stay in the schema and show in the 422s only.
 */
export function yupToJsonSchema(description: Description): JsonSchema {
  const type = baseType(description);
  const schema: JsonSchema = {};
  if (type) schema.type = type;
  if (description.type === 'object' && description.fields) {
    const fields = Object.entries(description.fields) as [string, Description][];
    schema.properties = Object.fromEntries(fields.map(([name, field]) => [name, yupToJsonSchema(field)]));
    const required = fields.filter(([, field]) => field.optional === false).map(([name]) => name);
    if (required.length) schema.required = required;
  }
  if (description.type === 'array')
    schema.items = description.innerType ? yupToJsonSchema(description.innerType as Description) : {};
  applyTests(schema, description, type);
  const allowed = (description.oneOf ?? []).filter((value) => value !== undefined);
  if (allowed.length && allowed.every(isPrimitive)) schema.enum = allowed;
  if (description.nullable && schema.type) schema.type = [schema.type, 'null'];
  const fallback = description.default;
  if (fallback !== undefined && typeof fallback !== 'function' && (isPrimitive(fallback) || Array.isArray(fallback)))
    schema.default = fallback;
  if (description.label) schema.title = description.label;
  return schema;
}
