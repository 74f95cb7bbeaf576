import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { ADMIN } from '../booking/support';
import { outboxMails, spaAppointments, staffActions } from '../../../server/db/schema';
import { day, DESK, guestStay, REVENUE, tinySpa } from './support';

// docs/product.md §16: the spa's treatments and schedule, from the desk.
describe('the spa’s schedule at the desk', () => {
  let t: TestApp;
  let desk: TestClient;
  let revenue: TestClient;
  const db = () => t.database.db;
  const signedIn = async (who: { email: string; password: string }) => {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(who.email, who.password);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    desk = await signedIn(DESK);
    revenue = await signedIn(REVENUE);
  });
  afterAll(() => t.close());

  const slotsOf = async (treatmentId: number, date: string, guests = 1) =>
    (await desk.get(`/api/spa/free-slots?treatment_id=${treatmentId}&from=${date}&to=${date}&guests=${guests}`))
      .json()
      .slots.map((s: { starts_at: string }) =>
        new Date(s.starts_at).toLocaleTimeString('en-GB', {
          timeZone: 'Europe/Rome',
          hour: '2-digit',
          minute: '2-digit',
        }),
      );

  it('offers a slot only where the therapist works and the cabin is open for the whole hour', async () => {
    const spa = await tinySpa(db(), 'hours');
    const stay = await guestStay(db(), 20, 3);
    // Work 09:00–11:00, cabin 09:00–12:00, 60 minutes: the last start is 10:00.
    expect(await slotsOf(spa.treatment.id, day(stay))).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
    expect(await slotsOf(spa.treatment.id, day(stay), 2)).toEqual([]);
  });

  it('books a treatment for a guest’s stay, shows it in the day, and never books the therapist twice', async () => {
    const spa = await tinySpa(db(), 'book');
    const stay = await guestStay(db(), 21, 3);
    const date = day(stay);
    const booked = await desk.post('/api/admin/spa/bookings', {
      reservation_id: stay.id,
      treatment_id: spa.treatment.id,
      date,
      time: '09:30',
    });
    expect(booked.statusCode).toBe(201);
    // 09:30–10:30 taken: no other hour fits in 09:00–11:00.
    expect(await slotsOf(spa.treatment.id, date)).toEqual([]);
    const again = await desk.post(
      '/api/admin/spa/bookings',
      { reservation_id: stay.id, treatment_id: spa.treatment.id, date, time: '10:00' },
      { 'x-locale': 'en' },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.time).toEqual([
      'No therapist and cabin are free for the whole treatment at this time: choose another one.',
    ]);
    const schedule = (await desk.get(`/api/admin/spa/day?date=${date}`)).json();
    const mine = schedule.appointments.filter((a: { id: number }) => a.id === booked.json().id);
    expect(mine).toEqual([expect.objectContaining({ therapist_id: spa.therapists[0].id, guest: expect.any(String) })]);
    const [line] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line.action).toBe('spa_booking.create');
  });

  it('refuses a day outside the stay, next to the date', async () => {
    const spa = await tinySpa(db(), 'outside');
    const stay = await guestStay(db(), 22, 2);
    const answer = await desk.post('/api/admin/spa/bookings', {
      reservation_id: stay.id,
      treatment_id: spa.treatment.id,
      date: day(stay, 5),
      time: '09:00',
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['date']);
  });

  it('moves a booking to a free time and mails the guest in the language of the reservation', async () => {
    const spa = await tinySpa(db(), 'move');
    const stay = await guestStay(db(), 23, 3, 'de');
    const booked = await desk.post('/api/admin/spa/bookings', {
      reservation_id: stay.id,
      treatment_id: spa.treatment.id,
      date: day(stay),
      time: '09:00',
    });
    const moved = await desk.send('PUT', `/api/admin/spa/bookings/${booked.json().id}`, {
      date: day(stay, 2),
      time: '10:00',
    });
    expect(moved.statusCode).toBe(200);
    const [mail] = await db().select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(1);
    expect(mail).toMatchObject({ kind: 'spa_treatment.moved', to: 'guest@terme.example' });
    expect(mail.subject).toBe('Deine Behandlung hat eine neue Uhrzeit');
    expect(mail.text).toContain('10:00');
    // The first day is free again.
    expect(await slotsOf(spa.treatment.id, day(stay))).toContain('09:00');
  });

  it('blocks a therapist’s hour, refused where a guest is booked', async () => {
    const spa = await tinySpa(db(), 'block');
    const stay = await guestStay(db(), 24, 3);
    const therapist_id = spa.therapists[0].id;
    await desk.post('/api/admin/spa/bookings', {
      reservation_id: stay.id,
      treatment_id: spa.treatment.id,
      date: day(stay),
      time: '09:00',
    });
    const over = await desk.post('/api/admin/spa/blocks', {
      therapist_id,
      date: day(stay),
      starts: '09:30',
      ends: '10:30',
    });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toEqual(['starts']);
    const ok = await desk.post('/api/admin/spa/blocks', {
      therapist_id,
      date: day(stay, 2),
      starts: '09:30',
      ends: '10:00',
    });
    expect(ok.statusCode).toBe(201);
    // 09:30–10:00 blocked: only a start at 10:00 leaves the whole hour free.
    expect(await slotsOf(spa.treatment.id, day(stay, 2))).toEqual(['10:00']);
    expect((await desk.send('DELETE', `/api/admin/spa/blocks/${ok.json().id}`)).statusCode).toBe(204);
    expect(await slotsOf(spa.treatment.id, day(stay, 2))).toHaveLength(5);
  });

  it('lets the revenue manager edit treatments and prices, not book; the desk the reverse', async () => {
    const spa = await tinySpa(db(), 'roles');
    const body = { ...spa.treatment, price_cents: 5500 };
    expect((await desk.send('PUT', `/api/admin/spa/treatments/${spa.treatment.id}`, body)).statusCode).toBe(403);
    const changed = await revenue.send('PUT', `/api/admin/spa/treatments/${spa.treatment.id}`, body);
    expect(changed.json().price_cents).toBe(5500);
    const stay = await guestStay(db(), 25, 2);
    const booking = { reservation_id: stay.id, treatment_id: spa.treatment.id, date: day(stay), time: '09:00' };
    expect((await revenue.post('/api/admin/spa/bookings', booking)).statusCode).toBe(403);
    const admin = await signedIn(ADMIN);
    const booked = await admin.post('/api/admin/spa/bookings', booking);
    const [row] = await db().select().from(spaAppointments).where(eq(spaAppointments.id, booked.json().id));
    expect(row.priceCents).toBe(5500);
  });

  it('refuses a bad treatment field by field, in the request’s language, saving nothing', async () => {
    const answer = await revenue.post(
      '/api/admin/spa/treatments',
      {
        names: { it: '', en: 'X', de: 'X' },
        descriptions: { it: '', en: '', de: '' },
        duration_minutes: 7,
        price_cents: -1,
        skill: 'mud',
        cabin_kind: 'mud',
      },
      { 'x-locale': 'it' },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toMatchObject({
      'names.it': ['Il nome è obbligatorio.'],
      duration_minutes: ['La durata va da 5 a 480 minuti, a passi di 5.'],
      price_cents: ['Inserisci un prezzo di 0 o più, in centesimi.'],
    });
  });
});
