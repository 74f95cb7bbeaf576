import { formatDate } from '@domain/dates';
import type { Locale } from '@domain/locales';
import { formatMoney } from '@domain/money';

/**
 * The staff actions log's before and after, read by people (docs/product.md §12.4): the log keeps
 * them as stored (often JSON of the changed thing); this turns the pair into the list of fields
 * that changed, "label: before → after", with money in euros, days in the reader's language,
 * yes/no for flags and texts in the reader's language. A field nobody named yet still reads
 * ("min stay: 2 → 3"). Pure, so the screen only lays the lines out.
 */

export interface ChangeLine {
  /** The field, e.g. "Variation “Massage” · Price"; empty for a value that is not a record. */
  field: string;
  /** As shown; null when the field was not there (added) */
  before: string | null;
  /** As shown; null when the field is gone (removed). */
  after: string | null;
}

export interface ChangeWords {
  locale: Locale;
  /** The translated label of a known field key (`price`, `on_sale`…); undefined: the key is shown readable. */
  label: (key: string) => string | undefined;
  yes: string;
  no: string;
  /** An empty value (null, ""). */
  none: string;
}

type Leaf = string | number | boolean | null;
type Localized = { it: string; en: string; de: string };

/** Keys whose numbers are cents (product.md: every amount is kept in cents). */
const MONEY_KEY = /(^|_)(price|prices|value|amount|balance|total|cents|subtotal)$|_cents$|^amount_off/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Fields that name an element of a list, in order of preference. */
const NAMING_KEYS = ['date', 'text', 'name', 'title', 'code', 'number'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLocalized = (v: unknown): v is Localized =>
  isRecord(v) && typeof v.it === 'string' && typeof v.en === 'string' && typeof v.de === 'string';

/** A logged side: JSON text read back, anything else as it is; "" is nothing. */
export function parseLogged(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return raw;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return raw;
  }
}

/** Whether a logged side is a record (the list of changes applies), not a sentence or a number. */
export const isStructured = (raw: unknown) => {
  const value = parseLogged(raw);
  return isRecord(value) || Array.isArray(value);
};

const readableKey = (key: string) => key.replace(/_/g, ' ');

function shown(value: unknown, key: string, words: ChangeWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return MONEY_KEY.test(key) ? formatMoney(value, words.locale) : String(value);
  if (typeof value === 'string') return ISO_DAY.test(value) ? formatDate(value, words.locale, 'DD MMM YYYY') : value;
  if (isLocalized(value)) return value[words.locale];
  if (Array.isArray(value)) return value.map((v) => shown(v, key, words)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${words.label(k) ?? readableKey(k)}: ${shown(v, k, words)}`)
    .join(', ');
}

/** An element of a list named by what it is (its day, text or name), else by its place. */
function elementName(element: unknown, index: number, words: ChangeWords): string {
  if (isRecord(element))
    for (const key of NAMING_KEYS) {
      const v = element[key];
      if (typeof v === 'string' && v) return `“${shown(v, key, words)}”`;
      if (isLocalized(v)) return `“${v[words.locale]}”`;
    }
  return String(index + 1);
}

/** Every leaf of a side under a readable path: "label · label", lists' elements by name. */
function leaves(
  value: unknown,
  words: ChangeWords,
  path: string[] = [],
  key = '',
): Map<string, [string, Leaf | unknown]> {
  const out = new Map<string, [string, Leaf | unknown]>();
  const add = (id: string, v: unknown, k: string) => out.set(id, [path.join(' · '), shown(v, k, words)]);
  if (isRecord(value) && !isLocalized(value)) {
    for (const [k, v] of Object.entries(value))
      for (const [id, entry] of leaves(v, words, [...path, words.label(k) ?? readableKey(k)], k))
        out.set(`${k}.${id}`, entry);
    if (!Object.keys(value).length) add('', value, key);
    return out;
  }
  if (Array.isArray(value) && value.some((v) => isRecord(v) && !isLocalized(v))) {
    value.forEach((element, i) => {
      const name = elementName(element, i, words);
      for (const [id, entry] of leaves(element, words, [...path, name], key)) out.set(`${i}.${id}`, entry);
    });
    return out;
  }
  add('', value, key);
  return out;
}

/**
 * The fields that differ between `before` and `after` as the log keeps them (JSON text, a record,
 * or a plain value), in the order of `after` then what only `before` had. Nothing before (an
 * addition): every field of `after`, with no before; nothing after (a removal): the reverse.
 */
export function changeLines(before: unknown, after: unknown, words: ChangeWords): ChangeLine[] {
  const was = parseLogged(before);
  const is = parseLogged(after);
  if (!isRecord(was) && !Array.isArray(was) && !isRecord(is) && !Array.isArray(is)) {
    const a = was === null ? null : shown(was, '', words);
    const b = is === null ? null : shown(is, '', words);
    return a === b ? [] : [{ field: '', before: a, after: b }];
  }
  const old = was === null ? new Map() : leaves(was, words);
  const now = is === null ? new Map() : leaves(is, words);
  const lines: ChangeLine[] = [];
  for (const [id, [field, value]] of now) {
    const prior = old.get(id);
    if (!prior) lines.push({ field, before: null, after: String(value) });
    else if (prior[1] !== value) lines.push({ field, before: String(prior[1]), after: String(value) });
  }
  for (const [id, [field, value]] of old) if (!now.has(id)) lines.push({ field, before: String(value), after: null });
  return lines;
}
