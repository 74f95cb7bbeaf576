import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkIns, staffActions } from '../../../server/db/schema';
import { checkInApp, confirmedReservation, germanBooker, GUEST, userId, ADMIN } from './support';

// Issue 34: the front desk could not check a guest in (an administrator's POST answered 404),
// so a booker who never checked in online, or a guest refused online for a long name, never
// reached the police file. product.md §12.6.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

const desk = (id: number, body: Record<string, unknown>, client = t.admin) =>
  client.post(`/api/admin/room-reservations/${id}/check-ins`, body, { 'x-locale': 'en' });
const stayOn = (day: string, to: string, adults = 2) =>
  confirmedReservation(t.database.db, { email: GUEST.email, from: day, to, rooms: [{ adults }] });
const SIXTY = 'Wolfeschlegelsteinhausenbergerdorff-Schmidt von Hohenzollern';

describe('check-in at the desk', () => {
  it('checks in a booker who never did it online, with the identity seen in person, into the day file', async () => {
    const day = '2031-11-03';
    const stay = await stayOn(day, '2031-11-05', 1);
    const saved = await desk(stay.id, { ...germanBooker, identity_checked: true });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe('Thank you, Anna Müller is checked in.');

    const [row] = await t.database.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.roomReservationId, stay.id), eq(checkIns.position, 1)));
    const adminId = await userId(t.database.db, ADMIN.email);
    expect(row.checkedInBy).toBe(adminId);
    expect(row.identityCheckedBy).toBe(adminId);
    expect(row.identityCheckedAt).toBeInstanceOf(Date);

    const reservation = (await t.admin.get(`/api/admin/room-reservations/${stay.id}`)).json();
    expect(reservation.check_ins[0]).toMatchObject({ at_desk: true, identity_checked_by: ADMIN.email });
    // The guest reads their own check-in without the colleague's address.
    const own = (await t.guest.get(`/api/my/room-reservations/${stay.id}/check-ins/1`)).json();
    expect(own).toMatchObject({ at_desk: true, identity_checked_by: null });

    const report = (await t.admin.get(`/api/admin/police-report?date=${day}`)).json();
    expect(report.included.map((g: { name: string }) => g.name)).toEqual(['Anna Müller']);

    const [logged] = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'check_in.desk'));
    expect(logged.subject).toEqual({
      reservation_id: stay.id,
      position: 1,
      change: 'created',
      identity_checked: 'yes',
    });
  });

  it('keeps a 60-character surname that the online check-in refuses; the file cuts it to 50 and notes it', async () => {
    const day = '2031-11-10';
    const stay = await stayOn(day, '2031-11-12', 1);
    const long = { ...germanBooker, last_name: SIXTY };
    expect(SIXTY).toHaveLength(60);
    const online = await t.guest.post(`/my/room-reservations/${stay.id}/check-ins`, long);
    expect(online.statusCode).toBe(422);
    expect((await desk(stay.id, { ...long, identity_checked: true })).statusCode).toBe(201);

    const report = (await t.admin.get(`/api/admin/police-report?date=${day}`)).json();
    expect(report.included[0].notes).toEqual(['lastNameShortened']);
    const file = (await t.admin.get(`/api/admin/police-report/file?date=${day}`)).body;
    const line = file.split('\r\n')[0];
    expect(line).toHaveLength(168);
    expect(line.slice(14, 64)).toBe('WOLFESCHLEGELSTEINHAUSENBERGERDORFF-SCHMIDT VON HO');
  });

  it('corrects an online check-in: 200, the guest stays, the identity seen once stays recorded', async () => {
    const stay = await stayOn('2031-11-15', '2031-11-17', 2);
    expect((await t.guest.post(`/my/room-reservations/${stay.id}/check-ins`, germanBooker)).statusCode).toBe(201);
    const corrected = await desk(stay.id, { ...germanBooker, document_number: 'C01X00T48', identity_checked: true });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().message).toBe('Thank you, the check-in of Anna Müller is updated.');
    const again = await desk(stay.id, { ...germanBooker, document_number: 'C01X00T48', identity_checked: true });
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.roomReservationId, stay.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ documentNumber: 'C01X00T48', checkedInBy: null });
    expect(rows[0].identityCheckedAt).toBeInstanceOf(Date);
  });

  it('refuses bad input next to the field, in the desk language, and saves nothing', async () => {
    const stay = await stayOn('2031-11-20', '2031-11-22', 1);
    const refused = await t.admin.post(
      `/api/admin/room-reservations/${stay.id}/check-ins`,
      { ...germanBooker, sex: undefined, identity_checked: true },
      { 'x-locale': 'de' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sex).toEqual(['Bitte wähle M oder F.']);
    const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.roomReservationId, stay.id));
    expect(rows).toEqual([]);
  });

  it('is for staff: a guest gets 403, a visitor 401', async () => {
    const stay = await stayOn('2031-11-24', '2031-11-26', 1);
    expect((await desk(stay.id, germanBooker, t.guest)).statusCode).toBe(403);
    expect((await desk(stay.id, germanBooker, t.visitor)).statusCode).toBe(401);
  });
});
