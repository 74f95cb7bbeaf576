import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ScriptWeight {
  beforePaint: Bytes;
  total: Bytes;
  beforePaintFiles: string[];
  files: string[];
}

const sizes = new Map<string, Bytes>();

/** A built file's size raw, gzipped (level 9) and in brotli (quality 11), as the server can send it. */
function weigh(distDir: string, path: string): Bytes {
  const key = join(distDir, path);
  let found = sizes.get(key);
  if (!found) {
    const body = readFileSync(key);
    found = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(key, found);
  }
  return found;
}

const sum = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * Every JavaScript file the page loads, as the browser saw it (Resource Timing): those whose
 * response ended before the first contentful paint, and all of them once the network is idle
 * (idle-time and lazy chunks included). Counted from what the browser fetched, not from the
 * HTML's script tags, so the locale catalog and chunks imported before the first render count.
 */
export async function scriptWeight(
  browser: Browser,
  url: string,
  distDir: string,
  ready: string,
): Promise<ScriptWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, beforePaint: entry.responseEnd <= fcp }));
    });
    const files = [...new Set(seen.map((s) => s.path))];
    const beforePaintFiles = [...new Set(seen.filter((s) => s.beforePaint).map((s) => s.path))];
    return {
      beforePaint: sum(beforePaintFiles.map((file) => weigh(distDir, file))),
      total: sum(files.map((file) => weigh(distDir, file))),
      beforePaintFiles,
      files,
    };
  } finally {
    await context.close();
  }
}
