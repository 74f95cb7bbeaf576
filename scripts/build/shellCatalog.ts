import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/**
 * The source files the first paint renders (decision 026): the app shell around every screen and
 * the home page. Their messages make the small catalog loaded before the first render; every
 * other message comes with the full catalog, which each lazy screen and island awaits.
 */
export const SHELL_SOURCES = [
  'src/app/App.tsx',
  'src/app/Layout.tsx',
  'src/app/NavBar.tsx',
  'src/app/navLinks.ts',
  'src/app/LanguageSwitcher.tsx',
  'src/app/PageLoading.tsx',
  'src/app/AccountButton.tsx',
  'src/app/CartButton.tsx',
  'src/screens/home/HomeScreen.tsx',
  'src/screens/notFound/NotFoundScreen.tsx',
  'src/screens/booking/HomeBookingWidget.tsx',
  'src/ui/Skeleton.tsx',
];

const SHELL_QUERY = /\.po\?shell$/;

/**
 * `import('…/messages.po?shell')`: the language's compiled catalog cut down to the messages
 * that SHELL_SOURCES use (found by the references `lingui extract` writes beside each message),
 * so the catalog that loads before the first paint holds 26 messages instead of 632.
 */
export function shellCatalog(): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const shell = new Set(SHELL_SOURCES);
  return {
    name: 'terme-shell-catalog',
    enforce: 'pre',
    load: {
      // Only these ids reach the handler (the bundler skips the call for every other module).
      filter: { id: SHELL_QUERY },
      async handler(id) {
        const file = id.split('?')[0];
        const found = getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
        const { locale, catalog } = found;
        this.addWatchFile(file);
        const [entries, { messages }] = await Promise.all([
          catalog.read(locale),
          catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? 'en' }),
        ]);
        const wanted = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) => entries?.[messageId]?.origin?.some(([origin]) => shell.has(origin))),
        );
        const { source, errors } = createCompiledCatalog(locale, wanted, { namespace: 'es' });
        if (errors.length) throw new Error(`the shell catalog of ${locale} does not compile: ${errors.map((e) => `${e.source}: ${e.error.message}`).join('; ')}`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
