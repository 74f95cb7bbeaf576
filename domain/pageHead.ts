import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { PAGE_TEXTS, pageTitle, SITE_DESCRIPTION } from './pageTexts';
import { matchRoute, ROUTE_NAMES, routeEntry, ROUTES, type RouteName } from './routes';

/**
 * What a page tells search engines and link previews, from the route manifest and its words
 * (domain/pageTexts.ts): the server writes it into the HTML it sends and the SPA keeps it right
 * on every navigation (decisions 007, 017 and 037).
 */
export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** Paths without host: the server prefixes APP_URL, the SPA its own origin. */
  canonical: string | null;
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
  /** Accounts, the front desk, one-off links and not-found pages are kept out of search results. */
  indexable: boolean;
}

/** Paths (below /{lang}) of screens only a signed-in guest, the front desk, the holder of a mailed link or the site's designers (/dev) can open. */
export const PRIVATE_PREFIXES = ['/my', '/admin', '/password/reset/', '/dev'] as const;

export function isPrivatePage(name: RouteName): boolean {
  const path: string = ROUTES[name].path;
  return PRIVATE_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** The public pages a search engine is told about (sitemap.xml: `sitemap` in the manifest), in every language; day-spa products are added by the server. */
export const SITEMAP_PAGES = ROUTE_NAMES.filter((name) => routeEntry(name).sitemap);

/** A route's path in another language: '/it/booking/' -> '/en/booking'; the home page keeps its slash. */
export function pathIn(lang: Locale, below: string): string {
  const trimmed = below.replace(/\/+$/, '');
  return `/${lang}${trimmed || '/'}`;
}

/** The not-found screen's head: no address of its own, not for search results. */
export function notFoundHead(lang: Locale): PageHead {
  return {
    lang,
    title: pageTitle(null, lang),
    description: SITE_DESCRIPTION[lang],
    canonical: null,
    alternates: [],
    indexable: false,
  };
}

/**
 * The head of the page at `pathname` (without query). `/` picks the visitor's language
 * (`fallback`) and is the x-default of the home page; a path that is no page gets the
 * not-found title in `fallback`, no canonical and no alternates.
 */
export function pageHead(pathname: string, fallback: Locale = DEFAULT_LOCALE): PageHead {
  if (pathname === '/') return { ...pageHead(pathIn(fallback, '/'), fallback), canonical: null };
  const route = matchRoute(pathname);
  if (!route) return notFoundHead(fallback);
  const below = pathname.slice(route.lang.length + 1);
  const description = PAGE_TEXTS[route.name].description ?? SITE_DESCRIPTION;
  return {
    lang: route.lang,
    title: pageTitle(route.name, route.lang),
    description: description[route.lang],
    canonical: pathIn(route.lang, below),
    alternates: [
      ...LOCALES.map((lang) => ({ hreflang: lang, href: pathIn(lang, below) })),
      { hreflang: 'x-default' as const, href: route.name === 'home' ? '/' : pathIn(DEFAULT_LOCALE, below) },
    ],
    indexable: !isPrivatePage(route.name),
  };
}
