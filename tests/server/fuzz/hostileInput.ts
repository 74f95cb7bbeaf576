import fc from 'fast-check';
import { addDays, hotelToday } from '../../../domain/dates';

/** The hostile strings the fuzz keeps an eye on: none of them may come back in an error. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(
    '\u0000',
    'Anna\u0000Rossi',
    '\ud800',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%ff',
    '__proto__',
    '1e400',
    ' ',
    '',
  ),
  fc.nat({ max: 9 }).map((n) => `id${n}-`.padEnd(4000, 'x')),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2147483647, 2147483648, -2147483649, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, 1e308, -0),
);

/** Anything JSON can carry, nested at most `depth`; plus a few nestings deeper than any form. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const deepValue = fc.integer({ min: 20, max: 60 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const today = hotelToday();
/** Values a real form would send, so that the fuzz also gets past the schema into the services. */
const PLAUSIBLE: unknown[] = [
  'guest@terme.example',
  'terme-guest-2026',
  'Anna',
  'x',
  addDays(today, 3),
  addDays(today, 5),
  addDays(today, 40),
  'DS-ABCDEFGH',
  'succeed',
  'fail',
  'day_spa',
  'gift_card',
  'infant',
  'adult',
  'guest',
  'it',
  'de',
  '9',
  '4242424242424242',
  '12',
  '30',
  '123',
  0,
  1,
  2,
  3,
  12,
  10000,
  true,
  false,
];
const plausible = fc.constantFrom(...PLAUSIBLE);

/** A path parameter: a plausible id or reference, or a hostile string. */
export const paramValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '2', '7', 'DS-ABCDEFGH', 'privacy', 'terme-day', 'SUMMER'),
  hostileString,
  hostileNumber.map(String),
);

/** Percent-encodes every byte of the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const encodeBytes = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A query string for `query`: arrays as repeated keys, anything else as text. */
export function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      pairs.push(`${encodeBytes(key)}=${encodeBytes(text)}`);
    }
  }
  return pairs.join('&');
}

/** One field: mostly plausible or plainly hostile, sometimes very deep. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: plausible },
  { weight: 4, arbitrary: hostileValue },
  { weight: 1, arbitrary: deepValue },
);

/** What a schema description says of a field, as far as the fuzz needs it. */
export interface FieldDescription {
  type: string;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
  oneOf?: unknown[];
}

/** A body or query for `description`: its own fields (plausible, hostile or missing) plus unknown ones. */
export function objectFor(description: FieldDescription): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.entries(description.fields ?? {}).map(([name, field]) => [name, valueFor(field)] as const);
  return fc
    .tuple(
      fc.record(Object.fromEntries(known), { requiredKeys: [] }),
      fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
    )
    .map(([fields, unknown]) => ({ ...unknown, ...fields }));
}

function valueFor(field: FieldDescription): fc.Arbitrary<unknown> {
  if (field.type === 'object' && field.fields) return fc.oneof(objectFor(field), fieldValue);
  if (field.type === 'array' && field.innerType?.fields)
    return fc.oneof(fc.array(objectFor(field.innerType), { maxLength: 6 }), fieldValue);
  const choices = (field.oneOf ?? []).filter((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)); // not yup refs
  if (choices.length) return fc.oneof(fc.constantFrom(...choices), fieldValue);
  return fieldValue;
}

/** Every hostile string value inside `value` (field names are said back by design) long enough that finding it in an answer means it was echoed. */
export function echoCandidates(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.length >= 8 && !PLAUSIBLE.includes(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) echoCandidates(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) echoCandidates(item, found);
  return found;
}
