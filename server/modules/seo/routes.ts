import type { AppModule } from '../../deps';
import { nothing } from '../../http/validation';
import { listProducts } from '../daySpa/catalog';
import { LOCALES } from '../../../domain/locales';
import { pageHead, pathIn, PRIVATE_PREFIXES, SITEMAP_PAGES } from '../../../domain/pageHead';
import { ROUTES } from '../../../domain/routes';
import { PUBLIC_READ } from '../../http/session';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Search engines may read these for an hour before asking again. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (issue 10): crawlers are kept out of the API, accounts, the front
 * desk and password links, and told about every public page in the three languages, each with
 * its alternates, as the pages' own heads name them (domain/pageHead.ts).
 */
export const seoModule: AppModule = async (app, { db, config }) => {
  // Files for crawlers, not an API: left out of the API's document (decision 019).
  const schema = { querystring: nothing, hide: true };
  app.get('/robots.txt', { schema, ...PUBLIC_READ }, async (_request, reply) => {
    const disallowed = ['/api/', ...LOCALES.flatMap((lang) => PRIVATE_PREFIXES.map((prefix) => `/${lang}${prefix}`))];
    const lines = [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${config.appUrl}/sitemap.xml`,
      '',
    ];
    return reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema, ...PUBLIC_READ }, async (_request, reply) => {
    const products = await listProducts(db, 'day_spa', 'it');
    const pages = [
      ...SITEMAP_PAGES.map((name) => ROUTES[name].path),
      ...products.map((product) => ROUTES.daySpaStart.path.replace(':slug', encodeURIComponent(product.slug))),
    ];
    const urls = pages.flatMap((below) =>
      LOCALES.map((lang) => {
        const head = pageHead(pathIn(lang, below));
        const links = head.alternates.map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(config.appUrl + a.href)}"/>`,
        );
        return ['  <url>', `    <loc>${escapeXml(config.appUrl + head.canonical)}</loc>`, ...links, '  </url>'].join(
          '\n',
        );
      }),
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(xml);
  });
};
