import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roomReservations, staffActions, users } from '../../../server/db/schema';
import { checkInApp, confirmedReservation, GUEST } from '../checkIn/support';

// Issue 34: the tourist-tax ledger and the month's report for the Comune, checked against stays
// written here by hand (product.md §12.7). The rate is 1.50 € a person a night, as the stays were
// booked; the tax is paid at departure, so a stay belongs to the month it departs in.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
const ids: Record<string, number> = {};

async function stay(name: string, from: string, to: string, adults: number, children = 0) {
  const reservation = await confirmedReservation(t.database.db, {
    email: GUEST.email,
    from,
    to,
    rooms: [{ adults, children }],
  });
  const nights = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  await t.database.db
    .update(roomReservations)
    .set({ cityTax: 150 * (adults + children) * nights })
    .where(eq(roomReservations.id, reservation.id));
  ids[name] = reservation.id;
}
const record = (name: string, body: Record<string, unknown>, locale = 'en') =>
  t.admin.post(`/api/admin/room-reservations/${ids[name]}/tourist-tax`, body, { 'x-locale': locale });

beforeAll(async () => {
  t = await checkInApp();
  await stay('A', '2031-12-01', '2031-12-04', 2); // 6 guest nights, 9.00 €, paid in cash
  await stay('B', '2031-12-10', '2031-12-15', 1, 1); // the child is a resident: 7.50 € by card
  await stay('C', '2031-12-28', '2032-01-02', 1); // departs in January: not December's
  await stay('D', '2031-11-29', '2031-12-02', 1); // departs in December, not recorded: 4.50 €
  await stay('E', '2031-12-20', '2031-12-22', 2); // not paid: 6.00 €
});
afterAll(() => t.close());

describe('the tourist-tax ledger', () => {
  it('records at departure: cash, card with an exemption, not paid', async () => {
    const a = await record('A', { status: 'collected', method: 'cash', exemptions: [] });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      due_cents: 900,
      record: { status: 'collected', method: 'cash', collected_cents: 900 },
    });
    const b = await record('B', {
      status: 'collected',
      method: 'card',
      exemptions: [{ position: 2, reason: 'resident' }],
    });
    expect(b.json()).toMatchObject({ due_cents: 750, record: { method: 'card', collected_cents: 750 } });
    expect(b.json().tax.exemptNights).toEqual({ resident: 5 });
    expect((await record('E', { status: 'not_paid', exemptions: [] })).json()).toMatchObject({
      due_cents: 600,
      record: { status: 'not_paid', method: null, collected_cents: 0 },
    });
  });

  it('adds December up from the stays that depart in it', async () => {
    const ledger = (await t.admin.get('/api/admin/tourist-tax?month=2031-12')).json();
    expect(ledger.stays.map((s: { reservation_id: number }) => s.reservation_id)).toEqual([ids.D, ids.A, ids.B, ids.E]);
    expect(ledger.totals).toEqual({
      stays: 4,
      guest_nights: 6 + 10 + 3 + 4,
      taxed_nights: 6 + 5 + 3 + 4,
      exempt_nights: { resident: 5 },
      due_cents: 900 + 750 + 450 + 600,
      collected_cash_cents: 900,
      collected_card_cents: 750,
      not_paid_cents: 600,
      not_recorded_cents: 450,
    });
  });

  it('writes the month as CSV for the Comune, a formula-looking name escaped, and as a PDF', async () => {
    // A booker whose name a spreadsheet would run as a formula.
    await t.database.db.update(users).set({ firstName: '=1+1' }).where(eq(users.email, GUEST.email));
    const csv = await t.admin.get('/api/admin/tourist-tax/report.csv?month=2031-12', { 'x-locale': 'it' });
    await t.database.db.update(users).set({ firstName: 'Giulia' }).where(eq(users.email, GUEST.email));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="tourist-tax-2031-12.csv"');
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[0]).toMatch(/^Prenotazione,Intestatario,Arrivo,Partenza,Ospiti,Pernottamenti,Pernottamenti tassati,/);
    expect(lines[2]).toMatch(
      new RegExp(`^R-\\d{5},'=1\\+1 [^,]*,2031-12-01,2031-12-04,2,6,6,0,0,0,0,0,0,9\\.00,9\\.00,contanti$`),
    );
    expect(lines.at(-1)).toBe('Totale,,,,7,23,18,0,5,0,0,0,0,27.00,16.50,');

    const pdf = await t.admin.get('/api/admin/tourist-tax/report.pdf?month=2031-12');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const year = await t.admin.get('/api/admin/tourist-tax/year.csv?year=2031', { 'x-locale': 'en' });
    const rows = year.body.trim().split('\n');
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[12]).toBe('2031-12,4,23,18,0,5,0,0,0,0,27.00,9.00,7.50,6.00,4.50');
    expect(rows[13]).toBe('Total,4,23,18,0,5,0,0,0,0,27.00,9.00,7.50,6.00,4.50');

    const logged = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'tourist_tax.report'));
    expect(logged.map((row) => row.subject)).toEqual([
      { month: '2031-12', format: 'csv' },
      { month: '2031-12', format: 'pdf' },
      { year: 2031, format: 'csv' },
    ]);
  });

  it('refuses a collection without its method and an exemption of a guest the stay has not', async () => {
    const noMethod = await record('D', { status: 'collected', exemptions: [] }, 'de');
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors.method).toEqual(['Dieser Wert ist ungültig.']);
    const stranger = await record('D', {
      status: 'collected',
      method: 'cash',
      exemptions: [{ position: 3, reason: 'other' }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors['exemptions[0].position']).toEqual(['This reservation has no such guest.']);
    const ledger = (await t.admin.get('/api/admin/tourist-tax?month=2031-12')).json();
    expect(ledger.totals.not_recorded_cents).toBe(450);
  });

  it('is for staff: a guest gets 403', async () => {
    expect((await t.guest.get('/api/admin/tourist-tax?month=2031-12')).statusCode).toBe(403);
    expect(
      (await t.guest.post(`/api/admin/room-reservations/${ids.A}/tourist-tax`, { status: 'not_paid' })).statusCode,
    ).toBe(403);
  });
});
