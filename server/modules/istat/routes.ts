import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { requestSchema } from '../../http/validation';
import { hotelToday } from '../../../domain/dates';
import { monthMovement, ross1000Xml } from '../../../domain/istat';
import { touristTaxMonthSchema, type TouristTaxMonthQuery } from '../../../domain/validation';
import { recordStaffAction } from '../frontDesk/staffLog';
import { movementInput } from './movement';
import { movementCsv, movementPdf } from './report';

const byMonth = { querystring: requestSchema(touristTaxMonthSchema), tags: ['Front desk'] };
const DOWNLOADS = {
  csv: 'The month’s movement in the ISTAT C/59 structure (CSV)',
  pdf: 'The month’s movement in the ISTAT C/59 structure (PDF)',
  xml: 'The month’s movement as the ROSS 1000 file (Veneto)',
};
type ByMonth = { Querystring: TouristTaxMonthQuery };
const monthOf = (query: TouristTaxMonthQuery) => query.month || hotelToday().slice(0, 7);

/**
 * ISTAT's monthly movement of guests (product.md §12.8): the month as JSON for the screen, as CSV
 * and PDF in the structure of the C/59 model, and as the ROSS 1000 file of the Veneto region.
 * Downloads are in the staff log.
 */
export const istatModule: AppModule = async (app, { db, config }) => {
  app.addHook('onRequest', requireRole('front_desk'));

  const movement = {
    ...byMonth,
    summary: 'ISTAT’s monthly movement: arrivals, departures and nights by residence, rooms and beds each day',
  };
  app.get<ByMonth>('/api/admin/istat', { schema: movement }, async ({ query }) => {
    const month = monthOf(query);
    const { guests, days } = await movementInput(db, month);
    return { month, ...monthMovement(guests, days) };
  });

  const download = (format: 'csv' | 'pdf' | 'xml') =>
    app.get<ByMonth>(
      format === 'xml' ? '/api/admin/istat/ross1000.xml' : `/api/admin/istat/report.${format}`,
      { schema: { ...byMonth, summary: DOWNLOADS[format] } },
      async (request, reply) => {
        const month = monthOf(request.query);
        const { guests, days } = await movementInput(db, month);
        await recordStaffAction(db, signedInUser(request), 'istat.report', { month, format });
        reply.header('cache-control', 'no-store');
        if (format === 'xml')
          return reply
            .header('content-type', 'application/xml; charset=utf-8')
            .header('content-disposition', `attachment; filename="ross1000-${month}.xml"`)
            .send(ross1000Xml(config.ross1000Code, guests, days));
        const movement = monthMovement(guests, days);
        return format === 'csv'
          ? reply
              .header('content-type', 'text/csv; charset=utf-8')
              .header('content-disposition', `attachment; filename="istat-${month}.csv"`)
              .send(movementCsv(movement, request.locale))
          : reply
              .header('content-type', 'application/pdf')
              .header('content-disposition', `attachment; filename="istat-${month}.pdf"`)
              .send(await movementPdf(month, movement, request.locale));
      },
    );
  download('csv');
  download('pdf');
  download('xml');
};
