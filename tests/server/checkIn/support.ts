import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  rateVariations,
  reservedRooms,
  roomCategories,
  roomReservations,
  rooms,
  users,
} from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { hashPassword } from '../../../server/modules/accounts/passwords';

export const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };
export const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
export const ITALY = 100000100;
export const GERMANY = 100000216;
export const FRANCE = 100000215;
export const ABANO_TERME = 405028001;
export const PADOVA = 405028060;

export async function userId(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user.id;
}

/**
 * A confirmed room reservation written straight into the tables (check-in does not care how it
 * was paid): `rooms` gives adults and children per room. Amounts in cents.
 */
export async function confirmedReservation(
  db: Db,
  opts: {
    email: string;
    from: string;
    to: string;
    rooms: { adults: number; children?: number }[];
    total?: number;
    deposit?: number;
    status?: 'confirmed' | 'pending';
  },
) {
  const now = new Date();
  const [reservation] = await db
    .insert(roomReservations)
    .values({
      userId: await userId(db, opts.email),
      status: opts.status ?? 'confirmed',
      fromDate: opts.from,
      toDate: opts.to,
      locale: 'en',
      subtotal: opts.total ?? 60000,
      total: opts.total ?? 60000,
      deposit: opts.deposit ?? 15000,
      cityTax: 0,
      holdExpiresAt: now,
      cancellationPolicyConsentAt: now,
      cityTaxPolicyConsentAt: now,
    })
    .returning();
  const [category] = await db.select().from(roomCategories).where(eq(roomCategories.slug, 'suite'));
  const roomList = await db.select().from(rooms).where(eq(rooms.roomCategoryId, category.id));
  const [variation] = await db.select().from(rateVariations).limit(1);
  const name = { en: 'Flexible', it: 'Flessibile', de: 'Flexibel' };
  for (const [position, room] of opts.rooms.entries()) {
    await db.insert(reservedRooms).values({
      reservationId: reservation.id,
      position,
      roomCategoryId: category.id,
      roomId: roomList[position].id,
      rateVariationId: variation.id,
      adults: room.adults,
      children: room.children ?? 0,
      childrenAges: Array.from({ length: room.children ?? 0 }, () => 8),
      rateName: name,
      boardName: name,
      total: 0,
      adultTotal: 0,
      childrenTotal: 0,
    });
  }
  return reservation;
}

export const STRANGER = { email: 'stranger@example.com', password: 'stranger-password-1' };

/** A test app and signed-in clients: the demo guest, the administrator, and another guest. */
export async function checkInApp(): Promise<
  TestApp & { guest: TestClient; admin: TestClient; stranger: TestClient; visitor: TestClient }
> {
  const testApp = await createTestApp();
  await testApp.database.db.insert(users).values({
    firstName: 'Otto',
    lastName: 'Fremd',
    email: STRANGER.email,
    passwordHash: await hashPassword(STRANGER.password),
    privacyConsentAt: new Date(),
  });
  const signedIn = async (account: { email: string; password: string }) => {
    const client = await new TestClient(testApp.app).start();
    await client.login(account.email, account.password);
    return client;
  };
  return Object.assign(testApp, {
    guest: await signedIn(GUEST),
    admin: await signedIn(ADMIN),
    stranger: await signedIn(STRANGER),
    visitor: await new TestClient(testApp.app).start(),
  });
}

/** A complete German booker (passport); spread and change what a test needs. */
export const germanBooker = {
  position: 1,
  first_name: 'Anna',
  last_name: 'Müller',
  sex: 'F',
  date_of_birth: '1980-03-02',
  nationality_id: GERMANY,
  birth_country_id: GERMANY,
  country_id: GERMANY,
  document_type: 'PASOR',
  document_number: 'C01X00T47',
  document_expiry_date: '2035-01-31',
  document_issuing_country_id: GERMANY,
  privacy_consent: true,
  data_consent: true,
};

/** A complete Italian booker born in Abano Terme (PD), identity card issued there. */
export const italianBooker = {
  ...germanBooker,
  first_name: 'Giulia',
  last_name: "D'Angelo",
  nationality_id: ITALY,
  birth_country_id: ITALY,
  birth_province_id: 'PD',
  birth_borough_id: ABANO_TERME,
  country_id: ITALY,
  province_id: 'PD',
  document_type: 'IDELE',
  document_number: 'CA12345AB',
  document_issuing_country_id: ITALY,
  document_issuing_borough_id: ABANO_TERME,
};
