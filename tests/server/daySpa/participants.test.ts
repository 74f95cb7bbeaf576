import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { readOutbox } from '../accounts/support';
import { addDays, addYears, hotelToday } from '../../../domain/dates';
import { defaultSlot, GUEST, openDay, setSlot } from './support';

describe('participant invitations', () => {
  let t: TestApp;
  let client: TestClient;
  let number: string;
  const invite = (body: Record<string, unknown>, lang = 'en', who = client) =>
    who.post(`/${lang}/my/product-reservations/${number}/invitations`, body);
  const participants = async () =>
    (await client.get(`/api/my/product-reservations/${number}`)).json().participants as {
      type: string;
      status: string;
      first_name: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start();
    await client.login(GUEST.email, GUEST.password);
    const day = openDay(5);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { booked: 0 });
    const response = await client.post('/my/product-reservations', {
      date: day,
      people: 3,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_method_id: await sandboxCard(client, '4242424242424242'),
    });
    number = response.json().reservation_number;
  });
  afterAll(() => t.close());

  it('starts with the booker as the first participant', async () => {
    expect(await participants()).toEqual([expect.objectContaining({ type: 'adult', status: 'booker' })]);
  });

  it('validates on the server: type first, names, a guest email, a birth date not in the future', async () => {
    const noType = await invite({ first_name: 'A', last_name: 'B' });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors).toHaveProperty('type');
    const guest = await invite({ type: 'guest', first_name: 'A', last_name: '' });
    expect(Object.keys(guest.json().errors).sort()).toEqual(['email', 'last_name']);
    const future = await invite(
      { type: 'minor', first_name: 'A', last_name: 'B', date_of_birth: addDays(hotelToday(), 1) },
      'it',
    );
    expect(future.json().errors.date_of_birth).toEqual(['La data di nascita non può essere nel futuro.']);
  });

  it('adds a minor directly, without any mail', async () => {
    const mailsBefore = (await readOutbox(t)).length;
    const response = await invite({
      type: 'minor',
      first_name: 'Luca',
      last_name: 'Rossi',
      date_of_birth: addYears(hotelToday(), -10),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Luca Rossi has been added to your reservation.');
    expect((await readOutbox(t)).length).toBe(mailsBefore);
    expect((await participants()).map((p) => [p.type, p.status])).toContainEqual(['minor', 'added']);
  });

  it('mails a guest a registration link in the language of the form', async () => {
    const response = await invite(
      { type: 'guest', first_name: 'Anna', last_name: 'Berg', email: 'Anna.Berg@example.com' },
      'de',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('anna.berg@example.com');
    const mail = (await readOutbox(t)).find((m) => m.to.includes('anna.berg@example.com'))!;
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Giulia Rossi hat „Thermentag“');
    expect(mail.text).toMatch(/\/de\/register\?invitation=[\w-]{20,}/);
    expect((await participants()).map((p) => [p.type, p.status])).toContainEqual(['guest', 'invited']);
  });

  it('when full offers only infants: another adult or a minor is refused, an infant is still added', async () => {
    const refused = await invite({ type: 'adult', first_name: 'Max', last_name: 'Muster' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.type[0]).toMatch(/maximum number of participants/);
    // A minor takes a place too (only infants are free): refused alike.
    const minor = await invite({
      type: 'minor',
      first_name: 'Luca',
      last_name: 'Rossi',
      date_of_birth: addYears(hotelToday(), -10),
    });
    expect(minor.statusCode).toBe(422);
    expect(minor.json().errors.type[0]).toMatch(/maximum number of participants/);
    const detail = (await client.get(`/api/my/product-reservations/${number}`)).json();
    expect(detail.is_full).toBe(true);
    const baby = await invite({
      type: 'infant',
      first_name: 'Sofia',
      last_name: 'Rossi',
      date_of_birth: addDays(hotelToday(), -100),
    });
    expect(baby.statusCode).toBe(200);
    expect((await participants()).length).toBe(4);
  });

  it('takes one infant per booked place, and refuses the next in the language of the form', async () => {
    const baby = (n: number) => ({
      type: 'infant',
      first_name: `Baby${n}`,
      last_name: 'Rossi',
      date_of_birth: addDays(hotelToday(), -30 - n),
    });
    // Three places: Sofia above and two more.
    expect((await invite(baby(2))).statusCode).toBe(200);
    expect((await invite(baby(3))).statusCode).toBe(200);
    const fourth = await invite(baby(4), 'de');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors).toEqual({
      type: [
        'Kleinkinder kommen mit einer erwachsenen Person: Diese Reservierung hat bereits 3 Kleinkinder, 1 pro gebuchtem Platz.',
      ],
    });
    expect((await participants()).filter((p) => p.type === 'infant').map((p) => p.first_name)).toEqual([
      'Sofia',
      'Baby2',
      'Baby3',
    ]);
  });

  it('answers not found for another user and asks a guest to log in', async () => {
    const other = await new TestClient(t.app).start();
    await other.login('admin@terme.example', 'terme-admin-2026');
    expect(
      (await invite({ type: 'infant', first_name: 'X', last_name: 'Y', date_of_birth: hotelToday() }, 'en', other))
        .statusCode,
    ).toBe(404);
    const anonymous = await new TestClient(t.app).start();
    expect((await invite({ type: 'infant', first_name: 'X', last_name: 'Y' }, 'en', anonymous)).statusCode).toBe(401);
  });
});

describe('an adult invited without an address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the registration link to the booker to forward', async () => {
    const client = await new TestClient(t.app).start();
    await client.login(GUEST.email, GUEST.password);
    const day = openDay(6);
    const slot = await defaultSlot(t.database.db, day);
    const reserved = await client.post('/my/product-reservations', {
      date: day,
      people: 2,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_method_id: await sandboxCard(client, '4242424242424242'),
    });
    const response = await client.post(
      `/it/my/product-reservations/${reserved.json().reservation_number}/invitations`,
      { type: 'adult', first_name: 'Marco', last_name: 'Verdi' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Ti abbiamo inviato il link di registrazione per Marco Verdi: inoltralo tu.');
    const mail = (await readOutbox(t)).find((m) => m.subject.includes('Marco Verdi'))!;
    expect(mail.to).toContain(GUEST.email);
    expect(mail.text).toContain('/it/register?invitation=');
  });
});
