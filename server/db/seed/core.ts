import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { pages, roomCategories, rooms, seasons, users, closedDates } from '../schema';
import { hashPassword } from '../../modules/accounts/passwords';
import { addClosedDay, createSeason } from '../../modules/seasonsAdmin/service';
import { createRoom } from '../../modules/roomsAdmin/service';
import { roomSchema } from '../../../domain/validation';
import { hotelSeasons } from './seasons';
import { accessibilityPages, privacyPages } from './pages';
import { demoRoomCategories } from './rooms';
import { clockNow } from '../../../domain/clock';
import type { StaffRole } from '../../../domain/staffRoles';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export const DEMO_GUEST = {
  email: 'guest@terme.example',
  password: 'terme-guest-2026',
  firstName: 'Giulia',
  lastName: 'Rossi',
};
export const DEMO_ADMIN = {
  email: 'admin@terme.example',
  password: 'terme-admin-2026',
  firstName: 'Marco',
  lastName: 'Bianchi',
};
export const DEMO_REVENUE_MANAGER = {
  email: 'revenue@terme.example',
  password: 'terme-revenue-2026',
  firstName: 'Elena',
  lastName: 'Conti',
};
export const DEMO_FRONT_DESK = {
  email: 'desk@terme.example',
  password: 'terme-desk-2026',
  firstName: 'Luca',
  lastName: 'Ferrari',
};

/** The demo accounts the start prints. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'guest', email: DEMO_GUEST.email, password: DEMO_GUEST.password },
  { role: 'administrator', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  { role: 'revenue manager', email: DEMO_REVENUE_MANAGER.email, password: DEMO_REVENUE_MANAGER.password },
  { role: 'front desk', email: DEMO_FRONT_DESK.email, password: DEMO_FRONT_DESK.password },
];

/** The rows every journey needs: seasons, rooms, static pages and the demo accounts (a guest and one of each staff role). */
export async function seedCore(db: Db, today = clockNow()): Promise<void> {
  const [{ count: seasonCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(seasons);
  // Through the staff's own service (docs/product.md §12.9), so the demo obeys the rules staff do.
  if (seasonCount === 0)
    for (const { startsOn, endsOn } of hotelSeasons(today))
      await createSeason(
        db,
        null,
        { starts_on: startsOn, ends_on: endsOn, bookable_from: null, bookable_to: null },
        'en',
      );
  const [maintenance] = await db.select().from(closedDates).where(eq(closedDates.date, '2021-11-15'));
  if (!maintenance) await addClosedDay(db, null, { date: '2021-11-15', reason: 'Annual maintenance' }, 'en');

  const present = new Set((await db.select({ number: rooms.number }).from(rooms)).map((r) => r.number));
  for (const [index, category] of demoRoomCategories.entries()) {
    const { roomNumbers, ...row } = category;
    // Staff change a category but do not add one (§12.18): no service makes one, so it is inserted.
    const [saved] = await db
      .insert(roomCategories)
      .values({ ...row, maxChildren: Math.max(row.maxAdults - 1, 0), sortOrder: index })
      .onConflictDoUpdate({ target: roomCategories.slug, set: { slug: row.slug } })
      .returning({ id: roomCategories.id });
    // The rooms as staff add them (§12.14), number checked; a room already there is left as staff keep it.
    for (const number of roomNumbers.filter((n) => !present.has(n)))
      await createRoom(db, null, roomSchema('en').validateSync({ number, room_category_id: saved.id }), 'en');
  }

  // The legal pages exist from the start; staff edit them (§12.5) but no service adds one.
  await db
    .insert(pages)
    .values([...privacyPages, ...accessibilityPages])
    .onConflictDoNothing();

  // Accounts: staff add a colleague with no usable password and a mail to choose one (§12.0), guests register
  // themselves; the demo's accounts have known passwords, so they are inserted.
  // scrypt at full cost takes a noticeable part of a second: hash only for an account not there yet.
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(users.email, [DEMO_GUEST.email, DEMO_ADMIN.email, DEMO_REVENUE_MANAGER.email, DEMO_FRONT_DESK.email]),
        )
    ).map((u) => u.email),
  );
  const accounts: [typeof DEMO_GUEST, StaffRole | null][] = [
    [DEMO_GUEST, null],
    [DEMO_ADMIN, 'administrator'],
    [DEMO_REVENUE_MANAGER, 'revenue_manager'],
    [DEMO_FRONT_DESK, 'front_desk'],
  ];
  for (const [account, role] of accounts) {
    if (existing.has(account.email)) continue;
    await db
      .insert(users)
      .values({
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role,
        locale: 'it',
        privacyConsentAt: new Date(),
        bonusTermeCredit: role ? 0 : 20000,
        discountPercent: role ? 0 : 10,
      })
      .onConflictDoNothing({ target: users.email });
  }
}
