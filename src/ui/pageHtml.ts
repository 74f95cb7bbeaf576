import { createPageHtmlSanitizer, type PageHtmlSanitizer } from '@domain/pageHtml';

let sanitizer: PageHtmlSanitizer | null = null;

/**
 * The page allow-list (domain/pageHtml.ts) on the browser's window: page bodies, the editor's
 * preview, consent labels. Made on first use, so screens without HTML do not load DOMPurify.
 */
export function sanitizePageHtml(html: string): string {
  sanitizer ??= createPageHtmlSanitizer(window);
  return sanitizer(html);
}
