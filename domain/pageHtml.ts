import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one allow-list of the HTML a page body (and a consent label) may carry, and the one
 * sanitiser that applies it: the server cleans a body with it before storing it and again before
 * sending it, the browser before showing it (the editor's preview included). Text structure,
 * links, images and tables; no scripts, styles, event handlers, iframes, forms or inline styles.
 * DOMPurify needs a DOM: the browser's window, or a jsdom window on the server (decision 024).
 */
export const PAGE_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const PAGE_HTML_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'name',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'id',
  'class',
  'colspan',
  'rowspan',
  'scope',
  'lang',
] as const;

/** Links may lead to web pages, mail and phone, or stay on the site (relative and #anchors); anything else (javascript:, data:) is dropped. */
export const PAGE_LINK_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Images come from the web or the site, never from a data: address. */
const IMAGE_SOURCE_PATTERN = /^(?:https?:\/\/|\/(?!\/)|(?![a-z][a-z0-9+.-]*:)[^/\\])/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...PAGE_HTML_TAGS],
  ALLOWED_ATTR: [...PAGE_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: PAGE_LINK_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

export type PageHtmlSanitizer = (html: string) => string;

/** A sanitiser bound to one window (its DOMPurify instance carries the allow-list's own rules as hooks). */
export function createPageHtmlSanitizer(window: WindowLike): PageHtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !IMAGE_SOURCE_PATTERN.test(node.getAttribute('src')?.trim() ?? ''))
      node.removeAttribute('src');
    if (!node.hasAttribute('target')) return;
    // A link that opens a new tab must not hand that tab a handle on our page; other targets are dropped.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return (html) => purify.sanitize(html, CONFIG) as string;
}
