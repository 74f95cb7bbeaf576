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
      const answered = held.map((r) => page.waitForResponse((res) => res.request() === r.request()).catch(() => null));
      for (const route of held.splice(0)) await route.fallback();
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
