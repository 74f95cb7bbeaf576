import { array, boolean, mixed, number, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { yupToJsonSchema } from '../../../server/modules/apiDocs/yupToJsonSchema';

describe('yup to JSON Schema for the OpenAPI document', () => {
  it('keeps types, required fields, bounds, allowed values, nullability and defaults', () => {
    const schema = object({
      name: string().required().max(100),
      email: string().email().nullable(),
      people: number().integer().min(1).max(8).default(1),
      kind: mixed().oneOf(['a', 'b']).required(),
      tags: array().of(string().max(10)).min(1),
      consent: boolean().required(),
    });
    expect(yupToJsonSchema(schema.describe())).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 100 },
        email: { type: ['string', 'null'], format: 'email' },
        people: { type: 'integer', minimum: 1, maximum: 8, default: 1 },
        kind: { enum: ['a', 'b'] },
        tags: { type: 'array', items: { type: 'string', maxLength: 10 }, minItems: 1 },
        consent: { type: 'boolean' },
      },
      required: ['name', 'kind', 'consent'],
    });
  });
});
