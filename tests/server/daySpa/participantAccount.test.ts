import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { freshIp, readOutbox, registrationPayload, uniqueEmail } from '../accounts/support';
import { defaultSlot, GUEST, openDay, setSlot } from './support';

// Issue 31, item 1: a participant who joined by invitation sees the reservation, never the booker's payments.

describe("a participant and the booker's account of a reservation", () => {
  let t: TestApp;
  let booker: TestClient;
  let participant: TestClient;
  let number: string;

  beforeAll(async () => {
    t = await createTestApp();
    booker = await new TestClient(t.app).start();
    await booker.login(GUEST.email, GUEST.password);
    const day = openDay(3);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { booked: 0 });
    const booked = await booker.post('/my/product-reservations', {
      date: day,
      people: 2,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_method_id: await sandboxCard(booker, '4242424242424242'),
    });
    number = booked.json().reservation_number;
    const email = uniqueEmail('pia');
    const before = (await readOutbox(t)).length;
    await booker.post(`/en/my/product-reservations/${number}/invitations`, {
      type: 'guest',
      first_name: 'Pia',
      last_name: 'Moro',
      email,
    });
    const token = /register\?invitation=([\w-]+)/.exec((await readOutbox(t)).slice(before).at(-1)!.text)![1];
    participant = await new TestClient(t.app).start('/en/');
    const registered = await participant.post(
      '/en/register',
      await registrationPayload(participant, { first_name: 'Pia', last_name: 'Moro', email, invitation: token }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(registered.statusCode, registered.body).toBe(201);
  });
  afterAll(() => t.close());

  it('the booker gets the payments; the participant gets the reservation but no payments and no amounts', async () => {
    const account = await booker.get(`/api/my/reservations/${number}/account`);
    expect(account.statusCode).toBe(200);
    expect(account.json().payments.length).toBeGreaterThan(0);

    const detail = await participant.get(`/api/my/product-reservations/${number}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ number, is_booker: false, total: null });
    const theirs = await participant.get(`/api/my/reservations/${number}/account`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toMatch(/payments|last_four|due_on_arrival/);
  });
});
