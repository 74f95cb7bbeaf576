import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a page body may carry: text structure, links, images and tables. No scripts, styles,
 * event handlers, iframes or forms. Bodies are cleaned on the way out (and, later, on save by the
 * admin editor), so a bad row in the database still cannot run code in a guest's browser.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['id', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand that tab a handle on our page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, options);
}
