import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/build/precompress';
import { createTestApp, type TestApp } from '../support/testApp';

// Issue 10, compression and caching: text files compressed once at build time and sent as the
// browser accepts them; hashed assets kept a year, public files a day, the page itself revalidated.
const script = `export const rooms = [${Array.from({ length: 400 }, (_, i) => `"room ${i}"`).join(',')}];\n`;
const tiny = 'export const x = 1;\n';

describe('built files: precompressed and cached', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'terme-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'images'));
    copyFileSync(join(import.meta.dirname, '../support/dist/index.html'), join(dist, 'index.html'));
    writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), script);
    writeFileSync(join(dist, 'assets/tiny-Zz99Yy88.js'), tiny);
    writeFileSync(
      join(dist, 'images/hero.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
    );
    await precompressFolder(dist);
    t = await createTestApp({ distDir: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('writes brotli and gzip copies of text files at build time, none of index.html or of files under 1 KiB', () => {
    expect(brotliDecompressSync(readBack(dist, 'assets/index-Ab12Cd34.js.br')).toString()).toBe(script);
    expect(gunzipSync(readBack(dist, 'assets/index-Ab12Cd34.js.gz')).toString()).toBe(script);
    expect(existsSync(join(dist, 'images/hero.svg.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets/tiny-Zz99Yy88.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and raw otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const raw = await get('/assets/index-Ab12Cd34.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);

    const small = await get('/assets/tiny-Zz99Yy88.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(tiny);
  });

  it('keeps hashed assets a year (immutable), compressed or not', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get('/assets/index-Ab12Cd34.js', encoding);
      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/tiny-Zz99Yy88.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps unhashed public files a day, and has the page itself revalidated every time', async () => {
    const image = await get('/images/hero.svg', 'br');
    expect(image.headers['content-encoding']).toBe('br');
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');

    for (const url of ['/it/', '/en/booking/select-dates', '/it/nowhere']) {
      const page = await get(url, 'br');
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      // Written for each visitor, and compressed as it goes out (decision 033).
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('answers a missing asset 404, not with the page', async () => {
    const missing = await get('/assets/gone-00000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });
});

function readBack(dist: string, file: string): Buffer {
  return readFileSync(join(dist, file));
}
