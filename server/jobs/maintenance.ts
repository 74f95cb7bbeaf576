import type { Db } from '../db/client';
import { purgeExpiredSessions } from '../http/session';
import { purgeOldRateLimits } from '../http/rateLimit';
import { purgeOldLoginFailures } from '../modules/accounts/loginThrottle';
import { purgeSentMails } from '../mail/outbox';
import { forgetStaleSensitiveMails } from '../mail/failedMails';
import { purgeCheckInsAfterDeparture } from '../modules/checkIn/purge';
import { purgeFinishedJobs } from './queue';
import type { JobRunner } from './runner';

export const MAINTENANCE_QUEUE = 'maintenance.sweep';

/**
 * Hourly housekeeping, once across all processes (and at each start): expired sessions, old
 * rate-limit windows and login failures, finished jobs, mails sent long ago, secrets of mails failed a week ago, check-in data of past stays. A module with its own purge defines
 * its own periodic queue (`deps.jobs.every`).
 */
export function defineMaintenance(runner: JobRunner, db: Db, checkInRetentionDays: number) {
  runner.define(MAINTENANCE_QUEUE, {
    async run() {
      await purgeExpiredSessions(db);
      await purgeOldRateLimits(db);
      await purgeOldLoginFailures(db);
      await purgeFinishedJobs(db);
      await purgeSentMails(db);
      await forgetStaleSensitiveMails(db);
      await purgeCheckInsAfterDeparture(db, new Date(), checkInRetentionDays);
    },
  });
  runner.every(MAINTENANCE_QUEUE, 3600_000, { atStart: true });
}
