import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { rooms, seasons } from '../../../server/db/schema';
import { checkInApp, confirmedReservation, germanBooker, GUEST, italianBooker, GERMANY } from '../checkIn/support';

// Issue 34: ISTAT's monthly movement and the ROSS 1000 file add up to stays written here by hand
// (product.md §12.8). June 2031: one family arrived in May and leaves on 2 June, one German guest
// stays 10-12 June, one guest arrives on 29 June without checking in.

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
const ids: Record<string, number> = {};
const checkIn = (id: number, body: Record<string, unknown>) =>
  t.guest.post(`/my/room-reservations/${id}/check-ins`, body);

beforeAll(async () => {
  t = await checkInApp();
  const db = t.database.db;
  await db.insert(seasons).values({ startsOn: '2031-03-01', endsOn: '2031-11-07' });
  const stay = async (name: string, from: string, to: string, adults: number) => {
    ids[name] = (await confirmedReservation(db, { email: GUEST.email, from, to, rooms: [{ adults }] })).id;
  };
  await stay('family', '2031-05-30', '2031-06-02', 2);
  await stay('german', '2031-06-10', '2031-06-12', 1);
  await stay('late', '2031-06-29', '2031-07-03', 1);
  // Check-in stays open until departure: on the hotel's today these stays are in the future.
  expect((await checkIn(ids.family, italianBooker)).statusCode).toBe(201);
  expect((await checkIn(ids.family, { ...germanBooker, position: 2, first_name: 'Lena' })).statusCode).toBe(201);
  expect((await checkIn(ids.german, germanBooker)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the ISTAT monthly movement', () => {
  it('counts arrivals, departures and nights by residence, and the guests without check-in', async () => {
    const movement = (await t.admin.get('/api/admin/istat?month=2031-06')).json();
    expect(movement.totals).toEqual({ arrivals: 2, departures: 3, nights: 6, undeclaredGuests: 1 });
    expect(movement.byResidence).toEqual([
      { residence: '100000216', arrivals: 1, nights: 1 + 2 },
      { residence: 'IT-PD', arrivals: 0, nights: 1 },
      { residence: 'unknown', arrivals: 1, nights: 2 },
    ]);
    const activeRooms = (await t.database.db.select().from(rooms).where(eq(rooms.active, true))).length;
    const june2 = movement.days.find((d: { date: string }) => d.date === '2031-06-02');
    expect(june2).toMatchObject({ open: true, roomsAvailable: activeRooms });
    expect(june2.rows).toEqual([
      { residence: '100000216', arrivals: 0, departures: 1, present: 0 },
      { residence: 'IT-PD', arrivals: 0, departures: 1, present: 0 },
    ]);
    expect(movement.days).toHaveLength(30);
  });

  it('writes the C/59 structure as CSV, whose month lines add up to the stays', async () => {
    const csv = await t.admin.get('/api/admin/istat/report.csv?month=2031-06', { 'x-locale': 'en' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="istat-2031-06.csv"');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Day,Open,Rooms occupied,Rooms available,Beds available,Residence,Arrivals,Departures,Present',
    );
    expect(lines.slice(-5)).toEqual([
      'Residence,Arrivals,Nights',
      '100000216,1,3',
      'IT PD,0,1',
      'not checked in,1,2',
      'Total,2,6',
    ]);
    const pdf = await t.admin.get('/api/admin/istat/report.pdf?month=2031-06');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the ROSS 1000 file: a movement a day, arrivals and departures of the guests checked in', async () => {
    const response = await t.admin.get('/api/admin/istat/ross1000.xml?month=2031-06');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = new JSDOM(response.body, { contentType: 'text/xml' }).window.document;
    const movements = [...doc.querySelectorAll('movimenti > movimento')];
    expect(movements).toHaveLength(30);
    expect(movements[0].querySelector('data')!.textContent).toBe('20310601');
    expect(movements[0].querySelector('struttura > apertura')!.textContent).toBe('SI');
    const day = (date: string) => movements.find((m) => m.querySelector('data')!.textContent === date)!;
    const arrival = day('20310610').querySelector('arrivi > arrivo')!;
    const field = (name: string) => arrival.querySelector(name)!.textContent;
    expect([
      field('idswh'),
      field('tipoalloggiato'),
      field('sesso'),
      field('cittadinanza'),
      field('statoresidenza'),
      field('datanascita'),
    ]).toEqual([`${ids.german}-1`, '16', '2', String(GERMANY), String(GERMANY), '19800302']);
    const leaving = [...day('20310602').querySelectorAll('partenze > partenza')].map((p) => [
      p.querySelector('idswh')!.textContent,
      p.querySelector('tipoalloggiato')!.textContent,
      p.querySelector('arrivo')!.textContent,
    ]);
    expect(leaving).toEqual([
      [`${ids.family}-1`, '17', '20310530'],
      [`${ids.family}-2`, '19', '20310530'],
    ]);
    // The guest who never checked in cannot be sent: staff see them counted apart.
    expect(day('20310629').querySelector('arrivi')).toBeNull();
  });

  it('is for staff', async () => {
    expect((await t.guest.get('/api/admin/istat?month=2031-06')).statusCode).toBe(403);
    expect((await t.admin.get('/api/admin/istat?month=2031-13')).statusCode).toBe(422);
  });
});
