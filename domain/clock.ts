/**
 * The hotel's clock: what "now" means for the rules of the year (today's date, a booking window,
 * a day-spa slot's end of sales, a gift card's expiry). In production and in the browser it is the
 * machine's clock. A test run moves it to a day of its choice (`TERME_NOW`), the same day in every
 * process of the run (server, test runners), so a suite proves the site on the first day of a
 * season or in the winter closure as well as today; the browser gets the same day through
 * Playwright's `page.clock`. Time keeps flowing from that instant: holds, sessions and jobs,
 * which PostgreSQL compares with its own `now()`, stay on the machine's clock (`Date.now()`).
 */

let offsetMs = 0;

/** The hotel's current instant. */
export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The hotel's current instant in milliseconds since the epoch. */
export function clockNowMs(): number {
  return Date.now() + offsetMs;
}

/** For tests: from now on the hotel's clock reads `at`, and flows on from there. */
export function setClockAt(at: Date | number): void {
  offsetMs = +at - Date.now();
}

/** True while a test run has moved the clock away from the machine's. */
export function clockIsMoved(): boolean {
  return offsetMs !== 0;
}

/** What `TERME_NOW` may hold: an instant with its zone, or a date (read as 10:00 at the hotel). */
const SETTING = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The instant a `TERME_NOW` setting names; a bare date is 10:00 in Rome (a winter or summer offset). */
export function instantOfSetting(setting: string): number {
  const match = SETTING.exec(setting.trim());
  if (!match) throw new RangeError(`TERME_NOW must be YYYY-MM-DD or an ISO instant with its zone, not "${setting}"`);
  if (match[2]) return Date.parse(setting.trim());
  // 10:00 in Rome is 09:00 or 08:00 UTC; take the one whose Rome date and hour are right.
  for (const utcHour of ['09', '08']) {
    const ms = Date.parse(`${match[1]}T${utcHour}:00:00Z`);
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(ms);
    if (hour === '10') return ms;
  }
  throw new RangeError(`Not a calendar date: ${match[1]}`);
}

export interface ClockEnv {
  NODE_ENV?: string;
  /** The hotel's "now" at the start of the run: YYYY-MM-DD (10:00 in Rome) or an ISO instant. */
  TERME_NOW?: string;
  /** The machine's Date.now() when the run began, so every process of the run agrees to the second. */
  TERME_NOW_SINCE?: string;
}

/**
 * Moves the clock as a test run asks (`TERME_NOW`), honoured only when NODE_ENV is 'test': a
 * production process keeps the machine's clock whatever its environment says. Returns the
 * offset in milliseconds (0 when the clock stays), or throws on a setting it cannot read.
 */
export function applyTestClock(env: ClockEnv): number {
  offsetMs = 0;
  if (!env.TERME_NOW || env.NODE_ENV !== 'test') return 0;
  const since = env.TERME_NOW_SINCE ? Number(env.TERME_NOW_SINCE) : Date.now();
  if (!Number.isFinite(since))
    throw new RangeError(`TERME_NOW_SINCE must be milliseconds since the epoch, not "${env.TERME_NOW_SINCE}"`);
  offsetMs = instantOfSetting(env.TERME_NOW) - since;
  return offsetMs;
}
