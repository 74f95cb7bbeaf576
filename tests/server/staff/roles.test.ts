import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';

// docs/product.md §12: the administrator may do everything; the revenue manager the rates,
// availability, rooms, seasons and promo codes; the front desk the arrivals, requests, police file
// and check-in at the desk. A role refused a screen's API gets 403.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

const DESK_READS = ['/api/admin/arrivals', '/api/admin/police-report', '/api/admin/requests'];
const ADMIN_ONLY_READS = ['/api/admin/staff-actions', '/api/admin/pages', '/api/admin/mails'];
const REVENUE_READS = ['/api/admin/seasons'];

describe('staff roles', () => {
  let t: TestApp;
  const clients: Record<string, TestClient> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, account] of Object.entries({ admin: ADMIN, revenue: REVENUE, desk: DESK, guest: GUEST })) {
      const client = await new TestClient(t.app).start();
      await client.login(account.email, account.password);
      clients[name] = client;
    }
  });
  afterAll(async () => t.close());

  it('lets the administrator use the desk and the administrator-only screens', async () => {
    for (const url of [...DESK_READS, ...ADMIN_ONLY_READS, ...REVENUE_READS])
      expect((await clients.admin.get(url)).statusCode, url).toBe(200);
  });

  it('lets the front desk use the arrivals, requests and police report, and refuses it the administrator’s', async () => {
    for (const url of DESK_READS) expect((await clients.desk.get(url)).statusCode, url).toBe(200);
    for (const url of [...ADMIN_ONLY_READS, ...REVENUE_READS])
      expect((await clients.desk.get(url)).statusCode, url).toBe(403);
  });

  it('lets the revenue manager use the seasons (docs/product.md §12.9)', async () => {
    for (const url of REVENUE_READS) expect((await clients.revenue.get(url)).statusCode, url).toBe(200);
  });

  it('refuses the revenue manager the arrivals, the police report and the administrator’s screens', async () => {
    for (const url of [...DESK_READS, ...ADMIN_ONLY_READS])
      expect((await clients.revenue.get(url)).statusCode, url).toBe(403);
  });

  it('refuses a guest every staff screen', async () => {
    for (const url of [...DESK_READS, ...ADMIN_ONLY_READS, ...REVENUE_READS])
      expect((await clients.guest.get(url)).statusCode, url).toBe(403);
  });

  it('tells the browser the role of who signed in', async () => {
    const user = (await clients.desk.get('/api/user')).json().user;
    expect(user).toMatchObject({ role: 'front_desk', is_admin: false });
    expect((await clients.admin.get('/api/user')).json().user).toMatchObject({ role: 'administrator', is_admin: true });
  });
});
