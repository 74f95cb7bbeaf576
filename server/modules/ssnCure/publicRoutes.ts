import { inArray } from 'drizzle-orm';
import type { AppModule } from '../../deps';
import { PUBLIC_READ } from '../../http/session';
import { answers, int, list, nullableStr, obj, str, when } from '../../http/answers';
import { requestSchema, nothing } from '../../http/validation';
import { curePlanQuerySchema, type CurePlanQuery } from '../../../domain/ssnCure/planQuery';
import { CURE_CYCLES, cureDueCents } from '../../../domain/ssnCure/rules';
import type { CureOfferWire } from '../../../domain/ssnCure/wire';
import { spaTreatments } from '../../db/schema';
import { cureOffer, readCureSettings } from './settings';
import { previewCure } from './plan';

const tags = ['SSN cures'];
const time = obj({ name: str, starts_at: when, ends_at: when });

/**
 * What the payment page needs to offer a cure (docs/product.md §16.10): the cycles and amounts,
 * and the times the site would book for a prescription. Reads only; the hold books.
 */
export const ssnCurePublicModule: AppModule = async (app, { db }) => {
  app.get(
    '/api/spa/ssn-cure',
    {
      schema: {
        querystring: nothing,
        tags,
        summary: 'The cures with an SSN prescription the hotel offers, and what a guest pays at the desk',
        response: answers(
          obj({
            ticket_cents: int,
            exempt_cents: int,
            cycles: list(obj({ cycle: { type: 'string', enum: [...CURE_CYCLES] }, name: str, duration_minutes: int })),
            visit: { type: ['object', 'null'], properties: { name: str, duration_minutes: int } },
          }),
        ),
      },
      ...PUBLIC_READ,
    },
    async (request): Promise<CureOfferWire> => {
      const settings = await readCureSettings(db);
      const { visit, cycles } = await cureOffer(db, settings);
      return {
        ticket_cents: settings.ticket_cents,
        exempt_cents: settings.exempt_cents,
        visit: visit && { name: visit.names[request.locale], duration_minutes: visit.durationMinutes },
        cycles: cycles.map(({ cycle, treatment }) => ({
          cycle,
          name: treatment.names[request.locale],
          duration_minutes: treatment.durationMinutes,
        })),
      };
    },
  );

  app.get<{ Querystring: CurePlanQuery }>(
    '/api/spa/ssn-cure/plan',
    {
      schema: {
        querystring: requestSchema(curePlanQuerySchema),
        tags,
        summary: 'The times the site would book for a cure: the admission visit, then one session a day',
        description:
          'Read from the schedule without booking: the earliest free time of each day. The times are booked when the room is held, and may differ if someone booked meanwhile. 422 next to the prescription’s field (`ssn_cures[0].cycle`, `.sessions`, `.exemption_code`, `.visit_day`): a cycle not offered, sessions out of 1 to 12, a stay too short, a day with nobody free.',
        response: answers(obj({ times: list(time), due_cents: int, exemption_code: nullableStr })),
      },
      ...PUBLIC_READ,
    },
    async (request) => {
      const { from, to, ...cure } = request.query;
      const times = await previewCure(
        db,
        { from, to, guestsPerRoom: [1] },
        { room: 0, guest: 0, ...cure },
        request.locale,
      );
      const rows = await db
        .select()
        .from(spaTreatments)
        .where(inArray(spaTreatments.id, [...new Set(times.map((t) => t.treatmentId))]));
      const settings = await readCureSettings(db);
      return {
        times: times.map((t) => ({
          name: rows.find((r) => r.id === t.treatmentId)?.names[request.locale] ?? '',
          starts_at: t.start.toISOString(),
          ends_at: t.end.toISOString(),
        })),
        due_cents: cureDueCents(
          { ticketCents: settings.ticket_cents, exemptCents: settings.exempt_cents },
          cure.exemption_code,
        ),
        exemption_code: cure.exemption_code || null,
      };
    },
  );
};
