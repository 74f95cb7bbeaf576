import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRequests, requestById, setRequestStatus } from '../../../server/modules/requests/inbox';
import {
  storeAirportTransfer,
  storeChangeBooking,
  storeRefund,
  type RequestOrigin,
} from '../../../server/modules/requests/store';
import { createTestApp, type TestApp } from '../support/testApp';

const contact = {
  first_name: 'Luca',
  last_name: 'Bianchi',
  email: 'luca@example.com',
  privacy: true as const,
  newsletter_consent: true,
};
const origin: RequestOrigin = { locale: 'it', userId: null, reservation: null };

describe('the requests inbox service (for the front desk)', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists requests newest first with their details, by status and kind, and moves one along', async () => {
    const change = await storeChangeBooking(
      db(),
      {
        ...contact,
        checkin: '2027-05-01',
        checkout: '2027-05-04',
        new_checkin: '2027-05-08',
        new_checkout: '2027-05-11',
        note: 'Later',
      },
      origin,
    );
    const refund = await storeRefund(
      db(),
      { ...contact, amount: 5000, iban: 'IT60 X054 2811 1010 0000 0123 456', bic: 'BPMOIT22XXX' },
      origin,
    );
    const airport = await storeAirportTransfer(
      db(),
      { ...contact, airport: 'TSF', people: 2, flight_number: 'FR 99', return: true },
      origin,
    );

    const all = await listRequests(db());
    expect(all.map((r) => r.request.id)).toEqual([airport.request.id, refund.request.id, change.request.id]);
    expect(all[1]).toMatchObject({
      kind: 'refund',
      request: { status: 'new', email: 'luca@example.com' },
      details: { amount: 5000, iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
    });
    expect(all[2]).toMatchObject({
      kind: 'change_booking',
      details: { checkIn: '2027-05-01', newCheckOut: '2027-05-11' },
    });
    expect(all[0]).toMatchObject({
      kind: 'airport_transfer',
      details: { airport: 'TSF', people: 2, pricePerPerson: 4500, total: 9000 },
    });

    const before = refund.request.updatedAt.getTime();
    const moved = await setRequestStatus(db(), refund.request.id, 'in_progress');
    expect(moved?.status).toBe('in_progress');
    expect(moved!.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(moved!.createdAt.getTime()).toBe(refund.request.createdAt.getTime());

    expect((await listRequests(db(), { status: 'new' })).map((r) => r.request.id)).toEqual([
      airport.request.id,
      change.request.id,
    ]);
    expect((await listRequests(db(), { status: 'in_progress' })).map((r) => r.request.id)).toEqual([refund.request.id]);
    expect((await listRequests(db(), { kind: 'airport_transfer' })).map((r) => r.request.id)).toEqual([
      airport.request.id,
    ]);
    expect(await listRequests(db(), { status: 'done' })).toEqual([]);

    await setRequestStatus(db(), refund.request.id, 'done');
    expect((await requestById(db(), refund.request.id))?.request.status).toBe('done');
  });

  it('says null for a request that does not exist', async () => {
    expect(await setRequestStatus(db(), 987654, 'done')).toBeNull();
    expect(await requestById(db(), 987654)).toBeNull();
  });

  it('refuses a status outside new, in progress, done in the database itself', async () => {
    const { request } = await storeAirportTransfer(
      db(),
      { ...contact, airport: 'VCE', people: 1, flight_number: 'AZ 1', return: false },
      origin,
    );
    await expect(setRequestStatus(db(), request.id, 'archived' as never)).rejects.toThrow();
  });
});
