import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { freshIp, readOutbox, resetLinkIn } from '../accounts/support';

// docs/product.md §12: the administrator invites staff by e-mail (the link sets a password),
// changes roles and disables accounts; the last active administrator is protected; every change
// is in the staff actions log with what was before and after.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const PASSWORD = 'una-password-della-reception';

describe('staff accounts', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => {
    t = await createTestApp({ appUrl: 'https://terme.test' });
    admin = await signedIn(ADMIN);
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  const login = (c: TestClient, email: string, password: string) =>
    c.post('/login', { email, password, remember: true }, { 'x-forwarded-for': freshIp() });
  const staff = async () => (await admin.get('/api/admin/staff')).json().staff as { id: number; email: string }[];
  const idOf = async (email: string) => (await staff()).find((s) => s.email === email)!.id;
  const log = async () => (await admin.get('/api/admin/staff-actions')).json() as { action: string; subject: object }[];

  it('invites a colleague: the mail’s link sets the password and they sign in with their role', async () => {
    const invited = await admin.post('/api/admin/staff', {
      first_name: 'Sara',
      last_name: 'Greco',
      email: 'Sara.Greco@terme.example',
      role: 'front_desk',
      mail_language: 'de',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'sara.greco@terme.example',
      role: 'front_desk',
      invitation_pending: true,
    });

    const mails = await readOutbox(t);
    const mail = mails.find((m) => m.to.includes('sara.greco@terme.example'))!;
    expect(mail.text).toContain('Hallo Sara,');
    expect(mail.text).toContain('Rezeption');
    expect(mail.text).toContain('7 Tagen');
    const link = resetLinkIn(mail, 'https://terme.test');
    expect(link).toMatchObject({ locale: 'de', email: 'sara.greco@terme.example' });

    // Before the link is used, no password opens the account.
    const colleague = await new TestClient(t.app).start('/de/');
    expect((await login(colleague, link.email, '')).statusCode).toBe(422);

    const set = await colleague.post(
      '/password/reset',
      { token: link.token, email: link.email, password: PASSWORD, password_confirmation: PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    expect(set.statusCode).toBe(200);
    const other = await new TestClient(t.app).start();
    expect((await login(other, link.email, PASSWORD)).json().user).toMatchObject({ role: 'front_desk' });
    expect((await other.get('/api/admin/arrivals')).statusCode).toBe(200);
    expect((await other.get('/api/admin/staff')).statusCode).toBe(403);
    // The link works once.
    const again = await colleague.post(
      '/password/reset',
      { token: link.token, email: link.email, password: 'altra-password-1', password_confirmation: 'altra-password-1' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(again.statusCode).toBe(422);

    expect((await log())[0]).toMatchObject({
      action: 'staff.invite',
      user_email: ADMIN.email,
      subject: { email: 'sara.greco@terme.example', before: '', after: 'front_desk' },
    });
  });

  it('refuses an address that already has an account, next to the field', async () => {
    const response = await admin.post(
      '/api/admin/staff',
      { first_name: 'Giulia', last_name: 'Rossi', email: 'guest@terme.example', role: 'front_desk' },
      { 'x-locale': 'it' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Esiste già un account con questo indirizzo email.']);
  });

  it('refuses a role that does not exist', async () => {
    const response = await admin.post('/api/admin/staff', {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@terme.example',
      role: 'owner',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role).toBeDefined();
  });

  it('changes a role and logs it with before and after', async () => {
    const desk = await signedIn(DESK);
    const id = await idOf(DESK.email);
    const changed = await admin.send('PUT', `/api/admin/staff/${id}/role`, { role: 'revenue_manager' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'revenue_manager' });
    // The session that was open follows the new role at once.
    expect((await desk.get('/api/admin/arrivals')).statusCode).toBe(403);
    expect((await log())[0]).toMatchObject({
      action: 'staff.role',
      subject: { staff_id: id, before: 'front_desk', after: 'revenue_manager' },
    });
  });

  it('disables an account: its session ends and it cannot sign in; enabled again, it can', async () => {
    const desk = await signedIn(DESK);
    const id = await idOf(DESK.email);
    const disabled = await admin.send('PUT', `/api/admin/staff/${id}/disabled`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled_at).not.toBeNull();
    expect((await desk.get('/api/admin/arrivals')).statusCode).toBe(401);
    expect((await desk.get('/api/user')).json().user).toBeNull();
    const again = await new TestClient(t.app).start();
    expect((await login(again, DESK.email, DESK.password)).statusCode).toBe(422);
    expect((await log())[0]).toMatchObject({
      action: 'staff.disable',
      subject: { before: 'active', after: 'disabled' },
    });

    expect((await admin.send('PUT', `/api/admin/staff/${id}/disabled`, { disabled: false })).statusCode).toBe(200);
    expect((await login(again, DESK.email, DESK.password)).statusCode).toBe(200);
    expect((await log())[0]).toMatchObject({
      action: 'staff.enable',
      subject: { before: 'disabled', after: 'active' },
    });
  });

  it('keeps the last active administrator: no demoting or disabling them, until there is another', async () => {
    const me = await idOf(ADMIN.email);
    const demote = await admin.send('PUT', `/api/admin/staff/${me}/role`, { role: 'front_desk' }, { 'x-locale': 'en' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('This is the last active administrator: make someone else administrator first.');
    expect((await admin.send('PUT', `/api/admin/staff/${me}/disabled`, { disabled: true })).statusCode).toBe(409);
    expect((await staff()).find((s) => s.id === me)).toMatchObject({ role: 'administrator', disabled_at: null });

    const revenue = await idOf(REVENUE.email);
    expect((await admin.send('PUT', `/api/admin/staff/${revenue}/role`, { role: 'administrator' })).statusCode).toBe(
      200,
    );
    expect((await admin.send('PUT', `/api/admin/staff/${me}/role`, { role: 'front_desk' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/staff')).statusCode).toBe(403);
  });

  it('is the administrator’s only: the front desk and the revenue manager get 403', async () => {
    for (const account of [DESK, REVENUE]) {
      const client = await signedIn(account);
      expect((await client.get('/api/admin/staff')).statusCode).toBe(403);
      const invite = await client.post('/api/admin/staff', {
        first_name: 'X',
        last_name: 'Y',
        email: 'xy@terme.example',
        role: 'administrator',
      });
      expect(invite.statusCode).toBe(403);
      expect((await client.send('PUT', `/api/admin/staff/1/role`, { role: 'administrator' })).statusCode).toBe(403);
    }
  });
});
