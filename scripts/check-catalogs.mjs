#!/usr/bin/env node
// Fails when an Italian or German catalog has a message without translation, or when the
// catalogs are out of date with the source (run `npm run i18n:extract` and translate).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const read = (locale) => readFileSync(`locales/${locale}/messages.po`, 'utf8');
const before = { en: read('en'), it: read('it'), de: read('de') };
execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'pipe' });
let failed = false;
for (const locale of ['en', 'it', 'de']) {
  if (read(locale) !== before[locale]) {
    console.error(
      `locales/${locale}/messages.po was out of date with the source; extracted now: review and commit it.`,
    );
    failed = true;
  }
}
for (const locale of ['it', 'de']) {
  const missing = read(locale)
    .split(/\n\n/)
    .filter((b) => /^msgid "./m.test(b) || /^msgid ""\n"/m.test(b))
    .filter((b) => /^msgstr ""$/m.test(b) && !/^msgstr ""\n"/m.test(b))
    .map((b) => b.match(/^msgid (.*)$/m)?.[1]);
  if (missing.length) {
    console.error(
      `locales/${locale}/messages.po: ${missing.length} message(s) without translation:\n  ${missing.join('\n  ')}`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
console.log('catalogs: complete in it and de');
