import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { countUsers, freshIp, readOutbox, registrationPayload, uniqueEmail } from '../accounts/support';
import { productReservationParticipants } from '../../../server/db/schema';
import { invitationExpiry } from '../../../server/modules/participants/invitations';
import { defaultSlot, GUEST, openDay, setSlot } from './support';

// Issue 16 item 1: the invitation link confirms the participant, once, for the invited address only.

describe('accepting a participant invitation', () => {
  let t: TestApp;
  let booker: TestClient;
  let number: string;

  /** Invites someone and returns the token of the mailed link. */
  async function invite(body: Record<string, unknown>, lang = 'en') {
    const before = (await readOutbox(t)).length;
    const response = await booker.post(`/${lang}/my/product-reservations/${number}/invitations`, body);
    expect(response.statusCode, response.body).toBe(200);
    const mail = (await readOutbox(t)).slice(before).at(-1)!;
    const token = /register\?invitation=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation link in\n${mail.text}`);
    return { token, mail };
  }

  const visitor = () => new TestClient(t.app).start('/en/');
  const participants = async () =>
    (await booker.get(`/api/my/product-reservations/${number}`)).json().participants as {
      first_name: string;
      status: string;
      email: string | null;
    }[];
  const statusOf = async (firstName: string) => (await participants()).find((p) => p.first_name === firstName)?.status;

  beforeAll(async () => {
    t = await createTestApp();
    booker = await new TestClient(t.app).start();
    await booker.login(GUEST.email, GUEST.password);
    const day = openDay(5);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { booked: 0 });
    const response = await booker.post('/my/product-reservations', {
      date: day,
      people: 8,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_method_id: await sandboxCard(booker, '4242424242424242'),
    });
    number = response.json().reservation_number;
  });
  afterAll(() => t.close());

  it('shows who invites to what, prefills the address, and keeps only a hash of the token', async () => {
    const email = uniqueEmail('anna');
    const { token, mail } = await invite({ type: 'guest', first_name: 'Anna', last_name: 'Berg', email }, 'de');
    expect(mail.html).toContain(`/de/register?invitation=${token}`);
    const preview = await (await visitor()).get(`/api/invitations/${token}`, { 'x-locale': 'de' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      inviter: 'Giulia Rossi',
      product_title: 'Thermentag',
      reservation_number: number,
      first_name: 'Anna',
      last_name: 'Berg',
      email,
      account_exists: false,
    });
    const [row] = await t.database.db
      .select()
      .from(productReservationParticipants)
      .where(eq(productReservationParticipants.firstName, 'Anna'));
    expect(row.invitationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('registering with the link confirms the participant, who then sees the reservation without its amounts', async () => {
    const email = uniqueEmail('marta');
    const { token } = await invite({ type: 'guest', first_name: 'Marta', last_name: 'Neri', email });
    expect(await statusOf('Marta')).toBe('invited');

    const invitee = await visitor();
    const registered = await invitee.post(
      '/en/register',
      await registrationPayload(invitee, { first_name: 'Marta', last_name: 'Neri', email, invitation: token }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().reservation_number).toBe(number);

    expect(await statusOf('Marta')).toBe('confirmed');
    const list = (await invitee.get('/api/my/product-reservations')).json();
    expect(list).toEqual([
      expect.objectContaining({ number, is_booker: false, booked_by: 'Giulia Rossi', total: null }),
    ]);
    const detail = await invitee.get(`/api/my/product-reservations/${number}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ is_booker: false, total: null, subtotal: null, bonus_discount: null });
    // Other people's addresses are the booker's to see.
    expect(detail.json().participants.every((p: { email: string | null }) => p.email === null)).toBe(true);
    // Only the booker invites.
    const inviting = await invitee.post(`/en/my/product-reservations/${number}/invitations`, {
      type: 'minor',
      first_name: 'X',
      last_name: 'Y',
      date_of_birth: '2020-01-01',
    });
    expect(inviting.statusCode).toBe(404);

    // Single use: the link now says so, and cannot make a second account.
    const again = await (await visitor()).get(`/api/invitations/${token}`, { 'x-locale': 'en' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(
      'This invitation has already been accepted. Log in to see the reservation in your account.',
    );
    const second = await visitor();
    const otherEmail = uniqueEmail('copy');
    const refused = await second.post(
      '/en/register',
      await registrationPayload(second, { email: otherEmail, invitation: token }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(refused.statusCode).toBe(410);
    expect(await countUsers(t.database.db, otherEmail)).toBe(0);
  });

  it('logging in with the link confirms an existing account', async () => {
    const { token } = await invite(
      { type: 'adult', first_name: 'Ada', last_name: 'Admin', email: 'admin@terme.example' },
      'it',
    );
    const client = await visitor();
    expect((await client.get(`/api/invitations/${token}`)).json().account_exists).toBe(true);
    const login = await client.post('/login', {
      email: 'admin@terme.example',
      password: 'terme-admin-2026',
      invitation: token,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await statusOf('Ada')).toBe('confirmed');
    expect((await client.get(`/api/my/product-reservations/${number}`)).statusCode).toBe(200);
  });

  it("refuses another address's registration or login, in the request's language, and keeps the invitation open", async () => {
    const invited = uniqueEmail('luca');
    const { token } = await invite({ type: 'guest', first_name: 'Luca', last_name: 'Conti', email: invited });
    const stranger = await visitor();
    const strangerEmail = uniqueEmail('stranger');
    const registered = await stranger.post(
      '/it/register',
      await registrationPayload(stranger, { email: strangerEmail, invitation: token }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(registered.statusCode).toBe(422);
    expect(registered.json().errors.email).toEqual([
      `Questo invito è stato inviato a ${invited}: registrati o accedi con quell'indirizzo.`,
    ]);
    expect(await countUsers(t.database.db, strangerEmail)).toBe(0);

    const other = await visitor();
    const login = await other.post(
      '/login',
      { email: GUEST.email, password: GUEST.password, invitation: token },
      { 'x-locale': 'en' },
    );
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.email[0]).toBe(
      `This invitation was sent to ${invited}: please register or log in with that address.`,
    );
    expect((await other.get('/api/user')).json().user).toBeNull();
    // The same answer with a wrong password: the invitation is checked first, so it tells nothing about the password.
    const guessed = await other.post(
      '/login',
      { email: GUEST.email, password: 'not-the-password', invitation: token },
      { 'x-locale': 'en' },
    );
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).toEqual(login.json());
    expect(await statusOf('Luca')).toBe('invited');
  });

  it('refuses an expired link and an unknown one with what went wrong', async () => {
    const { token } = await invite({ type: 'guest', first_name: 'Eva', last_name: 'Late', email: uniqueEmail('eva') });
    await t.database.db
      .update(productReservationParticipants)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(productReservationParticipants.firstName, 'Eva'));
    const expired = await (await visitor()).get(`/api/invitations/${token}`, { 'x-locale': 'de' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'Diese Einladung ist abgelaufen. Bitte die Person, die dich eingeladen hat, dir eine neue zu schicken.',
    );
    const unknown = await (await visitor()).get('/api/invitations/not-a-real-token', { 'x-locale': 'it' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("Questo link d'invito non è valido");
  });

  it('an adult invited without an address can accept with any account, when signed in already', async () => {
    const { token, mail } = await invite({ type: 'adult', first_name: 'Piero', last_name: 'Forward' });
    expect(mail.to).toContain(GUEST.email);
    const client = await visitor();
    const email = uniqueEmail('piero');
    expect(
      (
        await client.post('/en/register', await registrationPayload(client, { email }), {
          'x-forwarded-for': freshIp(),
        })
      ).statusCode,
    ).toBe(201);
    const accepted = await client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().reservation_number).toBe(number);
    expect(await statusOf('Piero')).toBe('confirmed');
    expect((await participants()).find((p) => p.first_name === 'Piero')?.email).toBe(email);
  });
});

describe('how long an invitation link works', () => {
  it('until the end of the reserved day in Rome, and at most 14 days', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    // 2026-06-03 ends at midnight Rome time (UTC+2 in summer).
    expect(invitationExpiry('2026-06-03', now).toISOString()).toBe('2026-06-03T21:59:59.999Z');
    expect(invitationExpiry('2026-07-30', now).toISOString()).toBe('2026-06-15T10:00:00.000Z');
  });
});
