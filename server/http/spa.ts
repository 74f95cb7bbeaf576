import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import type { Db } from '../db/client';
import { pageCsrfToken } from './session';
import { firstAnswers } from './firstAnswers';
import { httpMessages, translate } from './messages';
import { matchRoute } from '../../domain/routes';
import { SITE_NAME } from '../../domain/pageTexts';
import { pageHead, type PageHead } from '../../domain/pageHead';

/** Asset names carry their content's hash: a changed file is a new address. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** public/ keeps its names (images, PDFs): kept a day, then revalidated. */
const PUBLIC_FILE = 'public, max-age=86400';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const OG_LOCALES = { it: 'it_IT', en: 'en_GB', de: 'de_DE' } as const;

/** The page's description, robots rule, canonical address, alternates and sharing card, as head tags. */
function headTags(head: PageHead, appUrl: string): string {
  const tags = [
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    ...(head.indexable ? [] : ['<meta name="robots" content="noindex" />']),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeAttr(appUrl + head.canonical)}" />`] : []),
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(appUrl + a.href)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttr(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.lang]}" />`,
    ...(head.canonical ? [`<meta property="og:url" content="${escapeAttr(appUrl + head.canonical)}" />`] : []),
  ];
  return tags.join('\n    ');
}

/** dist/route-preloads.json, written by the build (scripts/build/routePreloads.ts). */
interface RoutePreloads {
  routes: Record<string, Preloads | undefined>;
  shellCatalogs: Record<string, Preloads | undefined>;
  fullCatalogs: Record<string, Preloads | undefined>;
  /** A journey's first screen awaits its own part of the catalog instead (decision 034). */
  screenCatalogs?: Record<string, Record<string, Preloads | undefined> | undefined>;
}
interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * What the entry imports at once, named for the browser to fetch with the entry instead of a
 * round trip after it has run: the language's shell catalog on every page (the first render
 * awaits it: decision 028); on a route with a screen of its own, that screen's chunks, the
 * chunk that starts its first requests and the language's catalog, or the part its screen names
 * (the first render awaits them too: decisions 031, 034). `crossorigin` as Vite's own links and
 * loader have it, so the browser uses what it fetched.
 */
function preloadTags(preloads: RoutePreloads | null, routeName: string | undefined, lang: string): string {
  if (!preloads) return '';
  const route = routeName ? preloads.routes[routeName] : undefined;
  const catalog =
    routeName && route ? (preloads.screenCatalogs?.[routeName]?.[lang] ?? preloads.fullCatalogs[lang]) : undefined;
  const parts = [preloads.shellCatalogs[lang], route, catalog].filter((part) => part !== undefined);
  return [
    ...parts
      .flatMap((part) => part.styles)
      .map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttr(href)}" />`),
    ...parts
      .flatMap((part) => part.scripts)
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}" />`),
  ].join('\n    ');
}

/**
 * The page, compressed for a browser that accepts it: with the first answers written in (decision
 * 033) a page can carry several kilobytes of JSON (the day spa's calendar). Brotli at quality 5
 * writes a 12 KB page in well under a millisecond.
 */
function compressedPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/**
 * Serves the built SPA: hashed assets with a long cache, and for every other GET that is not an
 * API call, index.html with the visitor's CSRF token, the page's head (language, title,
 * description, canonical and alternate addresses: domain/pageHead.ts) and the answers its first
 * screen reads (firstAnswers.ts) written in.
 * A path that is not one of the SPA's routes (domain/routes.ts), `/404` included, is answered 404
 * with the same page, which shows its not-found screen.
 */
export async function registerSpa(app: FastifyInstance, opts: { db: Db; distDir: string; appUrl: string }) {
  const indexFile = join(opts.distDir, 'index.html');
  const preloadsFile = join(opts.distDir, 'route-preloads.json');
  let cached: { mtime: number; html: string; preloads: RoutePreloads | null } | null = null;
  // Both files come from the same build: read again when index.html changes.
  const template = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      const preloads = existsSync(preloadsFile)
        ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
        : null;
      cached = { mtime, html: readFileSync(indexFile, 'utf8'), preloads };
    }
    return cached;
  };

  if (existsSync(opts.distDir)) {
    const assetsDir = join(opts.distDir, 'assets');
    // Files are the same for everyone: no session lookup for them (issue 10). fastify-static is
    // wrapped with fastify-plugin, so its routes land in the app and pass through this hook.
    app.addHook('onRoute', (route) => {
      if (route.url === '/*') route.config = { ...route.config, session: false };
    });
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      // The build wrote file.br and file.gz beside each text file (scripts/build/precompress.ts).
      preCompressed: true,
      // Ours, set below: fastify-static's own header would overwrite them with max-age=0.
      cacheControl: false,
      // '/' is a folder: leave it to the SPA fallback below (fastify-static would answer 403).
      allowedPath: (path) => path !== '/index.html' && !path.endsWith('/'),
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', path.startsWith(assetsDir) ? HASHED_ASSET : PUBLIC_FILE);
      },
    });
  }

  const isApiPath = (url: string) => /^\/(api|oauth)(\/|$)/.test(url) || url === '/healthz';

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (
      request.method !== 'GET' ||
      isApiPath(url) ||
      request.headers['x-requested-with'] === 'XMLHttpRequest' ||
      !existsSync(indexFile)
    ) {
      return reply.code(404).send({ message: translate(httpMessages.notFound, request.locale) });
    }
    // No row for a visitor without a session: the page carries its CSRF cookie's token (decision 023).
    const csrfToken = await pageCsrfToken(opts.db, request, reply);
    // '/' is a page too: the SPA sends it on to the visitor's language.
    const route = url === '/' ? { name: 'home' as const } : matchRoute(url);
    const head = pageHead(url, request.locale);
    const { html: page, preloads } = template();
    const answers =
      route && 'lang' in route
        ? await firstAnswers(app, request, reply, route, request.url.slice(url.length))
        : { element: '' };
    // The rooms screen's first photo, its largest paint, loads beside the scripts (decision 033).
    const photo = answers.photo
      ? `<link rel="preload" as="image" href="${escapeAttr(answers.photo)}" fetchpriority="high" />`
      : '';
    const tags = [headTags(head, opts.appUrl), photo, preloadTags(preloads, route?.name, head.lang)]
      .filter(Boolean)
      .join('\n    ');
    const html = page
      .replace(
        /<meta name="csrf-token" content="[^"]*"\s*\/?>/,
        `<meta name="csrf-token" content="${escapeAttr(csrfToken)}" />`,
      )
      .replace(/<html lang="[a-z]+">/, `<html lang="${head.lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(head.title)}</title>`)
      .replace('</head>', () => `  ${tags}\n  </head>`)
      .replace('</body>', () => (answers.element ? `  ${answers.element}\n  </body>` : '</body>'));
    reply
      .code(route ? 200 : 404)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8');
    return reply.send(compressedPage(request, reply, html));
  });
}
