import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { ADMIN, GUEST } from '../booking/support';
import {
  roomReservations,
  spaAppointments,
  spaCabins,
  spaTreatments,
  ssnCures,
  staffActions,
} from '../../../server/db/schema';
import { addDays, hotelInstant, hotelToday } from '../../../domain/dates';
import type { CureSettingsWire } from '../../../domain/ssnCure/wire';
import type { DeskCuresWire } from '../../../domain/ssnCure/deskWire';
import { DESK, guestStay, REVENUE, tinySpa } from '../spaSchedule/support';

// docs/product.md §16.11: the desk reads the cures' settings and the cures booked; only the revenue
// manager (and the administrator) saves the settings, checked on the server, logged before and after.
describe('SSN cures for staff: the settings and the cures booked', () => {
  let t: TestApp;
  let desk: TestClient;
  let revenue: TestClient;
  let admin: TestClient;
  let guest: TestClient;
  const db = () => t.database.db;
  const signedIn = async (who: { email: string; password: string }) => {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(who.email, who.password);
    return client;
  };
  const read = async () => (await revenue.get('/api/admin/ssn-cure')).json() as CureSettingsWire;
  const form = (s: CureSettingsWire) => ({
    ticket_cents: s.ticket_cents,
    exempt_cents: s.exempt_cents,
    visit_treatment_id: s.visit_treatment_id,
    cycle_treatments: s.cycle_treatments,
    version: s.version,
  });
  const put = (client: TestClient, body: unknown, locale = 'en') =>
    client.send('PUT', '/api/admin/ssn-cure', body, { 'x-locale': locale });

  beforeAll(async () => {
    t = await createTestApp();
    desk = await signedIn(DESK);
    revenue = await signedIn(REVENUE);
    admin = await signedIn(ADMIN);
    guest = await signedIn(GUEST);
  });
  afterAll(() => t.close());

  it('lets the desk and the revenue manager read the settings, and no guest', async () => {
    const seen = (await desk.get('/api/admin/ssn-cure')).json() as CureSettingsWire;
    // The demo seed: the national ticket of 55 €, nothing for an exempt guest, every cycle offered.
    expect(seen).toMatchObject({ ticket_cents: 5500, exempt_cents: 0 });
    expect(seen.visit_treatment_id).not.toBeNull();
    expect(Object.values(seen.cycle_treatments).every((id) => id !== null)).toBe(true);
    expect(await read()).toEqual(seen);
    expect((await guest.get('/api/admin/ssn-cure')).statusCode).toBe(403);
    expect((await guest.get('/api/admin/ssn-cure/cures')).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start('/en/');
    expect((await visitor.get('/api/admin/ssn-cure')).statusCode).toBe(401);
  });

  it('refuses a save to the desk and to a guest, and saves nothing', async () => {
    const before = await read();
    for (const client of [desk, guest]) {
      expect((await put(client, { ...form(before), ticket_cents: 100 })).statusCode).toBe(403);
    }
    expect(await read()).toEqual(before);
  });

  it('saves the revenue manager’s settings over the version read, with a line before and after in the log', async () => {
    const before = await read();
    const saved = await put(revenue, { ...form(before), ticket_cents: 4650, exempt_cents: 1000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ticket_cents: 4650, exempt_cents: 1000, version: before.version + 1 });
    expect(await read()).toEqual(saved.json());
    const [line] = await db().select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line).toMatchObject({ action: 'ssn_cure_settings.save', userEmail: REVENUE.email });
    const subject = line.subject as { before: string; after: string };
    expect(JSON.parse(subject.before)).toMatchObject({ ticket_cents: before.ticket_cents });
    expect(JSON.parse(subject.after)).toMatchObject({ ticket_cents: 4650, exempt_cents: 1000 });
  });

  it('answers 409 to a save over a version someone saved since, and keeps theirs', async () => {
    const stale = await read();
    expect((await put(admin, { ...form(stale), ticket_cents: 5000 })).statusCode).toBe(200);
    const late = await put(revenue, { ...form(stale), ticket_cents: 6000 }, 'it');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Nel frattempo qualcuno ha salvato le impostazioni delle cure: ricaricale e rifai la modifica.',
    );
    expect((await read()).ticket_cents).toBe(5000);
  });

  it('puts an amount out of 0 to 1,000 € next to its field, in Italian and in German', async () => {
    const now = await read();
    const it_ = await put(revenue, { ...form(now), ticket_cents: 100_001, exempt_cents: -1 }, 'it');
    expect(it_.statusCode).toBe(422);
    expect(it_.json().errors).toEqual({
      ticket_cents: ['Inserisci un importo da 0 a 1.000 €.'],
      exempt_cents: ['Inserisci un importo da 0 a 1.000 €.'],
    });
    const de = await put(revenue, { ...form(now), ticket_cents: 12.5 }, 'de');
    expect(de.json().errors).toEqual({ ticket_cents: ['Gib einen Betrag von 0 bis 1.000 € ein.'] });
    // The bounds themselves are amounts a hotel may set.
    expect((await put(revenue, { ...form(now), ticket_cents: 100_000, exempt_cents: 0 })).statusCode).toBe(200);
  });

  it('puts a treatment that is not an active one of the catalogue next to its field', async () => {
    const now = await read();
    const [retired] = await db()
      .insert(spaTreatments)
      .values({
        names: { it: 'Vecchio', en: 'Old', de: 'Alt' },
        descriptions: { it: '', en: '', de: '' },
        durationMinutes: 30,
        priceCents: 0,
        skill: 'old',
        cabinKind: 'old',
        active: false,
      })
      .returning();
    const body = { ...form(now), cycle_treatments: { ...now.cycle_treatments, mud: retired.id, bath: 999_999 } };
    const de = await put(revenue, body, 'de');
    expect(de.statusCode).toBe(422);
    const german = 'Wähle eine der aktiven Behandlungen des Spa.';
    expect(de.json().errors).toEqual({ 'cycle_treatments.mud': [german], 'cycle_treatments.bath': [german] });
    const it_ = await put(revenue, { ...form(now), visit_treatment_id: retired.id }, 'it');
    expect(it_.json().errors).toEqual({ visit_treatment_id: ['Scegli uno dei trattamenti attivi della spa.'] });
    expect(await read()).toEqual(now);
  });

  it('offers a cycle only with the admission visit: a cycle without it is 422 next to the visit', async () => {
    const now = await read();
    const withoutVisit = { ...form(now), visit_treatment_id: null };
    const it_ = await put(revenue, withoutVisit, 'it');
    expect(it_.statusCode).toBe(422);
    expect(it_.json().errors).toEqual({
      visit_treatment_id: ['Scegli prima la visita di ammissione: senza di essa nessuna cura è offerta.'],
    });
    const de = await put(revenue, withoutVisit, 'de');
    expect(de.json().errors.visit_treatment_id).toEqual([
      'Wähle zuerst die Aufnahmeuntersuchung: ohne sie wird keine Kur angeboten.',
    ]);
    // No cycle and no visit: no cure is offered, and that may be saved.
    const none = { ...withoutVisit, cycle_treatments: { mud: null, bath: null, inhalation: null } };
    expect((await put(revenue, none)).json()).toMatchObject({ visit_treatment_id: null, version: now.version + 1 });
    expect((await put(revenue, { ...form(now), version: now.version + 1 })).statusCode).toBe(200);
  });

  describe('the cures booked', () => {
    /** A cure of a guest's stay `inDays` ahead, visit on its first day, with its visit and two sessions booked. */
    const bookCure = async (inDays: number, opts: { status?: 'confirmed' | 'pending'; exemption?: string } = {}) => {
      const stay = await guestStay(db(), inDays, 4);
      if (opts.status) {
        await db().update(roomReservations).set({ status: opts.status }).where(eq(roomReservations.id, stay.id));
      }
      const [cure] = await db()
        .insert(ssnCures)
        .values({
          reservationId: stay.id,
          roomIndex: 0,
          guestIndex: 1,
          cycle: 'inhalation',
          sessions: 2,
          exemptionCode: opts.exemption ?? null,
          dueCents: opts.exemption ? 0 : 5500,
          visitDay: stay.from,
        })
        .returning();
      return { stay, cure };
    };
    const list = async (query = '', client = desk, locale = 'en') => {
      const response = await client.get(`/api/admin/ssn-cure/cures${query}`, { 'x-locale': locale });
      return response;
    };

    it('lists the cures of confirmed reservations by visit day, with who, what is due and the times not cancelled', async () => {
      const spa = await tinySpa(db(), 'ssn-desk');
      const near = await bookCure(5, { exemption: 'E01' });
      const later = await bookCure(3);
      await bookCure(6, { status: 'pending' });
      const far = await bookCure(40);
      const [cabin] = await db().select().from(spaCabins).where(eq(spaCabins.kind, 'kind-ssn-desk'));
      const slot = (day: number, cancelled = false) => ({
        kind: 'treatment' as const,
        cabinId: cabin.id,
        priceCents: 0,
        therapistId: spa.therapists[0].id,
        treatmentId: spa.treatment.id,
        reservationId: near.stay.id,
        ssnCureId: near.cure.id,
        startsAt: hotelInstant(addDays(near.stay.from, day), '09:00'),
        endsAt: hotelInstant(addDays(near.stay.from, day), '10:00'),
        cancelledAt: cancelled ? new Date() : null,
      });
      await db()
        .insert(spaAppointments)
        .values([slot(2), slot(0), slot(1), slot(1, true)]);

      const shown = await list('', desk, 'de');
      expect(shown.statusCode).toBe(200);
      const body = shown.json() as DeskCuresWire;
      expect({ from: body.from, to: body.to }).toEqual({ from: hotelToday(), to: addDays(hotelToday(), 30) });
      // The pending reservation's cure and the one 40 days ahead are not in the default period.
      expect(body.cures.map((c) => c.id)).toEqual([later.cure.id, near.cure.id]);
      const cure = body.cures[1];
      expect(cure).toMatchObject({
        reservation_id: near.stay.id,
        reservation_number: `R-${String(near.stay.id).padStart(5, '0')}`,
        booker: 'Giulia Rossi', // the demo guest who booked (server/db/seed/core.ts)
        room: 1,
        guest: 2,
        cycle: 'inhalation',
        sessions: 2,
        visit_day: near.stay.from,
        exemption_code: 'E01',
        due_cents: 0,
      });
      expect(cure.times.map((time) => time.starts_at)).toEqual(
        [0, 1, 2].map((day) => hotelInstant(addDays(near.stay.from, day), '09:00').toISOString()),
      );
      expect(cure.times[0].treatment).toBe('Test ssn-desk');
      expect(body.cures[0]).toMatchObject({ exemption_code: null, due_cents: 5500, times: [] });

      const ahead = (await list(`?from=${addDays(hotelToday(), 35)}&to=${addDays(hotelToday(), 45)}`, revenue)).json();
      expect(ahead.cures.map((c: { id: number }) => c.id)).toEqual([far.cure.id]);
      const empty = await list(`?from=${addDays(hotelToday(), 200)}&to=${addDays(hotelToday(), 210)}`);
      expect(empty.json().cures).toEqual([]);
    });

    // docs/product.md §12.1: the desk opening a reservation sees its guests' cures there too.
    it('shows a reservation’s cures on its page at the desk, and none on a reservation without one', async () => {
      const { stay, cure } = await bookCure(8, { exemption: 'E02' });
      const page = await desk.get(`/api/admin/room-reservations/${stay.id}`, { 'x-locale': 'it' });
      expect(page.statusCode).toBe(200);
      expect(page.json().ssn_cures).toEqual([
        expect.objectContaining({
          id: cure.id,
          reservation_id: stay.id,
          room: 1,
          guest: 2,
          cycle: 'inhalation',
          sessions: 2,
          visit_day: stay.from,
          exemption_code: 'E02',
          due_cents: 0,
          times: [],
        }),
      ]);
      const plain = await guestStay(db(), 9, 2);
      const without = await desk.get(`/api/admin/room-reservations/${plain.id}`);
      expect(without.statusCode).toBe(200);
      expect(without.json().ssn_cures).toEqual([]);
    });

    it('reads at most 92 days at once, and never a period that ends before it starts', async () => {
      const from = hotelToday();
      expect((await list(`?from=${from}&to=${addDays(from, 92)}`)).statusCode).toBe(200);
      const long = await list(`?from=${from}&to=${addDays(from, 93)}`, desk, 'it');
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({ to: ['Scegli al massimo 92 giorni.'] });
      const backwards = await list(`?from=${from}&to=${addDays(from, -1)}`, desk, 'de');
      expect(backwards.json().errors).toEqual({ to: ['Der letzte Tag liegt vor dem ersten.'] });
      expect((await list('?from=2027-02-30')).statusCode).toBe(422);
    });
  });
});
