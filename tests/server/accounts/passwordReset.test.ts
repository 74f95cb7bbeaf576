import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { passwordResets } from '../../../server/db/schema';
import { freshIp, pinClockMidMinute, readOutbox, registrationPayload, resetLinkIn, uniqueEmail } from './support';

const NEW_PASSWORD = 'una-password-nuova';

describe('forgotten password', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ appUrl: 'https://terme.test' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const client = () => new TestClient(t.app).start('/it/');
  const ask = async (c: TestClient, email: string, headers: Record<string, string> = {}) =>
    c.post('/password/email', { email }, { 'x-forwarded-for': freshIp(), ...headers });
  const reset = (c: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    c.post(
      '/password/reset',
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body },
      { 'x-forwarded-for': freshIp(), ...headers },
    );
  const login = (c: TestClient, email: string, password: string) =>
    c.post('/login', { email, password, remember: true }, { 'x-forwarded-for': freshIp() });

  /** A German-speaking account, registered through the real endpoint. */
  async function germanAccount() {
    const c = await new TestClient(t.app).start('/de/');
    const payload = await registrationPayload(c, { email: uniqueEmail('klara') });
    const response = await c.post('/de/register', payload, { 'x-forwarded-for': freshIp() });
    expect(response.statusCode).toBe(201);
    return {
      id: response.json().user.id as number,
      email: payload.email as string,
      password: payload.password as string,
      client: c,
    };
  }

  it('mails a link in the account language and the link sets a new password and signs in', async () => {
    const account = await germanAccount();
    const visitor = await client();
    const asked = await ask(visitor, account.email.toUpperCase(), { 'x-locale': 'it' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: 'Se esiste un account con questo indirizzo, ti abbiamo inviato un link per reimpostare la password.',
    });

    const mails = await readOutbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain(account.email);
    expect(mails[0].text).toContain('Hallo Anna,');
    expect(mails[0].text).toContain('60 Minuten');
    expect(mails[0].html).toContain('<a href="https://terme.test/de/password/reset/');
    const link = resetLinkIn(mails[0], 'https://terme.test');
    expect(link).toMatchObject({ locale: 'de', email: account.email });
    expect(link.token.length).toBeGreaterThanOrEqual(40);

    // Only the token's hash is stored.
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, account.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(link.token);

    const done = await reset(visitor, { token: link.token, email: link.email }, { 'x-locale': 'de' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Dein Passwort wurde geändert.', user: { email: account.email } });
    expect((await visitor.get('/api/user')).json().user.email).toBe(account.email);

    expect((await login(await client(), account.email, account.password)).statusCode).toBe(422);
    expect((await login(await client(), account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const response = await ask(await client(), uniqueEmail('nobody'), { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'If an account exists for this address, we have sent a link to reset the password.',
    });
    expect(await readOutbox(t)).toHaveLength(0);
  });

  it('accepts a link only once', async () => {
    const account = await germanAccount();
    await ask(await client(), account.email);
    const link = resetLinkIn((await readOutbox(t))[0], 'https://terme.test');
    expect((await reset(await client(), { token: link.token, email: link.email })).statusCode).toBe(200);
    const again = await reset(
      await client(),
      { token: link.token, email: link.email, password: 'yet-another-one', password_confirmation: 'yet-another-one' },
      { 'x-locale': 'it' },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      email: ['Questo link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.'],
    });
    expect((await login(await client(), account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link, a made-up token and a token used with another email', async () => {
    const account = await germanAccount();
    await ask(await client(), account.email);
    const link = resetLinkIn((await readOutbox(t))[0], 'https://terme.test');

    const madeUp = await reset(await client(), { token: 'x'.repeat(43), email: account.email }, { 'x-locale': 'en' });
    expect(madeUp.json().errors.email).toEqual([
      'This password reset link is invalid or has expired. Please request a new one.',
    ]);
    const otherEmail = await reset(await client(), { token: link.token, email: 'guest@terme.example' });
    expect(otherEmail.statusCode).toBe(422);

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.id));
    const expired = await reset(await client(), { token: link.token, email: link.email });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.email).toHaveLength(1);
    expect((await login(await client(), account.email, account.password)).statusCode).toBe(200);
  });

  it('validates the new password with the shared schema', async () => {
    const response = await reset(
      await client(),
      { token: '', email: 'guest@terme.example', password: 'short', password_confirmation: 'other' },
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.token).toEqual(['Der Link zum Zurücksetzen ist ungültig. Bitte fordere einen neuen an.']);
    expect(errors.password[0]).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.']);
  });

  it('ends every other session of the account', async () => {
    const account = await germanAccount();
    const elsewhere = await client();
    expect((await login(elsewhere, account.email, account.password)).statusCode).toBe(200);
    await ask(await client(), account.email);
    const link = resetLinkIn((await readOutbox(t))[0], 'https://terme.test');
    expect((await reset(await client(), { token: link.token, email: link.email })).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).json().user).toBeNull();
    expect((await account.client.get('/api/user')).json().user).toBeNull();
  });

  it('keeps only the newest link of an account alive', async () => {
    const account = await germanAccount();
    await ask(await client(), account.email);
    await ask(await client(), account.email);
    const links = (await readOutbox(t)).map((mail) => resetLinkIn(mail, 'https://terme.test'));
    expect(links).toHaveLength(2);
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, account.id));
    expect(rows).toHaveLength(1);
    const sha = (token: string) => createHash('sha256').update(token).digest('hex');
    const newer = links.find((l) => sha(l.token) === rows[0].tokenHash);
    const older = links.find((l) => l !== newer);
    expect(newer && older).toBeTruthy();
    expect((await reset(await client(), { token: older!.token, email: account.email })).statusCode).toBe(422);
    expect((await reset(await client(), { token: newer!.token, email: account.email })).statusCode).toBe(200);
  });

  it('answers the eleventh request a minute from one address with 429', async () => {
    pinClockMidMinute();
    const c = await client();
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await ask(c, uniqueEmail('x'), { 'x-forwarded-for': ip })).statusCode).toBe(200);
    const eleventh = await ask(c, 'guest@terme.example', { 'x-forwarded-for': ip });
    expect(eleventh.statusCode).toBe(429);
    expect(await readOutbox(t)).toHaveLength(0);
  });
});
