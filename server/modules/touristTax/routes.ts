import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireRole, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { hotelToday } from '../../../domain/dates';
import {
  fields,
  touristTaxMonthSchema,
  touristTaxRecordSchema,
  touristTaxYearSchema,
  type TouristTaxMonthQuery,
  type TouristTaxRecordValues,
} from '../../../domain/validation';
import { recordStaffAction } from '../frontDesk/staffLog';
import { monthLedger } from './ledger';
import { recordTouristTax } from './record';
import { monthCsv, monthPdf, touristTaxTotals, yearCsv } from './report';

const reservation = requestSchema((locale) => object({ id: fields(locale).id('valueInvalid') }));
const tags = ['Front desk'];
const month = { querystring: requestSchema(touristTaxMonthSchema), tags };
const schemas = {
  ledger: {
    ...month,
    summary: 'The tourist-tax ledger of a month: stays departing in it, what is due, what the desk recorded',
  },
  csv: { ...month, summary: 'The month’s tourist-tax report for the Comune (CSV)' },
  pdf: { ...month, summary: 'The month’s tourist-tax report for the Comune (PDF)' },
  year: {
    querystring: requestSchema(touristTaxYearSchema),
    tags,
    summary: 'The year’s tourist-tax summary, month by month (CSV)',
  },
  record: {
    querystring: nothing,
    params: reservation,
    body: requestSchema(touristTaxRecordSchema),
    tags,
    summary: 'Record a stay’s tourist tax at departure: exemptions, collected (cash or card) or not paid',
  },
};
type ByMonth = { Querystring: TouristTaxMonthQuery };
type Record_ = { Params: { id: number }; Body: TouristTaxRecordValues };

const monthOf = (query: TouristTaxMonthQuery) => query.month || hotelToday().slice(0, 7);
const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * The tourist-tax ledger (product.md §12.7): the stays departing in a month with what is due, the
 * desk's record at departure, and the reports the Comune asks for (the month as CSV and PDF, the
 * year's summary as CSV). Downloads are in the staff log.
 */
export const touristTaxModule: AppModule = async (app, { db, config }) => {
  app.addHook('onRequest', requireRole('front_desk'));
  const rate = config.cityTaxCents;

  app.get<ByMonth>('/api/admin/tourist-tax', { schema: schemas.ledger }, async ({ query }) => {
    const month = monthOf(query);
    const stays = await monthLedger(db, month, rate);
    return { month, stays, totals: touristTaxTotals(stays) };
  });

  app.post<Record_>('/api/admin/room-reservations/:id/tourist-tax', { schema: schemas.record }, async (request) =>
    recordTouristTax(db, request.params.id, request.body, signedInUser(request), rate, request.locale),
  );

  app.get<ByMonth>('/api/admin/tourist-tax/report.csv', { schema: schemas.csv }, async (request, reply) => {
    const month = monthOf(request.query);
    const stays = await monthLedger(db, month, rate);
    await recordStaffAction(db, signedInUser(request), 'tourist_tax.report', { month, format: 'csv' });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`tourist-tax-${month}.csv`))
      .header('cache-control', 'no-store')
      .send(monthCsv(stays, request.locale));
  });

  app.get<ByMonth>('/api/admin/tourist-tax/report.pdf', { schema: schemas.pdf }, async (request, reply) => {
    const month = monthOf(request.query);
    const stays = await monthLedger(db, month, rate);
    await recordStaffAction(db, signedInUser(request), 'tourist_tax.report', { month, format: 'pdf' });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`tourist-tax-${month}.pdf`))
      .header('cache-control', 'no-store')
      .send(await monthPdf(month, stays, request.locale));
  });

  app.get<{ Querystring: { year: number } }>(
    '/api/admin/tourist-tax/year.csv',
    { schema: schemas.year },
    async (request, reply) => {
      const { year } = request.query;
      const months = [];
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        months.push({ month, totals: touristTaxTotals(await monthLedger(db, month, rate)) });
      }
      await recordStaffAction(db, signedInUser(request), 'tourist_tax.report', { year, format: 'csv' });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tourist-tax-${year}.csv`))
        .header('cache-control', 'no-store')
        .send(yearCsv(months, request.locale));
    },
  );
};
