import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../../domain/locales.ts';
import {
  EARLY_MODULES,
  ROUTE_SCREENS,
  SCREEN_CATALOGS,
  SCREEN_COMPANIONS,
  fullCatalogModule,
  screenCatalogModule,
  shellCatalogModule,
  type ScreenCatalog,
} from '../../src/app/earlyModules.ts';

/** The files a page names for the browser to fetch at once: scripts (modulepreload) and styles (preload). */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** dist/route-preloads.json: read by the server for every page (server/http/spa.ts). */
export interface RoutePreloads {
  /** By route name (domain/routes.ts): the chunks of its screen and of its first requests, with their imports. */
  routes: Record<string, Preloads>;
  /** By language: the shell catalog's chunk, which the first render of every page awaits. */
  shellCatalogs: Record<string, Preloads>;
  /** By language: the whole catalog's chunk, which every route's screen awaits... */
  fullCatalogs: Record<string, Preloads>;
  /** ...but those of SCREEN_CATALOGS: by route name, then language, the chunk of its screen's part. */
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
 * Writes the chunks the entry imports at once (the shell catalog of each language; a route's
 * early requests and its screen with the query provider; the catalog, or its part, the screen awaits:
 * src/app/earlyModules.ts), with those they import that the entry does not load already, so
 * the server can name them in the page (decisions 028, 031): they arrive with the entry instead
 * of a round trip after it has run.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'terme-route-preloads',
    apply: 'build',
    // After vite:css-post, which drops the chunks that only carried styles.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
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
      const preloads: RoutePreloads = {
        routes: Object.fromEntries(
          Object.entries(ROUTE_SCREENS).map(([name, screen]) => [
            name,
            preloadsOf([...(EARLY_MODULES[name as keyof typeof EARLY_MODULES] ?? []), screen, ...SCREEN_COMPANIONS]),
          ]),
        ),
        shellCatalogs: Object.fromEntries(LOCALES.map((lang) => [lang, preloadsOf([shellCatalogModule(lang)])])),
        fullCatalogs: Object.fromEntries(LOCALES.map((lang) => [lang, preloadsOf([fullCatalogModule(lang)])])),
        screenCatalogs: Object.fromEntries(
          Object.entries(ROUTE_SCREENS).flatMap(([name, screen]) => {
            const part = (Object.keys(SCREEN_CATALOGS) as ScreenCatalog[]).find(
              (key) => SCREEN_CATALOGS[key] === screen,
            );
            return part
              ? [
                  [
                    name,
                    Object.fromEntries(LOCALES.map((lang) => [lang, preloadsOf([screenCatalogModule(part, lang)])])),
                  ],
                ]
              : [];
          }),
        ),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
