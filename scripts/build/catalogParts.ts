import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { SCREEN_CATALOGS } from '../../src/app/earlyModules.ts';
import type { ScreenCatalog } from '../../src/i18n/i18n.ts';

/**
 * The source files the first paint renders (decision 026): the app shell around every screen and
 * the home page. Their messages make the small catalog loaded before the first render; every
 * other message comes with the full catalog, which each lazy screen and island awaits, or with
 * the part of it a journey's first screen awaits instead (SCREEN_CATALOGS).
 */
export const SHELL_SOURCES = [
  'src/app/App.tsx',
  'src/app/Layout.tsx',
  'src/app/NavBar.tsx',
  'src/app/navLinks.ts',
  'src/app/LanguageSwitcher.tsx',
  'src/shared/page/PageLoading.tsx',
  'src/app/AccountButton.tsx',
  'src/app/CartButton.tsx',
  'src/app/HomeScreen.tsx',
  'src/shared/page/NotFoundScreen.tsx',
  'src/screens/booking/HomeBookingWidget.tsx',
  'src/ui/Skeleton.tsx',
];

/**
 * The shell's islands (src/app/islands.tsx): they render after the first paint, and their texts
 * come with the shell's, so that no catalog loads after a journey's paint (a catalog loaded
 * makes Lingui render the whole page again, a long task on a phone).
 */
export const SHELL_ISLANDS = 'src/app/shellIslands.ts';

/** `messages.po?shell` or `messages.po?screen=booking`. */
const PART_QUERY = /\.po\?(shell|screen=\w+)$/;

// A relative specifier, or one of tsconfig's path aliases ('@domain/dates', '@src/ui').
const IMPORTED =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]((?:\.|@(?:domain|machines|src)\/)[^'"]+)['"]|import\(\s*['"]((?:\.|@(?:domain|machines|src)\/)[^'"]+)['"]\s*\)/g;
/** '@src/ui' -> 'src/ui' (from the root); './x' -> beside the importing file. */
const ALIAS = /^@(domain|machines|src)\//;
const target = (file: string, specifier: string) =>
  ALIAS.test(specifier) ? specifier.replace(ALIAS, '$1/') : join(dirname(file), specifier);
const CODE_FILES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The project files a screen's code can run, by its relative imports, static and on demand
 * (type-only imports left out): every message the screen can show is written in one of them.
 */
export function importClosure(root: string, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(IMPORTED)) {
      const base = target(file, match[1] ?? match[2]);
      const found = CODE_FILES.map((ending) => base + ending).find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(join(root, candidate)),
      );
      if (found) visit(found);
    }
  };
  visit(start);
  return seen;
}

/**
 * `import('…/messages.po?shell')`: the language's compiled catalog cut down to the messages
 * that SHELL_SOURCES and the islands use, so the catalog that loads before the first paint holds
 * about 50 messages instead of 632. `import('…/messages.po?screen=deposit')`: cut down to the messages the code of
 * that screen (SCREEN_CATALOGS) can show, for a journey's first paint (decision 034). The
 * messages are found by the references `lingui extract` writes beside each one.
 */
export function catalogParts(): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const root = config.rootDir ?? process.cwd();
  const shell = new Set([...SHELL_SOURCES, ...importClosure(root, SHELL_ISLANDS)]);
  const sourcesOf = (part: string): Set<string> => {
    if (part === 'shell') return shell;
    const screen = part.slice('screen='.length) as ScreenCatalog;
    if (!(screen in SCREEN_CATALOGS)) throw new Error(`no screen catalog named ${screen} (src/app/earlyModules.ts)`);
    return importClosure(root, SCREEN_CATALOGS[screen]);
  };
  return {
    name: 'terme-catalog-parts',
    enforce: 'pre',
    load: {
      // Only these ids reach the handler (the bundler skips the call for every other module).
      filter: { id: PART_QUERY },
      async handler(id) {
        const [file, part] = id.split('?');
        const found = getCatalogForFile(relative(root, file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
        const { locale, catalog } = found;
        this.addWatchFile(file);
        const sources = sourcesOf(part);
        const [entries, { messages }] = await Promise.all([
          catalog.read(locale),
          catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales ?? {},
            sourceLocale: config.sourceLocale ?? 'en',
          }),
        ]);
        const wanted = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) =>
            entries?.[messageId]?.origin?.some(([origin]) => sources.has(origin)),
          ),
        );
        const { source, errors } = createCompiledCatalog(locale, wanted, { namespace: 'es' });
        if (errors.length)
          throw new Error(
            `the ${part} catalog of ${locale} does not compile: ${errors.map((e) => `${e.source}: ${e.error.message}`).join('; ')}`,
          );
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
