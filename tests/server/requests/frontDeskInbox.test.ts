import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffActions } from '../../../server/db/schema';
import { checkInApp } from '../checkIn/support';
import { GUEST } from '../booking/support';
import { confirmedStay, userByEmail } from './support';

// The front desk's inbox of guest requests (issue 12 -> 13): staff read what guests sent,
// newest first by status, and move each along; nobody else reads it.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

const contact = { first_name: 'Anna', last_name: 'Rossi', privacy: true, newsletter_consent: true };
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.13.0.${++address}` });

describe('the requests inbox', () => {
  it('is for administrators only: 403 for a guest, 401 for a visitor', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/requests'],
      ['POST', '/api/admin/requests/1/status'],
    ] as const) {
      const call = (client: typeof t.guest) =>
        method === 'GET'
          ? client.get(path, { 'x-locale': 'en' })
          : client.post(path, { status: 'done' }, { 'x-locale': 'en' });
      expect((await call(t.guest)).statusCode, path).toBe(403);
      expect((await call(t.visitor)).statusCode, path).toBe(401);
    }
  });

  it('shows staff what the guests sent, newest first, and moves a request along, recording who did it', async () => {
    const guest = await userByEmail(t.database.db, GUEST.email);
    const stay = await confirmedStay(t.database.db, guest.id, {
      from: '2027-06-07',
      to: '2027-06-10',
      total: 60000,
      deposit: 15000,
      cityTax: 900,
    });
    const number = `R-${String(stay.id).padStart(5, '0')}`;
    const refund = await t.guest.post(
      '/requests/refund',
      {
        ...contact,
        email: GUEST.email,
        reservation_number: number,
        amount: 12550,
        iban: 'it60 x054 2811 1010 0000 0123 456',
        bic: 'bpmoit22xxx',
        note: 'We cancelled\nin time.',
      },
      { 'x-locale': 'it', ...from() },
    );
    expect(refund.statusCode).toBe(200);
    const airport = await t.visitor.post(
      '/airport-transfer',
      { ...contact, email: 'anna@example.com', airport: 'TSF', people: 3, flight_number: 'FR 1234', return: false },
      { 'x-locale': 'de', ...from() },
    );
    expect(airport.statusCode).toBe(200);

    const inbox = await t.admin.get('/api/admin/requests?status=new', { 'x-locale': 'en' });
    expect(inbox.statusCode).toBe(200);
    const body = inbox.json();
    expect(body.counts).toEqual({ new: 2, in_progress: 0, done: 0 });
    expect(body.requests.map((r: { id: number }) => r.id)).toEqual([
      airport.json().request_id,
      refund.json().request_id,
    ]);
    expect(body.requests[1]).toMatchObject({
      status: 'new',
      guest: {
        first_name: 'Anna',
        last_name: 'Rossi',
        email: GUEST.email,
        locale: 'it',
        registered: true,
        newsletter: true,
      },
      reservation: { number, room_reservation_id: stay.id, product_reservation_id: null },
      note: 'We cancelled\nin time.',
      // The desk gets the bank details whole, as the guest gave them, normalised.
      details: { kind: 'refund', amount: 12550, iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
    });
    expect(body.requests[0]).toMatchObject({
      guest: { email: 'anna@example.com', locale: 'de', registered: false },
      reservation: null,
      details: {
        kind: 'airport_transfer',
        airport: 'TSF',
        people: 3,
        flight_number: 'FR 1234',
        return_trip: false,
        price_per_person: 4500,
        total: 13500,
      },
    });

    const id = refund.json().request_id;
    const moved = await t.admin.post(
      `/api/admin/requests/${id}/status`,
      { status: 'in_progress' },
      { 'x-locale': 'en' },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: 'in_progress' });
    const after = (await t.admin.get('/api/admin/requests?status=in_progress')).json();
    expect(after.counts).toEqual({ new: 1, in_progress: 1, done: 0 });
    expect(after.requests.map((r: { id: number }) => r.id)).toEqual([id]);
    // Without a status: all of them.
    expect((await t.admin.get('/api/admin/requests')).json().requests).toHaveLength(2);

    const [action] = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'request.status'));
    expect(action).toMatchObject({
      userEmail: 'admin@terme.example',
      subject: { request_id: id, status: 'in_progress' },
    });
  });

  it('refuses a status outside new, in progress, done, and a request that does not exist, in the screen language', async () => {
    const wrong = await t.admin.post('/api/admin/requests/1/status', { status: 'archived' }, { 'x-locale': 'it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ status: ['Questo valore non è valido.'] });
    const missing = await t.admin.post('/api/admin/requests/1/status', {}, { 'x-locale': 'de' });
    expect(missing.json().errors).toEqual({ status: ['Dieses Feld ist erforderlich.'] });
    const unknown = await t.admin.post('/api/admin/requests/987654/status', { status: 'done' }, { 'x-locale': 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Anfrage nicht gefunden.');
    const filter = await t.admin.get('/api/admin/requests?status=archived', { 'x-locale': 'en' });
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toEqual({ status: ['This value is not valid.'] });
  });
});
