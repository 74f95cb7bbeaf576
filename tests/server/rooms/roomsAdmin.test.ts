import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import type { RoomCategoryWire, RoomWire } from '../../../domain/roomsAdmin';
import { ratePlans, rateVariations, roomOutOfOrder, roomReservations } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import {
  bookableStay,
  CARDS,
  GUEST,
  occupyCategory,
  paymentMethod,
  ratesBody,
  type RatesEntry,
  type Stay,
} from '../booking/support';
import { withToken } from '../accessTokens/support';
import { freshIp } from '../accounts/support';

// docs/product.md §12.14: the revenue manager (and the administrator, and a channel manager's
// token with inventory:*) keeps the physical rooms and puts them out of order. A room out of order
// is never sold on those nights (the day it is back is a night sold again), a period is refused
// over nights reservations already have (listed: number, guest, dates), over another period of
// the room, with its days reversed or without a reason; a room with reservations ahead is not
// taken out of service; every change is in the staff actions log; the guest side follows at once.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

describe('rooms and out-of-order periods, as staff keep them', () => {
  let t: TestApp;
  let revenue: TestClient;
  let suites: RoomCategoryWire;

  beforeEach(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    suites = await category('suite');
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  async function category(slug: string) {
    const list = (await revenue.get('/api/admin/rooms')).json().categories as RoomCategoryWire[];
    return list.find((c) => c.slug === slug)!;
  }
  const outOfOrder = (room: RoomWire, starts_on: string, ends_on: string, locale = 'en', reason = 'Leak') =>
    revenue.post(`/api/admin/rooms/${room.id}/out-of-order`, { starts_on, ends_on, reason }, { 'x-locale': locale });
  /** Suites free for the stay, as a guest's search counts them. */
  async function suitesFree(stay: Stay) {
    const visitor = await new TestClient(t.app).start('/en/');
    const answer = await visitor.post('/api/available/rates', ratesBody(stay, [{ adults: 2 }]));
    expect(answer.statusCode).toBe(200);
    const entries = answer.json()[0] as RatesEntry[];
    return entries.find((e) => e.room_category.id === suites.id)?.room_category.available_rooms_count ?? 0;
  }
  const periods = () => t.database.db.select().from(roomOutOfOrder);

  it('lets the revenue manager, the administrator and an inventory token in; refuses the front desk (403) and visitors (401)', async () => {
    expect(suites.rooms.length).toBeGreaterThanOrEqual(2);
    const admin = await signedIn(ADMIN);
    expect((await admin.get('/api/admin/rooms')).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/rooms')).statusCode).toBe(403);
    const stay = await bookableStay(t.database.db, 2, 3);
    expect(
      (await desk.post(`/api/admin/rooms/${suites.rooms[0].id}/out-of-order`, { ...stay, reason: 'x' })).statusCode,
    ).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/admin/rooms')).statusCode).toBe(401);

    const token = async (scopes: string[]) =>
      (
        await revenue.post(
          '/oauth/personal-access-tokens',
          { name: `Channel ${scopes.join()}`, scopes },
          { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
        )
      ).json().accessToken as string;
    const reader = await token(['inventory:read']);
    expect((await withToken(t, reader, 'GET', '/api/admin/rooms')).statusCode).toBe(200);
    const period = { starts_on: stay.from, ends_on: stay.to, reason: 'Channel' };
    const url = `/api/admin/rooms/${suites.rooms[0].id}/out-of-order`;
    expect((await withToken(t, reader, 'POST', url, period)).statusCode).toBe(403);
    const writer = await token(['inventory:write']);
    expect((await withToken(t, writer, 'POST', url, period)).statusCode).toBe(201);
  });

  it('sells one suite fewer on the nights out of order, the same on the day it is back, and all again once removed', async () => {
    const stay = await bookableStay(t.database.db, 3, 5);
    const before = await suitesFree(stay);
    expect(before).toBe(suites.rooms.length);
    const room = suites.rooms[0];
    // Out of order for the stay's middle night only.
    const saved = await outOfOrder(room, addDays(stay.from, 1), addDays(stay.from, 2));
    expect(saved.statusCode).toBe(201);
    expect(await suitesFree(stay)).toBe(before - 1);
    expect(await suitesFree({ from: stay.from, to: addDays(stay.from, 1) })).toBe(before);
    expect(await suitesFree({ from: addDays(stay.from, 2), to: stay.to })).toBe(before);
    expect((await category('suite')).rooms.find((r) => r.id === room.id)!.out_of_order).toEqual([
      expect.objectContaining({ starts_on: addDays(stay.from, 1), ends_on: addDays(stay.from, 2), reason: 'Leak' }),
    ]);
    expect((await revenue.send('DELETE', `/api/admin/rooms/out-of-order/${saved.json().id}`)).statusCode).toBe(204);
    expect(await suitesFree(stay)).toBe(before);
  });

  it('counts tonight’s rooms in service without the ones out of order tonight', async () => {
    const today = hotelToday();
    const room = suites.rooms[1];
    expect((await outOfOrder(room, today, addDays(today, 1))).statusCode).toBe(201);
    expect((await category('suite')).in_service_tonight).toBe(suites.in_service_tonight - 1);
  });

  it('never holds the last suite for a guest when it is out of order on a night of the stay: 409, nothing held', async () => {
    const { db } = t.database;
    const stay = await bookableStay(db, 2, 9);
    const occupied = await occupyCategory(db, 'suite', stay, 1);
    expect(occupied.freeRooms).toBe(1);
    const last = (await category('suite')).rooms.at(-1)!;
    expect((await outOfOrder(last, stay.from, addDays(stay.from, 1))).statusCode).toBe(201);
    expect(await suitesFree(stay)).toBe(0);

    const guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const [variation] = await db
      .select({ id: rateVariations.id })
      .from(rateVariations)
      .innerJoin(ratePlans, eq(ratePlans.id, rateVariations.ratePlanId))
      .where(and(eq(ratePlans.slug, 'flexible'), eq(rateVariations.board, 'bed_and_breakfast')));
    const answer = await guest.post(
      '/my/room-reservations',
      {
        from_date: stay.from,
        to_date: stay.to,
        rooms: [
          {
            room_category_id: suites.id,
            rate_variation_id: variation.id,
            adults: 2,
            children: 0,
            children_ages: [],
          },
        ],
        cancellation_policy_consent: true,
        city_tax_policy_consent: true,
        payment_method_id: await paymentMethod(guest, CARDS.ok),
      },
      { 'x-locale': 'en' },
    );
    expect(answer.statusCode).toBe(409);
    const held = await db.select().from(roomReservations).where(eq(roomReservations.fromDate, stay.from));
    expect(held.map((r) => r.id)).toEqual([occupied.reservation.id]);
  });

  it('refuses a period over nights a reservation has, listing it (number, guest, dates) in the staff member’s language; nothing saved', async () => {
    const { db } = t.database;
    const stay = await bookableStay(db, 2, 13);
    const occupied = await occupyCategory(db, 'suite', stay, suites.rooms.length - 1);
    // occupyCategory takes the category's first rooms: its first room has the stay's nights.
    const taken = suites.rooms.find((r) => r.id === Math.min(...suites.rooms.map((x) => x.id)))!;
    const refused = await outOfOrder(taken, addDays(stay.from, 1), addDays(stay.to, 5), 'it');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.starts_on).toEqual([
      'Ci sono prenotazioni in questa camera in queste notti: spostale in un’altra camera o annullale prima.',
    ]);
    const number = `R-${String(occupied.reservation.id).padStart(5, '0')}`;
    expect(refused.json().reservations).toEqual([
      {
        reservation_id: occupied.reservation.id,
        reservation_number: number,
        guest: expect.any(String),
        from_date: stay.from,
        to_date: stay.to,
      },
    ]);
    expect(await periods()).toEqual([]);
    // From the departure day on, the room is free: the period is saved.
    expect((await outOfOrder(taken, stay.to, addDays(stay.to, 5))).statusCode).toBe(201);
  });

  it('refuses a period over a hold still running, and lets an expired hold go instead of refusing', async () => {
    const { db } = t.database;
    const stay = await bookableStay(db, 2, 17);
    const room = suites.rooms.find((r) => r.id === Math.min(...suites.rooms.map((x) => x.id)))!;
    const running = await occupyCategory(db, 'suite', stay, suites.rooms.length - 1, new Date(Date.now() + 600_000));
    const refused = await outOfOrder(room, stay.from, stay.to);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reservations.map((r: { reservation_id: number }) => r.reservation_id)).toEqual([
      running.reservation.id,
    ]);
    await db
      .update(roomReservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(roomReservations.id, running.reservation.id));
    expect((await outOfOrder(room, stay.from, stay.to)).statusCode).toBe(201);
    const [released] = await db.select().from(roomReservations).where(eq(roomReservations.id, running.reservation.id));
    expect(released.status).toBe('released');
  });

  it('refuses reversed days next to the end, an overlapping period next to the start, a missing reason', async () => {
    const stay = await bookableStay(t.database.db, 4, 21);
    const room = suites.rooms[0];
    const reversed = await outOfOrder(room, stay.to, stay.from, 'de');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.ends_on).toEqual([
      'Das Zimmer ist erst nach der ersten Nacht außer Betrieb wieder in Betrieb.',
    ]);
    const sameDay = await outOfOrder(room, stay.from, stay.from);
    expect(sameDay.json().errors.ends_on).toEqual(['The room is back in service after its first night out of order.']);
    expect((await outOfOrder(room, stay.from, addDays(stay.from, 2))).statusCode).toBe(201);
    const overlapping = await outOfOrder(room, addDays(stay.from, 1), stay.to);
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors.starts_on[0]).toMatch(/^The room is already out of order from /);
    // Back in service on the end day: a period from that day shares no night.
    expect((await outOfOrder(room, addDays(stay.from, 2), stay.to)).statusCode).toBe(201);
    const noReason = await revenue.post(
      `/api/admin/rooms/${room.id}/out-of-order`,
      {
        starts_on: addDays(stay.to, 10),
        ends_on: addDays(stay.to, 11),
        reason: ' ',
      },
      { 'x-locale': 'en' },
    );
    expect(noReason.json().errors.reason).toEqual(['Say why the room is out of order.']);
    expect(await periods()).toHaveLength(2);
  });

  it('adds a room that is sold at once, refuses a number used twice, and keeps a room with reservations ahead in service', async () => {
    const { db } = t.database;
    const stay = await bookableStay(db, 2, 25);
    const before = await suitesFree(stay);
    const added = await revenue.post('/api/admin/rooms', { number: '999', room_category_id: suites.id });
    expect(added.statusCode).toBe(201);
    expect(await suitesFree(stay)).toBe(before + 1);
    const twice = await revenue.post(
      '/api/admin/rooms',
      { number: suites.rooms[0].number, room_category_id: suites.id },
      { 'x-locale': 'it' },
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.number).toEqual(['Un’altra camera ha già questo numero.']);

    const occupied = await occupyCategory(db, 'suite', stay, 0);
    expect(occupied.freeRooms).toBe(0);
    const room = added.json() as RoomWire;
    const out = await revenue.send('PUT', `/api/admin/rooms/${room.id}`, {
      number: room.number,
      room_category_id: suites.id,
      in_service: false,
    });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors.in_service).toBeDefined();
    expect(out.json().reservations.map((r: { reservation_id: number }) => r.reservation_id)).toEqual([
      occupied.reservation.id,
    ]);
    // A room without nights ahead goes out of service.
    const spare = (await revenue.post('/api/admin/rooms', { number: '998', room_category_id: suites.id })).json();
    const outOfService = await revenue.send('PUT', `/api/admin/rooms/${spare.id}`, {
      number: '998',
      room_category_id: suites.id,
      in_service: false,
    });
    expect(outOfService.statusCode).toBe(200);
    expect(outOfService.json().in_service).toBe(false);
  });

  it('writes every change in the staff actions log with before and after', async () => {
    const stay = await bookableStay(t.database.db, 2, 29);
    const room = suites.rooms[0];
    const saved = (await outOfOrder(room, stay.from, stay.to, 'en', 'Painting')).json();
    await revenue.send('DELETE', `/api/admin/rooms/out-of-order/${saved.id}`);
    const admin = await signedIn(ADMIN);
    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    const added = log.find((l) => l.action === 'room.out_of_order.add')!;
    expect(added.user_email).toBe(REVENUE.email);
    expect(added.subject.room).toBe(room.number);
    expect(JSON.parse(added.subject.after)).toMatchObject({
      starts_on: stay.from,
      ends_on: stay.to,
      reason: 'Painting',
    });
    const removed = log.find((l) => l.action === 'room.out_of_order.remove')!;
    expect(JSON.parse(removed.subject.before)).toMatchObject({ starts_on: stay.from, reason: 'Painting' });
    expect(removed.subject.after).toBe('');
  });
});
