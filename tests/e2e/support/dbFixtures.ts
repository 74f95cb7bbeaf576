import { openDatabase } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import { outboxMails, pages, users } from '../../../server/db/schema';
import { hashPassword, setScryptCost } from '../../../server/modules/accounts/passwords';

/**
 * Guests with bonus-terme credit for the walks of the bonus chooser: credit is granted by the
 * hotel, not by registering, and each walk stores a preference once. One account per walk.
 */
export const BONUS_GUESTS = Array.from({ length: 16 }, (_, i) => ({
  email: `bonus.${i + 1}@terme.test`,
  password: 'terme-bonus-2026',
  fullName: `Bonus Guest${i + 1}`,
}));
/** A guest with credit who never chooses: /my shows them the chooser (firstAnswers.spec.ts). */
export const CHOOSER_GUEST = {
  email: 'bonus.undecided@terme.test',
  password: 'terme-bonus-2026',
  fullName: 'Bonus Undecided',
};

/** Pages of their own for the walks of the page editor (one per walk, in turn it, en, de): walks in parallel never edit the same page. */
export const EDITOR_WALK_PAGES = Array.from({ length: 16 }, (_, i) => ({
  slug: `walk-${i + 1}`,
  locale: (['it', 'en', 'de'] as const)[i % 3],
  title: `Walk page ${i + 1}`,
  body: `<p>Walk page ${i + 1}</p>`,
}));

/**
 * A mail every attempt of which was refused (the front desk's "Mails not sent"): a deposit receipt
 * to a mailbox that did not exist, as the 'mail.send' job leaves it after its last attempt.
 */
export const FAILED_MAIL = {
  to: 'bounced.guest@terme.test',
  subject: 'Your deposit has been received',
  lastError: '550 5.1.1 <bounced.guest@terme.test>: mailbox unavailable',
};

/**
 * Prepares the e2e server's database before the server opens it: migrated and seeded as the
 * server would, plus the fixtures above (the server's own seed then finds everything in place).
 */
export async function prepareDatabase(dataDir: string, scryptCost: number) {
  setScryptCost(scryptCost);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const passwordHash = await hashPassword(BONUS_GUESTS[0].password);
    await database.db
      .insert(users)
      .values([
        ...BONUS_GUESTS.map((g, i) => ({
          firstName: 'Bonus',
          lastName: `Guest${i + 1}`,
          email: g.email,
          passwordHash,
          locale: 'it',
          privacyConsentAt: new Date(),
          bonusTermeCredit: 20000,
        })),
        {
          firstName: 'Bonus',
          lastName: 'Undecided',
          email: CHOOSER_GUEST.email,
          passwordHash,
          locale: 'de',
          privacyConsentAt: new Date(),
          bonusTermeCredit: 20000,
        },
      ])
      .onConflictDoNothing({ target: users.email });
    await database.db.insert(pages).values(EDITOR_WALK_PAGES).onConflictDoNothing();
    await database.db.insert(outboxMails).values({
      ...FAILED_MAIL,
      kind: 'deposit.receipt',
      text: 'Thank you: we received your deposit of 50.00 €.',
      status: 'failed',
      attempts: 12,
      lastAttemptAt: new Date(),
    });
  } finally {
    await database.close();
  }
}
