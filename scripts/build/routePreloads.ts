import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../../domain/locales.ts';
import { ROUTE_NAMES, routeEntry, screenRouteOf } from '../../domain/routes.ts';
import {
  RATES_SEARCH_STARTER,
  SCREEN_CATALOGS,
  SCREEN_COMPANIONS,
  fullCatalogModule,
  screenCatalogModule,
  shellCatalogModule,
} from '../../src/app/earlyModules.ts';
import type { ScreenCatalog } from '../../src/i18n/i18n.ts';
import { readScreenImports, SCREENS_FILE } from './routeScreens.ts';

/** The files a page names for the browser to fetch at once: scripts (modulepreload) and styles (preload). */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** dist/route-preloads.json: read by the server for every page (server/http/spa.ts). */
export interface RoutePreloads {
  /** By route name (domain/routes.ts): the chunks of the screen that draws it and of its first requests, with their imports. */
  routes: Record<string, Preloads>;
  /** By language: the shell catalog's chunk, which the first render of every page awaits. */
  shellCatalogs: Record<string, Preloads>;
  /** By language: the whole catalog's chunk, which every route's screen awaits... */
  fullCatalogs: Record<string, Preloads>;
  /** ...but those that name a part (SCREEN_CATALOGS): by route name, then language, the chunk of that part. */
  screenCatalogs: Record<string, Record<string, Preloads>>;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes the chunks the entry imports at once (the shell catalog of each language; for each route
 * of the manifest (domain/routes.ts), the rates starter if its first requests have the rates
 * search, the screen that draws it (src/app/screens.ts) with the query provider, and the catalog,
 * or the part of it, that screen awaits), with those they import that the entry does not load
 * already, so the server can name them in the page (decisions 028, 031, 037): they arrive with the
 * entry instead of a round trip after it has run.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  /** By route with a lazy screen of its own: the file of its screen and the catalog it awaits. */
  const screens = new Map<string, { file: string; catalog: string }>();
  return {
    name: 'terme-route-preloads',
    apply: 'build',
    // After vite:css-post, which drops the chunks that only carried styles.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const screensFile = join(root, SCREENS_FILE);
      for (const [route, { source, catalog }] of readScreenImports(screensFile)) {
        const resolved = await this.resolve(source, screensFile);
        if (!resolved) this.error(`routePreloads: ${source} (the screen of ${route}) is not found`);
        const file = relative(root, resolved.id);
        // The page names the part cut from SCREEN_CATALOGS' file: another screen's would show message ids.
        if (catalog !== 'full' && SCREEN_CATALOGS[catalog as ScreenCatalog] !== file)
          this.error(
            `routePreloads: the screen of ${route} (${file}) awaits the ${catalog} catalog, which is not cut from it`,
          );
        screens.set(route, { file, catalog });
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Chunk & (typeof bundle)[string] => file.type === 'chunk',
      ) as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const bySource = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [relative(root, chunk.facadeModuleId!), chunk]),
      );
      const closure = (start: Chunk[]) => {
        const seen = new Set<Chunk>();
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        start.forEach(visit);
        return seen;
      };
      const chunkOf = (source: string) => {
        const chunk = bySource.get(source);
        if (!chunk) this.error(`routePreloads: no chunk for ${source} (is it still imported on demand?)`);
        return chunk;
      };
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const preloadsOf = (sources: string[]): Preloads => {
        const needed = [...closure(sources.map(chunkOf))].filter((chunk) => !loaded.has(chunk));
        return {
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
            (file) => `/${file}`,
          ),
        };
      };
      const drawn = ROUTE_NAMES.flatMap((name) => {
        const screen = screens.get(screenRouteOf(name));
        return screen ? [{ name, ...screen }] : [];
      });
      const preloads: RoutePreloads = {
        routes: Object.fromEntries(
          drawn.map(({ name, file }) => [
            name,
            preloadsOf([
              ...(routeEntry(name).first?.ratesSearch ? [RATES_SEARCH_STARTER] : []),
              file,
              ...SCREEN_COMPANIONS,
            ]),
          ]),
        ),
        shellCatalogs: Object.fromEntries(LOCALES.map((lang) => [lang, preloadsOf([shellCatalogModule(lang)])])),
        fullCatalogs: Object.fromEntries(LOCALES.map((lang) => [lang, preloadsOf([fullCatalogModule(lang)])])),
        screenCatalogs: Object.fromEntries(
          drawn
            .filter(({ catalog }) => catalog !== 'full')
            .map(({ name, catalog }) => [
              name,
              Object.fromEntries(
                LOCALES.map((lang) => [lang, preloadsOf([screenCatalogModule(catalog as ScreenCatalog, lang)])]),
              ),
            ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
