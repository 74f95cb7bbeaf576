import { addDays, hotelToday } from '../../../domain/dates';
import { guestStay, tinySpa } from '../spaSchedule/support';
import { ok, type DocumentedWalk } from './support';

/**
 * The spa's schedule, SSN cures and the city tax: their documented routes called for real, by the
 * guest and by the administrator.
 * Part of the one walk of documentedAnswers.test.ts, which checks every answer against its schema.
 */
export async function callSpaAndCityTaxRoutes({ guest, admin, db }: DocumentedWalk) {
  // The spa's schedule (docs/product.md §16): catalogue, day, a booking moved, an hour blocked.
  const schedule = await tinySpa(db(), 'docs');
  const spaStay = await guestStay(db(), 40, 2);
  await ok(await guest.get('/api/spa/treatments'), 'spa treatments');
  await ok(await guest.get('/api/add-ons?nights=3&persons=3,2'), 'add-ons offered');
  await ok(
    await guest.get(`/api/spa/free-slots?treatment_id=${schedule.treatment.id}&from=${spaStay.from}&to=${spaStay.to}`),
    'free slots',
  );
  // SSN cures (§16.10): the offer, and the times a cure would get on the seeded spa.
  await ok(await guest.get('/api/spa/ssn-cure'), 'ssn cure offer');
  const cure = `cycle=mud&sessions=1&visit_day=${spaStay.from}`;
  await ok(await guest.get(`/api/spa/ssn-cure/plan?from=${spaStay.from}&to=${spaStay.to}&${cure}`), 'ssn cure plan');
  await ok(await admin.get('/api/admin/spa/catalog'), 'spa catalogue');
  const newTreatment = await ok(
    await admin.post('/api/admin/spa/treatments', { ...schedule.treatment, id: undefined }),
    'treatment',
  );
  await ok(
    await admin.send('PUT', `/api/admin/spa/treatments/${newTreatment.json().id}`, {
      ...schedule.treatment,
      id: undefined,
    }),
    'treatment changed',
  );
  const hours = [{ weekday: 1, starts: '09:00', ends: '11:00' }];
  const newTherapist = await ok(
    await admin.post('/api/admin/spa/therapists', { name: 'Doc', skills: ['docs'], hours }),
    'therapist',
  );
  await ok(
    await admin.send('PUT', `/api/admin/spa/therapists/${newTherapist.json().id}`, {
      name: 'Doc',
      skills: ['docs'],
      hours: [],
    }),
    'therapist changed',
  );
  const cabin = { name: 'Doc', kind: 'docs', opens: '09:00', closes: '12:00' };
  const newCabin = await ok(await admin.post('/api/admin/spa/cabins', cabin), 'cabin');
  await ok(
    await admin.send('PUT', `/api/admin/spa/cabins/${newCabin.json().id}`, { ...cabin, active: false }),
    'cabin changed',
  );
  const spaDate = addDays(spaStay.from, 1);
  const booking = { reservation_id: spaStay.id, treatment_id: schedule.treatment.id, date: spaDate, time: '09:00' };
  const spaBooked = await ok(await admin.post('/api/admin/spa/bookings', booking), 'spa booking');
  await ok(
    await admin.send('PUT', `/api/admin/spa/bookings/${spaBooked.json().id}`, { date: spaDate, time: '10:00' }),
    'spa moved',
  );
  const block = {
    therapist_id: schedule.therapists[0].id,
    date: spaDate,
    starts: '09:00',
    ends: '09:30',
    reason: 'Docs',
  };
  const blocked = await ok(await admin.post('/api/admin/spa/blocks', block), 'spa block');
  await ok(await admin.get(`/api/admin/spa/day?date=${spaDate}`), 'spa day');
  await admin.send('DELETE', `/api/admin/spa/blocks/${blocked.json().id}`);

  // SSN cures for staff (docs/product.md §16.11): the settings read and saved as they are, the cures booked.
  const cureSettings = (await ok(await admin.get('/api/admin/ssn-cure'), 'ssn cure settings')).json();
  await ok(await admin.send('PUT', '/api/admin/ssn-cure', cureSettings), 'ssn cure settings saved');
  await ok(await admin.get('/api/admin/ssn-cure/cures'), 'ssn cures booked');

  // The city tax's versions.
  await ok(await admin.get('/api/admin/city-tax'), 'city tax');
  const from30 = addDays(hotelToday(), 30);
  const rules = { valid_from: from30, per_person_night: 250, max_nights_taxed: 4, exempt_under_age: 14 };
  await ok(await admin.post('/api/admin/city-tax', rules), 'city tax saved');
  await ok(await admin.send('DELETE', `/api/admin/city-tax/${from30}`), 'city tax deleted');
}
