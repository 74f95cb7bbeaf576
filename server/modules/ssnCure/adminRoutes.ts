import { and, eq, inArray } from 'drizzle-orm';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { nothing, requestSchema } from '../../http/validation';
import { answers, day, int, list, nullableInt, nullableStr, obj, str, when } from '../../http/answers';
import type { Locale } from '../../../domain/locales';
import { hotelToday } from '../../../domain/dates';
import { translate } from '../../http/messages';
import { CURE_CYCLES } from '../../../domain/ssnCure/rules';
import {
  cureAdminMessages,
  cureSettingsSchema,
  curesPeriod,
  curesQuerySchema,
  type CureSettingsFormValues,
  type CuresQuery,
} from '../../../domain/ssnCure/settingsForm';
import type { Db } from '../../db/client';
import { spaTreatments } from '../../db/schema';
import { readCureSettings, saveCureSettings } from './settings';
import { bookedCures } from './deskCures';

const tags = ['SSN cures'];
const cycle = { type: 'string', enum: [...CURE_CYCLES] };
const settings = obj({
  ticket_cents: int,
  exempt_cents: int,
  visit_treatment_id: nullableInt,
  cycle_treatments: obj({ mud: nullableInt, bath: nullableInt, inhalation: nullableInt }),
  version: int,
});
const settingsExample = {
  ticket_cents: 5500,
  exempt_cents: 0,
  visit_treatment_id: 12,
  cycle_treatments: { mud: 3, bath: 4, inhalation: null },
  version: 3,
};
const cure = obj({
  id: int,
  reservation_id: int,
  reservation_number: str,
  booker: str,
  room: int,
  guest: int,
  cycle,
  sessions: int,
  visit_day: day,
  exemption_code: nullableStr,
  due_cents: int,
  times: list(obj({ treatment: str, starts_at: when, ends_at: when })),
});
const curesExample = {
  from: '2027-06-01',
  to: '2027-07-01',
  cures: [
    {
      id: 7,
      reservation_id: 42,
      reservation_number: 'R-00042',
      booker: 'Greta Bauer',
      room: 1,
      guest: 2,
      cycle: 'mud',
      sessions: 2,
      visit_day: '2027-06-14',
      exemption_code: 'E01',
      due_cents: 0,
      times: [
        {
          treatment: 'Admission medical visit',
          starts_at: '2027-06-14T07:00:00.000Z',
          ends_at: '2027-06-14T07:30:00.000Z',
        },
        { treatment: 'Mud therapy', starts_at: '2027-06-15T07:00:00.000Z', ends_at: '2027-06-15T07:30:00.000Z' },
        { treatment: 'Mud therapy', starts_at: '2027-06-16T07:00:00.000Z', ends_at: '2027-06-16T07:30:00.000Z' },
      ],
    },
  ],
};

const schemas = {
  read: {
    querystring: nothing,
    tags,
    summary: 'The SSN cures’ settings: the ticket, the exempt guest’s amount, the visit’s and each cycle’s treatment',
    description:
      'Front desk and revenue managers. A treatment id of null: that cycle (or, for the visit, every cure) is not offered.',
    response: answers(settings, { example: settingsExample }),
  },
  save: {
    querystring: nothing,
    body: requestSchema(cureSettingsSchema, { example: settingsExample }),
    tags,
    summary: 'Save the SSN cures’ settings whole (revenue managers); guests booking a room see them at once',
    description:
      'Amounts in cents, 0 to 100,000. Each treatment id null or an active treatment of the spa’s catalogue; a cycle only with the admission visit. Bad fields: 422 next to the field. `version` is the one read: someone saved since, 409 under `version` and nothing saved. The staff actions log keeps before and after.',
    response: answers(settings, { example: settingsExample }),
  },
  cures: {
    querystring: requestSchema(curesQuerySchema),
    tags,
    summary:
      'The cures of confirmed reservations whose admission visit falls between two days (front desk, revenue managers)',
    description:
      '`from` and `to` (days, both included, at most 92 days apart); without them, the hotel’s today and 30 days on. Each cure with its reservation, the booking guest, room and guest (from 1), the prescription, what the desk collects and its booked times.',
    response: answers(obj({ from: day, to: day, cures: list(cure) }), { example: curesExample }),
  },
};

/** A treatment id that is not an active treatment of the catalogue: 422 next to its field. */
async function checkTreatments(db: Db, values: CureSettingsFormValues, locale: Locale) {
  const chosen: [string, number | null][] = [
    ['visit_treatment_id', values.visit_treatment_id],
    ...CURE_CYCLES.map((c): [string, number | null] => [`cycle_treatments.${c}`, values.cycle_treatments[c]]),
  ];
  const ids = chosen.flatMap(([, id]) => (id === null ? [] : [id]));
  if (ids.length === 0) return;
  const active = await db
    .select({ id: spaTreatments.id })
    .from(spaTreatments)
    .where(and(inArray(spaTreatments.id, ids), eq(spaTreatments.active, true)));
  const known = new Set(active.map((row) => row.id));
  const message = translate(cureAdminMessages.treatmentUnknown, locale);
  const errors = Object.fromEntries(
    chosen.filter(([, id]) => id !== null && !known.has(id)).map(([field]) => [field, [message]]),
  );
  if (Object.keys(errors).length > 0) throw new HttpError(422, message, errors);
}

/**
 * The staff's side of SSN cures (docs/product.md §16.11): the desk and the revenue manager read
 * the settings and the cures booked; the revenue manager (and the administrator) saves the settings.
 */
export const ssnCureAdminModule: AppModule = async (app, { db }) => {
  const readers = { onRequest: [requireRole('front_desk', 'revenue_manager')] };
  const savers = { onRequest: [requireRole('revenue_manager')] };

  app.get('/api/admin/ssn-cure', { schema: schemas.read, ...readers }, async () => readCureSettings(db));

  app.put<{ Body: CureSettingsFormValues }>(
    '/api/admin/ssn-cure',
    { schema: schemas.save, ...savers },
    async (request) => {
      const { version, ...values } = request.body;
      await checkTreatments(db, request.body, request.locale);
      return saveCureSettings(db, signedInUser(request), values, version, request.locale);
    },
  );

  app.get<{ Querystring: CuresQuery }>(
    '/api/admin/ssn-cure/cures',
    { schema: schemas.cures, ...readers },
    async (request) => {
      const { from, to } = curesPeriod(request.query, hotelToday());
      return { from, to, cures: await bookedCures(db, { from, to }, request.locale) };
    },
  );
};
