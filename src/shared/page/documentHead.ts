import type { PageHead } from '@domain/pageHead';

let origin: string | null = null;

/** The site's address as the server wrote it into the first page (APP_URL), else this window's. */
function siteOrigin(): string {
  if (origin) return origin;
  const written = document.head.querySelector<HTMLLinkElement>(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  );
  origin = written ? new URL(written.href).origin : window.location.origin;
  return origin;
}

function metaTag(selector: string, create: () => HTMLMetaElement): HTMLMetaElement {
  return document.head.querySelector<HTMLMetaElement>(selector) ?? document.head.appendChild(create());
}

function named(name: string) {
  return () => Object.assign(document.createElement('meta'), { name });
}

/**
 * Puts the head the server writes into the first page (server/http/spa.ts) on the page after a
 * client-side navigation: title, description, robots rule, canonical and alternate addresses
 * (the sharing card's og: tags are read by crawlers from the server's page only).
 */
export function applyPageHead(head: PageHead) {
  const base = siteOrigin();
  document.title = head.title;
  metaTag('meta[name="description"]', named('description')).content = head.description;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.indexable) robots?.remove();
  else metaTag('meta[name="robots"]', named('robots')).content = 'noindex';

  for (const stale of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
    stale.remove();
  if (head.canonical) {
    document.head.appendChild(
      Object.assign(document.createElement('link'), { rel: 'canonical', href: base + head.canonical }),
    );
  }
  for (const alternate of head.alternates) {
    document.head.appendChild(
      Object.assign(document.createElement('link'), {
        rel: 'alternate',
        hreflang: alternate.hreflang,
        href: base + alternate.href,
      }),
    );
  }
}
