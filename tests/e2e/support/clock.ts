import type { Page } from '@playwright/test';
import { clockIsMoved, clockNow } from '../../../domain/clock';

// The auth dialog shows 'Welcome' for 800 ms before going to /my. To see that state for sure on a
// busy machine, walks install Playwright's clock before loading the page and pause it just before
// the sign-in answer arrives; the 'after 800 ms' step then lets time flow again.

/**
 * A run on a day of its own (TERME_NOW, domain/clock.ts) shows the page that day too: the page's
 * Date starts at the hotel's now and flows normally, timers untouched. Every `page` of the
 * fixtures gets it; a page of a context a test opens itself calls it before its first goto.
 */
export async function onHotelClock(page: Page) {
  if (clockIsMoved()) await page.clock.setSystemTime(clockNow());
}

/** Call before the first page.goto of the test. Time flows normally until frozen. */
export async function installClock(page: Page) {
  await page.clock.install({ time: clockNow() });
}

/** Stops the page's timers (the 800 ms redirect waits) until `resumeClock`. */
export async function freezeClock(page: Page) {
  // pauseAt needs a time ahead of the page's clock, which keeps running while we ask it.
  for (let margin = 100; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 5000 || !String(error).includes('past')) throw error;
    }
  }
}

export async function resumeClock(page: Page) {
  await page.clock.resume();
}

/** A card's expiry year still years ahead of the hotel's now (never a fixed year that runs out). */
export function cardExpiryYear(yearsAhead = 5): number {
  return clockNow().getFullYear() + yearsAhead;
}

/** What a guest types in 'Expiry (MM / YY)': December, `yearsAhead` years after the hotel's now (negative: an expired card). */
export function cardExpiry(yearsAhead = 5, month = 12): string {
  return `${String(month).padStart(2, '0')}${String((clockNow().getFullYear() + yearsAhead) % 100).padStart(2, '0')}`;
}
