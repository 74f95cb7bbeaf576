import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type Lang = 'en' | 'it' | 'de';

const root = resolve(import.meta.dirname, '..', '..', '..');
const catalogs = new Map<Lang, Map<string, string>>();

const unquote = (s: string) => JSON.parse(s) as string;

/** msgid -> msgstr of locales/{lang}/messages.po (multi-line strings joined). */
function catalog(lang: Lang): Map<string, string> {
  let map = catalogs.get(lang);
  if (map) return map;
  map = new Map();
  const text = readFileSync(join(root, 'locales', lang, 'messages.po'), 'utf8');
  for (const entry of text.split(/\n\s*\n/)) {
    const id = entry.match(/^msgid ((?:".*"\s*)+)/m)?.[1];
    const str = entry.match(/^msgstr ((?:".*"\s*)+)/m)?.[1];
    if (!id || str === undefined) continue;
    const join = (block: string) =>
      block
        .trim()
        .split(/\n/)
        .map((l) => unquote(l.trim()))
        .join('');
    map.set(join(id), join(str));
  }
  catalogs.set(lang, map);
  return map;
}

/**
 * The text a person reads for an English source message, in `lang` (as the SPA's catalogs say),
 * with `{name}` placeholders filled. Tests stay true to the catalogs when wording changes.
 */
export function tr(lang: Lang, english: string, values: Record<string, string> = {}): string {
  const text = lang === 'en' ? english : catalog(lang).get(english) || english;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * A message with an ICU plural (e.g. `{infantAge, plural, one {…} other {…}}`) as a person reads it
 * in `lang` for these values: compiled and formatted by Lingui itself, as the SPA does.
 */
export function trMessage(lang: Lang, icuSource: string, values: Record<string, number | string>): string {
  const source = lang === 'en' ? icuSource : catalog(lang).get(icuSource) || icuSource;
  const i18n = setupI18n({ locale: lang, messages: { [lang]: { message: compileMessage(source) } } });
  return i18n._('message', values);
}
