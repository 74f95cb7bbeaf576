import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { personalAccessTokens } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { freshIp, pinClockMidMinute, registrationPayload, uniqueEmail } from '../accounts/support';
import { defaultSlot, GUEST, openDay, setSlot, setUser } from '../daySpa/support';
import { withToken } from './support';
import { issueGiftCard } from '../shop/giftCardFixture';
import { giftCards } from '../../../server/db/schema';
import { addDays, hotelToday } from '../../../domain/dates';

const TOKEN_SHAPE = /^terme_pat_[0-9A-Za-z]{49}$/;

describe('personal access tokens (issue 14)', () => {
  let t: TestApp;
  let guest: TestClient;

  const create = (client: TestClient, body: unknown, locale = 'en') =>
    client.post('/oauth/personal-access-tokens', body, { 'x-locale': locale, 'x-forwarded-for': freshIp() });
  const newToken = async (scopes: string[], name = 'Home automation') => {
    const response = await create(guest, { name, scopes });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      accessToken: string;
      token: {
        id: number;
        name: string;
        scopes: string[];
        expires_at: string;
        created_at: string;
        last_used_at: string | null;
      };
    };
  };
  const tokenRows = () => t.database.db.select().from(personalAccessTokens);
  const giftCardBalance = async (id: number) =>
    (await t.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balance;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
  });
  afterAll(() => t.close());
  beforeEach(() => void pinClockMidMinute());
  afterEach(() => vi.restoreAllMocks());

  it('lists the four scopes a guest may give, described in the request language', async () => {
    const response = await guest.get('/oauth/scopes', { 'x-locale': 'de' });
    expect(response.json()).toEqual([
      { id: 'profile:read', description: 'Mein Profil lesen' },
      { id: 'reservations:read', description: 'Meine Buchungen lesen (Zimmer und Day Spa, mit Zahlungen)' },
      { id: 'availability:read', description: 'Day-Spa-Verfügbarkeit und Zimmerpreise lesen' },
      { id: 'day-spa:reserve', description: 'Day-Spa-Eintritte buchen, bezahlt mit Geschenkkarte oder kostenlos' },
    ]);
  });

  it('creates a token shown once, stores only its SHA-256 and last four, and lists it without the secret', async () => {
    const { accessToken, token } = await newToken(['profile:read'], 'Calendar sync');
    expect(accessToken).toMatch(TOKEN_SHAPE);
    expect(token).toMatchObject({
      name: 'Calendar sync',
      scopes: ['profile:read'],
      last_used_at: null,
      revoked: false,
    });
    // One year by default.
    expect(new Date(token.expires_at).getTime() - new Date(token.created_at).getTime()).toBe(365 * 86_400_000);

    const [row] = (await tokenRows()).filter((r) => r.id === token.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(accessToken).digest('hex'));
    expect(row.lastFour).toBe(accessToken.slice(-4));
    expect(JSON.stringify(row)).not.toContain(accessToken);

    const list = await guest.get('/oauth/personal-access-tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(accessToken);
    expect(list.json().map((item: { id: number }) => item.id)).toContain(token.id);
  });

  it('refuses an empty name, a 200-character name and an unknown scope with translated messages, creating nothing', async () => {
    const count = (await tokenRows()).length;
    const empty = await create(guest, { name: '  ', scopes: ['profile:read'] }, 'it');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Dai un nome al token.']);
    const long = await create(guest, { name: 'x'.repeat(200), scopes: ['profile:read'] }, 'de');
    expect(long.json().errors.name).toEqual(['Der Name darf höchstens 100 Zeichen lang sein.']);
    const unknown = await create(guest, { name: 'Bot', scopes: ['admin'] }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(Object.values(unknown.json().errors).flat()).toContain('This scope does not exist.');
    const none = await create(guest, { name: 'Bot', scopes: [] }, 'en');
    expect(none.json().errors.scopes).toEqual(['Please choose at least one scope.']);
    expect((await tokenRows()).length).toBe(count);
  });

  it('asks a visitor to log in before listing or creating tokens', async () => {
    const visitor = await new TestClient(t.app).start('/en/');
    expect((await visitor.get('/oauth/personal-access-tokens')).statusCode).toBe(401);
    expect((await create(visitor, { name: 'x', scopes: ['profile:read'] })).statusCode).toBe(401);
  });

  it('opens the routes of its scopes without a cookie or CSRF token, and answers 403 naming a missing scope', async () => {
    const { accessToken } = await newToken(['profile:read']);
    const me = await withToken(t, accessToken, 'GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(GUEST.email);
    expect(me.headers['set-cookie']).toBeUndefined();

    const reservations = await withToken(t, accessToken, 'GET', '/api/my/room-reservations');
    expect(reservations.statusCode).toBe(403);
    expect(reservations.json().message).toBe('This token lacks the scope "reservations:read".');
    expect(reservations.json().scope).toBe('reservations:read');
    expect(reservations.headers['www-authenticate']).toBe(
      'Bearer error="insufficient_scope", scope="reservations:read"',
    );
  });

  it('reads the guest reservations, rooms and day spa, with reservations:read', async () => {
    const { accessToken } = await newToken(['reservations:read']);
    const rooms = await withToken(t, accessToken, 'GET', '/api/my/room-reservations');
    expect(rooms.statusCode).toBe(200);
    expect(Array.isArray(rooms.json())).toBe(true);
    expect((await withToken(t, accessToken, 'GET', '/api/my/product-reservations')).statusCode).toBe(200);
  });

  it('answers 401 with WWW-Authenticate: Bearer for a missing, forged, unknown, revoked or expired token', async () => {
    const { accessToken, token } = await newToken(['profile:read']);
    const last = accessToken.at(-1) === 'A' ? 'B' : 'A';
    const forged = accessToken.slice(0, -1) + last;
    const unknownButWellFormed = (await newToken(['profile:read'])).accessToken;
    await t.database.db
      .delete(personalAccessTokens)
      .where(eq(personalAccessTokens.tokenHash, createHash('sha256').update(unknownButWellFormed).digest('hex')));

    for (const sent of ['', 'not-a-token', forged, `terme_pat_${'0'.repeat(49)}`, unknownButWellFormed]) {
      const response = await withToken(t, sent, 'GET', '/api/user');
      expect(response.statusCode, sent).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(response.json().message).toBe('The access token is missing, malformed, revoked or expired.');
    }
    const empty = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer' } });
    expect(empty.statusCode).toBe(401);
    // Another scheme (a proxy's Basic authentication) is not a token: the cookie session applies.
    const basic = await guest.get('/api/user', { authorization: 'Basic Zm9vOmJhcg==' });
    expect(basic.statusCode).toBe(200);
    expect(basic.json().user.email).toBe(GUEST.email);

    expect((await guest.send('DELETE', `/oauth/personal-access-tokens/${token.id}`)).statusCode).toBe(204);
    expect((await withToken(t, accessToken, 'GET', '/api/user')).statusCode).toBe(401);
    expect(
      (await guest.get('/oauth/personal-access-tokens')).json().map((item: { id: number }) => item.id),
    ).not.toContain(token.id);

    const expiring = await newToken(['profile:read']);
    await t.database.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(personalAccessTokens.id, expiring.token.id));
    expect((await withToken(t, expiring.accessToken, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it("answers 404 for someone else's token and leaves it working", async () => {
    const { accessToken, token } = await newToken(['profile:read']);
    const other = await new TestClient(t.app).start('/en/');
    const registered = await other.post(
      '/en/register',
      await registrationPayload(other, { email: uniqueEmail('other') }),
      { 'x-forwarded-for': freshIp() },
    );
    expect(registered.statusCode).toBeLessThan(300);
    const refused = await other.send('DELETE', `/oauth/personal-access-tokens/${token.id}`, undefined, {
      'x-locale': 'en',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This token does not exist.');
    expect((await withToken(t, accessToken, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('records when a token was last used', async () => {
    const { accessToken, token } = await newToken(['profile:read']);
    await withToken(t, accessToken, 'GET', '/api/user');
    const listed = (await guest.get('/oauth/personal-access-tokens'))
      .json()
      .find((item: { id: number }) => item.id === token.id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('cannot manage tokens itself: the token routes are for the signed-in guest only', async () => {
    const { accessToken } = await newToken([
      'profile:read',
      'reservations:read',
      'availability:read',
      'day-spa:reserve',
    ]);
    const created = await withToken(t, accessToken, 'POST', '/oauth/personal-access-tokens', {
      name: 'Child',
      scopes: ['profile:read'],
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('This request cannot be made with an access token.');
    expect((await withToken(t, accessToken, 'GET', '/oauth/personal-access-tokens')).statusCode).toBe(403);
    // Nor the front desk, a page or an address that does not exist.
    expect((await withToken(t, accessToken, 'GET', '/api/admin/arrivals')).statusCode).toBe(403);
    expect((await withToken(t, accessToken, 'GET', '/en/my')).statusCode).toBe(403);
    expect((await withToken(t, accessToken, 'GET', '/api/no-such-thing')).statusCode).toBe(403);
  });

  it('still needs the CSRF token on cookie requests, and a bearer request needs none', async () => {
    const noCsrf = await guest.inject({
      method: 'POST',
      url: '/oauth/personal-access-tokens',
      payload: { name: 'x', scopes: ['profile:read'] },
    });
    expect(noCsrf.statusCode).toBe(419);
    const { accessToken } = await newToken(['availability:read']);
    const day = openDay(3);
    const rates = await withToken(t, accessToken, 'POST', '/api/available/rates', {
      from_date: day,
      to_date: openDay(5),
      rooms: [{ adults: 2, children: 0, children_ages: [] }],
    });
    expect(rates.statusCode).not.toBe(419);
    expect(rates.statusCode).toBeLessThan(500);
  });

  it('books a free day-spa entry with day-spa:reserve, and refuses a card payment', async () => {
    const { accessToken } = await newToken(['day-spa:reserve', 'availability:read']);
    const day = openDay(4);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { capacity: 10, booked: 0, salePrice: 4000 });
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 20000, discountPercent: 0 });
    const order = {
      date: day,
      people: 1,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      use_bonus_terme: true,
    };

    const card = await withToken(t, accessToken, 'POST', '/my/product-reservations', {
      ...order,
      payment_method_id: 'pm_anything',
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.payment_method_id[0]).toContain('gift card');

    const free = await withToken(t, accessToken, 'POST', '/my/product-reservations', {
      ...order,
      payment_intent_id: '9',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().reservation_number).toMatch(/^DS-/);
    const availability = await withToken(
      t,
      accessToken,
      'GET',
      `/api/${slot.productId}/availability?people=1&from_date=${day}`,
    );
    expect(availability.statusCode).toBe(200);
  });

  it('books a day-spa entry paid in full by a gift card, and refuses one with something left for a card', async () => {
    const { accessToken } = await newToken(['day-spa:reserve']);
    const day = openDay(6);
    const slot = await defaultSlot(t.database.db, day);
    await setSlot(t.database.db, slot.id, { capacity: 10, booked: 0, salePrice: 4000 });
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 0, discountPercent: 0 });
    const order = {
      date: day,
      people: 2,
      product_availability_id: slot.id,
      cancellation_policy_consent: true,
      rules_consent: true,
      payment_intent_id: '9',
    };

    const small = await issueGiftCard(t.database.db, t.config.sessionSecret, {
      value: 5000,
      expiresOn: addDays(hotelToday(), 200),
    });
    const short = await withToken(t, accessToken, 'POST', '/my/product-reservations', {
      ...order,
      gift_card_code: small.code,
    });
    expect(short.statusCode).toBe(402);
    expect(await giftCardBalance(small.id)).toBe(5000);

    const card = await issueGiftCard(t.database.db, t.config.sessionSecret, {
      value: 10000,
      expiresOn: addDays(hotelToday(), 200),
    });
    const paid = await withToken(t, accessToken, 'POST', '/my/product-reservations', {
      ...order,
      gift_card_code: card.code,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().reservation_number).toMatch(/^DS-/);
    // 2 people at 40 euro: 80 euro off the card's 100.
    expect(await giftCardBalance(card.id)).toBe(2000);
  });

  it('limits one token to 60 requests a minute, counted in the database', async () => {
    const { accessToken } = await newToken(['profile:read']);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof withToken>> | undefined;
    for (let i = 0; i < 62; i++) statuses.push((last = await withToken(t, accessToken, 'GET', '/api/user')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // The rest of the minute, in seconds.
    expect(Number(last?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(last?.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another token of the same guest is not slowed down.
    const { accessToken: second } = await newToken(['profile:read']);
    expect((await withToken(t, second, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses a 51st live token with a message under the name', async () => {
    const owner = await new TestClient(t.app).start('/en/');
    const email = uniqueEmail('collector');
    await owner.post('/en/register', await registrationPayload(owner, { email }), { 'x-forwarded-for': freshIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await create(owner, { name: `t${i}`, scopes: ['profile:read'] })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    const refused = await create(owner, { name: 'one more', scopes: ['profile:read'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.name).toEqual(['You already have 50 active tokens. Please delete one first.']);
  });
});
