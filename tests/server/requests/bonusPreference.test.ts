import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusTermePreferences } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { GUEST } from '../booking/support';
import { setUser, userByEmail } from '../daySpa/support';

describe('the bonus-terme preference', () => {
  let t: TestApp;
  let guest: TestClient;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/my');
    await guest.login(GUEST.email, GUEST.password);
  });
  afterAll(() => t.close());

  it('asks a visitor who is not logged in to log in', async () => {
    const anonymous = await new TestClient(t.app).start('/en/');
    expect((await anonymous.post('/en/my/bonus-terme/preferences', { preference: 'spa' })).statusCode).toBe(401);
    expect((await anonymous.get('/api/my/bonus-terme/preference')).statusCode).toBe(401);
  });

  it('refuses a preference outside the four, in the language of the path', async () => {
    const response = await guest.post('/de/my/bonus-terme/preferences', { preference: 'golf' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ preference: ['Bitte wähle eine der vier Möglichkeiten.'] });
  });

  it('stores the choice once, answers with a message, and refuses a second one', async () => {
    expect((await guest.get('/api/my/bonus-terme/preference')).json()).toEqual({
      credit: 20000,
      preference: null,
      chosen_at: null,
    });
    const saved = await guest.post('/it/my/bonus-terme/preferences', { preference: 'poolTreatments' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Grazie: abbiamo preso nota di come vorresti usare il tuo bonus.' });
    const user = await userByEmail(db(), GUEST.email);
    const [row] = await db().select().from(bonusTermePreferences).where(eq(bonusTermePreferences.userId, user.id));
    expect(row.preference).toBe('poolTreatments');
    expect((await guest.get('/api/my/bonus-terme/preference')).json()).toMatchObject({
      credit: 20000,
      preference: 'poolTreatments',
    });

    const again = await guest.post('/en/my/bonus-terme/preferences', { preference: 'stay' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already told us how you would like to use your bonus.');
    const [still] = await db().select().from(bonusTermePreferences).where(eq(bonusTermePreferences.userId, user.id));
    expect(still.preference).toBe('poolTreatments');
  });

  it('has nothing to choose for a guest without bonus credit', async () => {
    await setUser(db(), 'admin@terme.example', { bonusTermeCredit: 0 });
    const admin = await new TestClient(t.app).start('/en/');
    await admin.login('admin@terme.example', 'terme-admin-2026');
    const response = await admin.post('/en/my/bonus-terme/preferences', { preference: 'spa' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Your account has no bonus-terme credit.');
  });
});
