import type { WindowLike } from 'dompurify';
import { createPageHtmlSanitizer, type PageHtmlSanitizer } from '../../../domain/pageHtml';

let sanitizer: Promise<PageHtmlSanitizer> | null = null;

/**
 * The page-body sanitiser of domain/pageHtml.ts on a jsdom window (DOMPurify needs a DOM). jsdom
 * is loaded on first use, not at start: only page reads and saves need it.
 */
function pageSanitizer(): Promise<PageHtmlSanitizer> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) =>
    createPageHtmlSanitizer(new JSDOM('').window as unknown as WindowLike),
  );
  return sanitizer;
}

/** A page body cleaned by the one allow-list: before it is stored, and again before it is sent. */
export async function sanitizePageBody(html: string): Promise<string> {
  return (await pageSanitizer())(html);
}
