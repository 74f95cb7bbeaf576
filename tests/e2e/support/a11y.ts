import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { matchRoute } from '../../../domain/routes';

/**
 * axe-core over every screen the browser tests see (issue 16: WCAG 2.2 AA, 0 violations).
 *
 * Each time a web-first assertion about a page passes (see `expect` in fixtures.ts), the page
 * shows a screen the test has just vouched for. If that screen (route, phone or desktop,
 * the journeys' machine states, dialogs, toasts, errors, loading) is new to this run, its DOM is
 * kept: a snapshot costs a few milliseconds, so short-lived states (a toast, a 1 s loading) stay
 * observable by the test. When the test ends, each snapshot is rebuilt in a scratch page of the
 * same browser (same stylesheets, viewport and language, without the app's scripts) and checked
 * with the WCAG 2.0-2.2 A and AA rules; any violation fails the test.
 * A11Y_REPORT_ONLY=1 records violations without failing (to measure before fixing); the a11y
 * reporter prints the totals either way.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Off in `npm run test:dates` (A11Y_CHECK=off): `npm test` has checked every screen; another day
 * changes the data on them, not the markup.
 */
const OFF = process.env.A11Y_CHECK === 'off';

/** The annotation the a11y reporter counts: one per screen checked. */
export const A11Y_ANNOTATION = 'a11y-screen';

interface Snapshot {
  key: string;
  url: string;
  html: string;
  viewport: { width: number; height: number } | null;
  /** The assertion that vouched for the screen (file:line), for the failure message. */
  site: () => string;
}

/** Screens checked by this worker, and those kept by the running test (a worker runs one test at a time). */
const checked = new Set<string>();
let pending: Snapshot[] = [];
let capturing: Promise<void>[] = [];
let captureErrors: unknown[] = [];

/**
 * The page's DOM and what makes it a screen for accessibility (never data such as ids or dates),
 * read in one go so that both describe the same moment. Not its language: the markup is the same in
 * it, en and de (the words are checked complete by i18n:check), so a screen is checked in the first
 * language a test shows it in, not three times (decision 059).
 */
async function capture(page: Page, site: () => string, withHtml: boolean) {
  const { pathname, flags, html } = await page.evaluate((withHtml) => {
    const has = (selector: string) => document.querySelector(selector) !== null;
    const flags = [
      innerWidth <= 720 ? 'phone' : 'desktop',
      has('.navbar--floating') ? 'nav-floating' : 'nav-over-header',
      has('.navbar--menu-open') ? 'menu-open' : '',
      has('.toast') ? 'toast' : '',
      has('[aria-invalid="true"]') ? 'invalid' : '',
      has('[aria-busy="true"], .skeleton, .page-loading') ? 'loading' : '',
      has('[data-radix-popper-content-wrapper]') ? 'popover' : '',
      ...Array.from(
        document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
        (d) => `dialog:${d.querySelector('h1, h2, h3')?.textContent ?? d.getAttribute('aria-label') ?? ''}`,
      ),
      ...Array.from(
        document.querySelectorAll<HTMLElement>('[data-machine]'),
        (m) => `${m.dataset.machine}=${m.dataset.state}`,
      ),
    ].filter(Boolean);
    return {
      pathname: location.pathname,
      flags,
      html: withHtml ? `<!DOCTYPE html>${document.documentElement.outerHTML}` : '',
    };
  }, withHtml);
  const route = matchRoute(pathname)?.name ?? 'not-found';
  return { key: [route, ...flags].join(' '), url: page.url(), html, viewport: page.viewportSize(), site };
}

/**
 * Where the workers of a run claim the screens they check (one empty file per screen), so that a
 * screen is checked once per run, not once per worker. The server's data folder lives as long as
 * the run; outside a run (no E2E_DATA_DIR) each worker keeps its own list only.
 */
const claims = process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, 'a11y-claims') : null;
const claimFile = (key: string) => join(claims!, createHash('sha1').update(key).digest('hex'));
const claimedElsewhere = (key: string) => claims !== null && existsSync(claimFile(key));

/** True when this worker may check the screen: nobody in the run has claimed it yet. */
function claim(key: string): boolean {
  if (claims === null) return true;
  mkdirSync(claims, { recursive: true });
  try {
    writeFileSync(claimFile(key), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

const isNew = (key: string) => !checked.has(key) && !claimedElsewhere(key) && !pending.some((s) => s.key === key);

/**
 * The screen, its DOM read only when the screen is new: most assertions see a screen already
 * kept or checked, and a whole page's HTML on every assertion costs the run minutes. The key is
 * read again with the DOM, so that both describe the same moment.
 */
async function captureIfNew(page: Page, site: () => string): Promise<Snapshot | null> {
  const { key } = await capture(page, site, false);
  if (!isNew(key)) return null;
  const snapshot = await capture(page, site, true);
  return isNew(snapshot.key) ? snapshot : null;
}

/** The page moved on while we looked: its next assertion takes the snapshot. */
const navigatedAway = (error: unknown) =>
  /Execution context was destroyed|Target page, context or browser has been closed|Test ended|frame was detached|navigat/i.test(
    String(error),
  );

/**
 * Keeps the page's current screen for the check at the end of the test, once per worker. Not
 * awaited by the assertion: the test goes on at once, so a 1.2 s success message stays visible.
 */
export function snapshotScreen(page: Page, site: () => string = () => ''): void {
  if (OFF || page.isClosed()) return;
  capturing.push(
    captureIfNew(page, site).then(
      (snapshot) => {
        if (snapshot && isNew(snapshot.key)) pending.push(snapshot);
      },
      (error: unknown) => {
        if (!navigatedAway(error)) captureErrors.push(error);
      },
    ),
  );
}

/** The snapshot as a static page: the app's own stylesheets and images, no scripts. */
const staticCopy = ({ html }: Snapshot) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

/** Where the copy is served from: the app's own origin, so its stylesheets load (same-origin resource policy). */
const COPY_PATH = '/__a11y-snapshot__';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

const MAX_NODES = 5;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What a violation says to whoever has to fix it (often not the author of the check): the screen
 * (its key, address, and the assertion that saw it), then per rule its id, impact and help page,
 * and per element its selector, its HTML and axe's explanation.
 */
function describeViolations(snapshot: Snapshot, violations: Violations, file: string): string {
  const { pathname, search } = new URL(snapshot.url);
  const size = snapshot.viewport ? `${snapshot.viewport.width}×${snapshot.viewport.height}` : 'default size';
  const site = snapshot.site();
  const lines = violations.flatMap((v) => [
    `- rule ${v.id} (${v.impact}): ${v.help}, ${v.nodes.length} element(s) [${v.helpUrl}]`,
    ...v.nodes
      .slice(0, MAX_NODES)
      .map((n) =>
        [
          `    element ${n.target.join(' ')}`,
          `      ${clip(n.html.replace(/\s+/g, ' '), 200)}`,
          `      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        ].join('\n'),
      ),
    ...(v.nodes.length > MAX_NODES ? [`    … and ${v.nodes.length - MAX_NODES} more`] : []),
  ]);
  return [
    `axe-core: ${violations.length} WCAG 2.2 AA violation(s) on the screen "${snapshot.key}"`,
    `  at ${pathname}${search} (${size})${site ? `, seen by the assertion at ${site}` : ''}; the page as checked: ${file}`,
    ...lines.map((l) => `  ${l}`),
  ].join('\n');
}

/** Waits for the snapshots still being taken (call before the test's page closes). */
export async function finishSnapshots(): Promise<void> {
  await Promise.all(capturing);
}

/** Forgets what an earlier test kept and did not check (it ended without the check). */
export function startTest() {
  pending = [];
  capturing = [];
  captureErrors = [];
}

/** Checks the screens the test saw, on any of its pages (call when the test is over); throws with every violation. */
export async function checkScreens(browser: Browser, testInfo: TestInfo): Promise<void> {
  await Promise.all(capturing.splice(0));
  if (captureErrors.length > 0) throw captureErrors[0];
  const snapshots = pending.filter((s) => !checked.has(s.key) && claim(s.key));
  pending = [];
  if (snapshots.length === 0) return;
  testInfo.setTimeout(testInfo.timeout + snapshots.length * 15_000);
  const context = await browser.newContext();
  const scratch = await context.newPage();
  const reports: string[] = [];
  try {
    for (const snapshot of snapshots) {
      if (snapshot.viewport) await scratch.setViewportSize(snapshot.viewport);
      const address = new URL(COPY_PATH, snapshot.url).href;
      await scratch.route(address, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: staticCopy(snapshot) }),
      );
      await scratch.goto(address, { waitUntil: 'load' });
      await scratch.unroute(address);
      const unstyled = await scratch.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          .filter((l) => !l.sheet)
          .map((l) => l.href),
      );
      if (unstyled.length > 0)
        throw new Error(`a11y: the copy of "${snapshot.key}" could not load ${unstyled.join(', ')}`);
      // Entrance animations (a toast sliding in) replay in the copy: check the settled colours.
      await scratch.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await new AxeBuilder({ page: scratch }).withTags(WCAG_TAGS).analyze();
      checked.add(snapshot.key);
      const rules = violations.map((v) => `${v.id} ×${v.nodes.length}`);
      testInfo.annotations.push({ type: A11Y_ANNOTATION, description: JSON.stringify({ key: snapshot.key, rules }) });
      if (violations.length > 0) {
        // The DOM as checked, as a file beside the test's other results (the failure names it).
        const file = testInfo.outputPath(`a11y-${snapshot.key.replace(/[^\w=-]+/g, '_')}.html`);
        await writeFile(file, staticCopy(snapshot));
        await testInfo.attach(`a11y ${snapshot.key}`, { path: file, contentType: 'text/html' });
        reports.push(describeViolations(snapshot, violations, relative(process.cwd(), file)));
      }
    }
  } finally {
    await context.close();
  }
  if (reports.length === 0) return;
  if (!process.env.A11Y_REPORT_ONLY) throw new Error(reports.join('\n\n'));
  console.log(reports.join('\n\n'));
}
