import type { Page, Request, Route } from '@playwright/test';

/** A URL glob/RegExp (as for page.route), optionally limited to one HTTP method. */
export type RequestMatch = string | RegExp | { url: string | RegExp; method?: string };

export interface RequestGate {
  /**
   * Resolves once the page routes matching requests here: a request sent before that goes to the
   * server unheld. The model harness's `ctx.hold` awaits it before handing the gate to a walk.
   */
  ready: () => Promise<void>;
  /** Resolves once a matching request is being held. */
  held: () => Promise<Request>;
  /** Sends the held requests on to the real server and waits for their answers; stops holding. */
  release: () => Promise<void>;
  /** Fails the held requests as a dropped connection would (the page sees a network error); stops holding. */
  abort: () => Promise<void>;
  /** Stops holding without waiting (end of a walk). */
  dispose: () => Promise<void>;
}

/**
 * Turns Playwright's request interception on for the rest of the page's life and waits until the
 * page's own requests pass through it. Chromium acknowledges the switch before the page's network
 * loader has taken it up: when the page's last route had gone and a new one came (a walk's failed
 * save, then the next save), a request sent at once went out unrouted in 3 of 280 key presses
 * (Ctrl-S), never in 280 clicks, which spend more round trips first. Kept on, adding a route
 * changes only Playwright's own list.
 */
export async function interceptAll(page: Page, baseURL: string): Promise<void> {
  const probe = new URL('/__e2e-route-probe', baseURL).href;
  const isProbe = (url: URL) => url.href.startsWith(`${probe}?`);
  const seen = new Set<string>();
  const answer = (route: Route) => {
    seen.add(route.request().url());
    return route.fulfill({ status: 204 });
  };
  await page.route('**/*', (route) => route.fallback());
  await page.route(isProbe, answer);
  // One probe after another until one is seen routed: a state, not a time.
  for (let n = 1; ; n++) {
    const url = `${probe}?${n}`;
    // A page navigating meanwhile loses the probe: the next one goes from the new document.
    await page
      .evaluate(
        (u) =>
          fetch(u, { cache: 'no-store' }).then(
            () => undefined,
            () => undefined,
          ),
        url,
      )
      .catch(() => undefined);
    if (seen.has(url)) break;
  }
  await page.unroute(isProbe, answer);
}

/**
 * Holds the page's matching requests so that a test can see the screen while the request is in
 * flight (button disabled, spinner), then lets them reach the real server unchanged.
 */
export function holdRequests(page: Page, match: RequestMatch): RequestGate {
  const url = typeof match === 'object' && !(match instanceof RegExp) ? match.url : match;
  const method = typeof match === 'object' && !(match instanceof RegExp) ? match.method?.toUpperCase() : undefined;
  const held: Route[] = [];
  let notify: ((r: Request) => void) | null = null;
  let firstHeld = new Promise<Request>((resolve) => (notify = resolve));
  let open = true;

  const handler = async (route: Route) => {
    if (!open || (method && route.request().method() !== method)) return route.fallback();
    held.push(route);
    notify?.(route.request());
  };
  const armed = page.route(url, handler);

  return {
    ready: async () => {
      await armed;
    },
    held: () => firstHeld,
    async release() {
      await armed;
      const request = await Promise.race([
        firstHeld,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no request matching ${String(url)} was sent`)), 10_000).unref(),
        ),
      ]);
      open = false;
      // A held request whose page has gone (the walk navigated on) never gets an answer: its
      // response() settles with null when it fails, instead of a wait for an answer that never comes.
      const answered = held.map((r) =>
        r
          .request()
          .response()
          .catch(() => null),
      );
      for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
      await Promise.all(answered);
      await page.unroute(url, handler);
      firstHeld = Promise.resolve(request);
    },
    async abort() {
      await firstHeld;
      open = false;
      for (const route of held.splice(0)) await route.abort('internetdisconnected');
      await page.unroute(url, handler);
    },
    async dispose() {
      open = false;
      await armed;
      for (const route of held.splice(0)) await route.abort().catch(() => undefined);
      await page.unroute(url, handler).catch(() => undefined);
    },
  };
}
