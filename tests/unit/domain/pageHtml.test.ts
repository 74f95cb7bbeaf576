// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { createPageHtmlSanitizer } from '@domain/pageHtml';

/**
 * The page allow-list (issue 14): scripts, event handlers, javascript: links, iframes, forms and
 * inline styles never survive; links opening a new tab get rel="noopener noreferrer". Checked on
 * both windows it runs on: the browser's (here jsdom as the test environment) and the server's
 * (a jsdom window of its own, as server/modules/pages/sanitize.ts makes it).
 */
const windows = {
  browser: window as unknown as WindowLike,
  server: new JSDOM('').window as unknown as WindowLike,
};

describe.each(Object.entries(windows))('the page allow-list on the %s window', (_name, win) => {
  const clean = createPageHtmlSanitizer(win);

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler on an image', '<img src=x onerror="alert(1)">', '<img src="x">'],
    ['an event handler on a heading', '<h2 onclick="steal()" onmouseover="x()">Title</h2>', '<h2>Title</h2>'],
    ['a javascript: link', '<a href="javascript:alert(1)">bad</a>', '<a>bad</a>'],
    ['a javascript: link in disguise', '<a href=" JaVaScRiPt:alert(1)">bad</a>', '<a>bad</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">bad</a>', '<a>bad</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">bad</a>', '<a>bad</a>'],
    ['an iframe', '<p>a</p><iframe src="https://evil.example"></iframe><p>b</p>', '<p>a</p><p>b</p>'],
    [
      'a form with its fields',
      '<form action="https://evil.example"><label>Card <input name="card"></label><button>Pay</button></form>',
      'Card Pay',
    ],
    ['an inline style', '<p style="position:fixed;inset:0">Text</p>', '<p>Text</p>'],
    ['a style element', '<style>body{display:none}</style><p>Text</p>', '<p>Text</p>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['an svg with script', '<svg><script>alert(1)</script><circle r="4"/></svg>', ''],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x">'],
    ['a protocol-relative image', '<img src="//evil.example/x.png" alt="x">', '<img alt="x">'],
    ['data- attributes', '<p data-x="1">Text</p>', '<p>Text</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Text</p>', '<p>Text</p>'],
    ['aria- attributes (not on the allow-list)', '<p aria-label="x">Text</p>', '<p>Text</p>'],
    ['a link of another protocol', '<a href="ftp://files.example/menu.pdf">menu</a>', '<a>menu</a>'],
  ])('removes %s', (_what, dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it.each([
    [
      'headings, paragraphs and lists',
      '<h2>Who we are</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>',
    ],
    ['a web link with a title', '<a href="https://terme.example/spa" title="Spa">spa</a>'],
    [
      'mail, phone, relative and anchor links',
      '<a href="mailto:privacy@terme.example">m</a><a href="tel:+39049">t</a><a href="/it/shop">s</a><a href="#rights">r</a>',
    ],
    [
      'images from the web and the site',
      '<img src="https://terme.example/pool.jpg" alt="Pool" width="300" height="200" loading="lazy"><img src="/images/spa.jpg" alt="Spa">',
    ],
    [
      'a table',
      '<table><caption>Hours</caption><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">Mon</td></tr></tbody></table>',
    ],
    ['ids and classes', '<section id="rights" class="lead"><p>Text</p></section>'],
    [
      'plain http links and images',
      '<a href="http://terme.example/spa">spa</a><img src="http://terme.example/pool.jpg" alt="Pool">',
    ],
    ['an image without a source', '<img alt="Pool">'],
  ])('keeps %s', (_what, html) => {
    expect(clean(html)).toBe(html);
  });

  it('gives a link opening a new tab rel="noopener noreferrer", whatever rel it had', () => {
    expect(clean('<a href="https://terme.example" target="_blank">x</a>')).toBe(
      '<a href="https://terme.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://terme.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://terme.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops other link targets and keeps a plain rel', () => {
    expect(clean('<a href="/it/" target="main">x</a>')).toBe('<a href="/it/">x</a>');
    expect(clean('<a href="https://terme.example" rel="nofollow">x</a>')).toBe(
      '<a href="https://terme.example" rel="nofollow">x</a>',
    );
  });

  it('keeps the text of the XSS payload of the browser test and nothing that runs', () => {
    const payload =
      '<p>Safe text<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">click</a></p>';
    expect(clean(payload)).toBe('<p>Safe text<img src="x"><a>click</a></p>');
  });
});
