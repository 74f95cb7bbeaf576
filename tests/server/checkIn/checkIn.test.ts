import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkIns, staffActions } from '../../../server/db/schema';
import { addDays, hotelToday } from '../../../domain/dates';
import {
  ABANO_TERME,
  checkInApp,
  confirmedReservation,
  FRANCE,
  germanBooker,
  GUEST,
  italianBooker,
  PADOVA,
} from './support';

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
const today = hotelToday();
const base = (id: number) => `/my/room-reservations/${id}/check-ins`;

beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

/** A stay of the demo guest: two adults and a child, arriving in a week. */
const familyStay = () =>
  confirmedReservation(t.database.db, {
    email: GUEST.email,
    from: addDays(today, 7),
    to: addDays(today, 10),
    rooms: [{ adults: 2, children: 1 }],
  });
const rowsOf = (id: number) => t.database.db.select().from(checkIns).where(eq(checkIns.roomReservationId, id));

/** A companion born in France: personal details only. */
const frenchCompanion = {
  position: 2,
  first_name: 'Sophie',
  last_name: 'Dubois',
  sex: 'F',
  date_of_birth: '1979-09-09',
  nationality_id: FRANCE,
  birth_country_id: FRANCE,
  country_id: FRANCE,
  privacy_consent: true,
  data_consent: true,
};

describe('a guest checks in the people of a reservation', () => {
  it('lists every guest, the booker first, none done yet', async () => {
    const stay = await familyStay();
    const response = await t.guest.get(`/api${base(stay.id)}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.reservation).toMatchObject({ id: stay.id, guests: 3, from_date: addDays(today, 7) });
    expect(list.booker).toEqual({ first_name: 'Giulia', last_name: 'Rossi', email: GUEST.email });
    expect(
      list.guests.map((g: { position: number; role: string; check_in_id: null }) => [
        g.position,
        g.role,
        g.check_in_id,
      ]),
    ).toEqual([
      [1, 'booker', null],
      [2, 'companion', null],
      [3, 'companion', null],
    ]);
    expect(list.open).toBe(true);
  });

  it('stores an Italian booker (POST) and reads it back with the places named in the guest language', async () => {
    const stay = await familyStay();
    const created = await t.guest.post(
      base(stay.id),
      { ...italianBooker, document_number: 'ca 12345 ab' },
      { 'x-locale': 'it' },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("Grazie, il check-in di Giulia D'Angelo è fatto.");
    const read = (await t.guest.get(`/api${base(stay.id)}/1`, { 'x-locale': 'de' })).json();
    expect(read).toMatchObject({
      position: 1,
      role: 'booker',
      document_number: 'CA12345AB',
      birth_borough_id: ABANO_TERME,
      birth_province_id: 'PD',
    });
    expect(read.place_names).toEqual({
      nationality_id: 'Italien',
      birth_country_id: 'Italien',
      birth_province_id: 'Padova (PD)',
      birth_borough_id: 'Abano Terme (PD)',
      country_id: 'Italien',
      province_id: 'Padova (PD)',
      document_issuing_country_id: 'Italien',
      document_issuing_borough_id: 'Abano Terme (PD)',
    });
    const list = (await t.guest.get(`/api${base(stay.id)}`)).json();
    expect(list.guests[0]).toMatchObject({ first_name: 'Giulia', last_name: "D'Angelo" });
    expect(list.guests[0].check_in_id).toEqual(expect.any(Number));
  });

  it('stores a companion without any document, even one sent anyway', async () => {
    const stay = await familyStay();
    const response = await t.guest.post(base(stay.id), {
      ...frenchCompanion,
      document_type: 'PASOR',
      document_number: 'X123',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await rowsOf(stay.id);
    expect(row).toMatchObject({
      position: 2,
      documentType: null,
      documentNumber: null,
      birthBoroughId: null,
      lastName: 'Dubois',
    });
  });

  it('changes an existing check-in with PATCH, and refuses a second POST for the same guest', async () => {
    const stay = await familyStay();
    await t.guest.post(base(stay.id), germanBooker);
    const again = await t.guest.post(base(stay.id), germanBooker);
    expect(again.statusCode).toBe(409);
    const patched = await t.guest.send(
      'PATCH',
      base(stay.id),
      { ...germanBooker, first_name: 'Anne' },
      { 'x-locale': 'en' },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().message).toBe('Thank you, the check-in of Anne Müller is updated.');
    expect((await rowsOf(stay.id)).map((r) => r.firstName)).toEqual(['Anne']);
    const missing = await t.guest.send('PATCH', base(stay.id), { ...frenchCompanion });
    expect(missing.statusCode).toBe(404);
  });
});

describe('bad input gets translated field errors and stores nothing', () => {
  async function refused(body: Record<string, unknown>, locale = 'en') {
    const stay = await familyStay();
    const response = await t.guest.post(base(stay.id), body, { 'x-locale': locale });
    expect(response.statusCode, response.body).toBe(422);
    expect(await rowsOf(stay.id)).toEqual([]);
    return response.json().errors as Record<string, string[]>;
  }

  it('asks province and comune of birth of someone born in Italy', async () => {
    expect(await refused({ ...italianBooker, birth_province_id: '', birth_borough_id: null }, 'it')).toEqual({
      birth_province_id: ['Scegli la provincia di nascita.'],
      birth_borough_id: ['Scegli il comune di nascita.'],
    });
  });

  it('refuses a comune outside the chosen province', async () => {
    expect(await refused({ ...italianBooker, birth_province_id: 'VE' }, 'de')).toEqual({
      birth_borough_id: ['Diese Gemeinde liegt nicht in der gewählten Provinz.'],
    });
  });

  it('refuses a comune that did not exist on the date of birth', async () => {
    // Valsamoggia (BO) was formed in 2014 from Bazzano and four other comuni.
    const errors = await refused({
      ...italianBooker,
      date_of_birth: '1970-05-04',
      birth_province_id: 'BO',
      birth_borough_id: 408037061,
    });
    expect(errors).toEqual({
      birth_borough_id: ['This comune did not exist on that date: choose the comune of that time.'],
    });
  });

  it('refuses a document type outside the list, an expired document and an unknown state', async () => {
    expect(await refused({ ...germanBooker, document_type: 'PATEN' })).toEqual({
      document_type: ['Please choose one of the listed documents.'],
    });
    expect(await refused({ ...germanBooker, document_expiry_date: addDays(today, -1) })).toEqual({
      document_expiry_date: ['This document has expired: please give a valid one.'],
    });
    expect(await refused({ ...germanBooker, nationality_id: 999999999 })).toEqual({
      nationality_id: ['Please choose from the list.'],
    });
  });

  it('refuses a guest the reservation does not have, and missing consents', async () => {
    expect(await refused({ ...frenchCompanion, position: 4 })).toEqual({
      position: ['This reservation has no such guest.'],
    });
    expect(await refused({ ...germanBooker, privacy_consent: false, data_consent: false }, 'it')).toEqual({
      privacy_consent: ["Accetta l'informativa sulla privacy."],
      data_consent: ['Acconsenti al trattamento dei dati per la comunicazione alla Questura.'],
    });
  });

  it('closes check-in once the guests have left', async () => {
    const stay = await confirmedReservation(t.database.db, {
      email: GUEST.email,
      from: addDays(today, -5),
      to: addDays(today, -1),
      rooms: [{ adults: 1 }],
    });
    const response = await t.guest.post(base(stay.id), germanBooker);
    expect(response.statusCode).toBe(409);
    expect((await t.guest.get(`/api${base(stay.id)}`)).json().open).toBe(false);
  });
});

describe('only the guest and administrators can read a check-in', () => {
  it('answers 404 to another guest for every well-formed call, and 401 to a visitor', async () => {
    const stay = await familyStay();
    await t.guest.post(base(stay.id), {
      ...frenchCompanion,
      position: 1,
      document_type: 'IDENT',
      document_number: 'AB1234567',
      document_expiry_date: '2031-01-01',
      document_issuing_country_id: FRANCE,
    });
    for (const response of [
      await t.stranger.get(`/api${base(stay.id)}`),
      await t.stranger.get(`/api${base(stay.id)}/1`),
      await t.stranger.post(base(stay.id), { ...frenchCompanion }),
      await t.stranger.send('PATCH', base(stay.id), germanBooker),
    ])
      expect(response.statusCode).toBe(404);
    expect((await t.visitor.get(`/api${base(stay.id)}`)).statusCode).toBe(401);
    expect((await rowsOf(stay.id)).map((r) => r.firstName)).toEqual(['Sophie']);
  });

  it('lets an administrator read it, and records that read', async () => {
    const stay = await familyStay();
    await t.guest.post(base(stay.id), { ...italianBooker, birth_borough_id: PADOVA });
    const response = await t.admin.get(`/api${base(stay.id)}/1`);
    expect(response.statusCode).toBe(200);
    expect(response.json().document_number).toBe('CA12345AB');
    const logged = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'check_in.read'));
    expect(logged.at(-1)).toMatchObject({
      userEmail: 'admin@terme.example',
      subject: { reservation_id: stay.id, position: 1 },
    });
    expect((await t.admin.post(base(stay.id), frenchCompanion)).statusCode).toBe(404);
  });

  it('does not offer check-in for a reservation that is not confirmed', async () => {
    const stay = await confirmedReservation(t.database.db, {
      email: GUEST.email,
      from: addDays(today, 3),
      to: addDays(today, 4),
      rooms: [{ adults: 1 }],
      status: 'pending',
    });
    expect((await t.guest.get(`/api${base(stay.id)}`)).statusCode).toBe(404);
  });
});
