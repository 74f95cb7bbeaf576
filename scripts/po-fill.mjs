#!/usr/bin/env node
// Fills Italian and German translations into the Lingui catalogs from a JSON file:
//   { "English source msgid": { "it": "...", "de": "..." }, ... }
// Usage: node scripts/po-fill.mjs translations.json   (run `npm run i18n:extract` first)
// Only empty msgstr entries whose msgid is in the file are written; the rest is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [, , file] = process.argv;
if (!file) {
  console.error('usage: node scripts/po-fill.mjs translations.json');
  process.exit(2);
}
const table = JSON.parse(readFileSync(file, 'utf8'));
const escape = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unescape = (s) => s.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');

for (const locale of ['it', 'de']) {
  const path = join('locales', locale, 'messages.po');
  const blocks = readFileSync(path, 'utf8').split(/\n\n/);
  let filled = 0;
  const out = blocks.map((block) => {
    // msgid may span several lines ("" then continuation strings).
    const m = block.match(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)$/m);
    if (!m) return block;
    const msgid = unescape([...m[1].matchAll(/"(.*)"/g)].map((x) => x[1]).join(''));
    const msgstr = [...m[2].matchAll(/"(.*)"/g)].map((x) => x[1]).join('');
    const translated = table[msgid]?.[locale];
    if (msgstr !== '' || !translated) return block;
    filled++;
    return block.replace(/msgstr (?:".*"\n?)+$/m, `msgstr "${escape(translated)}"`);
  });
  writeFileSync(path, out.join('\n\n'));
  console.log(`${locale}: filled ${filled}`);
}
