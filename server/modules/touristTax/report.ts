import { createRequire } from 'node:module';
import { stringify } from 'csv-stringify/sync';
import { HOTEL } from '../../../domain/hotel';
import type { Locale, Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { EXEMPTION_REASONS, type ExemptionReason, type TouristTaxTotals } from '../../../domain/touristTax';
import { mailText } from '../../mail/templates';
import type { LedgerStay } from './ledger';

export function touristTaxTotals(stays: LedgerStay[]): TouristTaxTotals {
  const totals: TouristTaxTotals = {
    stays: stays.length,
    guest_nights: 0,
    taxed_nights: 0,
    exempt_nights: {},
    due_cents: 0,
    collected_cash_cents: 0,
    collected_card_cents: 0,
    not_paid_cents: 0,
    not_recorded_cents: 0,
  };
  for (const stay of stays) {
    totals.guest_nights += stay.tax.guestNights;
    totals.taxed_nights += stay.tax.taxedNights;
    for (const [reason, nights] of Object.entries(stay.tax.exemptNights) as [ExemptionReason, number][])
      totals.exempt_nights[reason] = (totals.exempt_nights[reason] ?? 0) + nights;
    totals.due_cents += stay.due_cents;
    if (!stay.record) totals.not_recorded_cents += stay.due_cents;
    else if (stay.record.status === 'not_paid') totals.not_paid_cents += stay.due_cents;
    else if (stay.record.method === 'cash') totals.collected_cash_cents += stay.record.collected_cents;
    else totals.collected_card_cents += stay.record.collected_cents;
  }
  return totals;
}

const REASONS: ExemptionReason[] = ['age', ...EXEMPTION_REASONS];

export const texts = {
  title: { en: 'Tourist tax', it: 'Imposta di soggiorno', de: 'Kurtaxe' },
  reservation: { en: 'Reservation', it: 'Prenotazione', de: 'Buchung' },
  booker: { en: 'Booker', it: 'Intestatario', de: 'Bucher' },
  arrival: { en: 'Arrival', it: 'Arrivo', de: 'Anreise' },
  departure: { en: 'Departure', it: 'Partenza', de: 'Abreise' },
  guests: { en: 'Guests', it: 'Ospiti', de: 'Gäste' },
  guestNights: { en: 'Guest nights', it: 'Pernottamenti', de: 'Übernachtungen' },
  taxedNights: { en: 'Taxed nights', it: 'Pernottamenti tassati', de: 'Besteuerte Nächte' },
  due: { en: 'Due', it: 'Dovuto', de: 'Fällig' },
  collected: { en: 'Collected', it: 'Riscosso', de: 'Eingenommen' },
  status: { en: 'Status', it: 'Stato', de: 'Status' },
  cash: { en: 'cash', it: 'contanti', de: 'bar' },
  card: { en: 'card', it: 'carta', de: 'Karte' },
  notPaid: { en: 'not paid', it: 'non pagata', de: 'nicht bezahlt' },
  notRecorded: { en: 'not recorded', it: 'non registrata', de: 'nicht erfasst' },
  total: { en: 'Total', it: 'Totale', de: 'Summe' },
  month: { en: 'Month', it: 'Mese', de: 'Monat' },
  stays: { en: 'Stays', it: 'Soggiorni', de: 'Aufenthalte' },
  collectedCash: { en: 'Collected in cash', it: 'Riscosso in contanti', de: 'Bar eingenommen' },
  collectedCard: { en: 'Collected by card', it: 'Riscosso con carta', de: 'Per Karte eingenommen' },
  notPaidTotal: { en: 'Not paid', it: 'Non pagata', de: 'Nicht bezahlt' },
  notRecordedTotal: { en: 'Not recorded yet', it: 'Non ancora registrata', de: 'Noch nicht erfasst' },
  exempt: { en: 'Exempt nights: {reason}', it: 'Pernottamenti esenti: {reason}', de: 'Befreite Nächte: {reason}' },
  age: { en: 'age', it: 'età', de: 'Alter' },
  resident: { en: 'resident', it: 'residente', de: 'Einwohner' },
  disability: { en: 'disability', it: 'disabilità', de: 'Behinderung' },
  driver_or_guide: { en: 'driver or guide', it: 'autista o guida', de: 'Fahrer oder Reiseleiter' },
  health_care: { en: 'health care', it: 'cure sanitarie', de: 'Krankenbehandlung' },
  other: { en: 'other', it: 'altro', de: 'andere' },
} satisfies Record<string, Translations>;

/** A spreadsheet must not run a cell as a formula (a booker named '=HYPERLINK(…)'). */
const cell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
const euros = (cents: number) => (cents / 100).toFixed(2);

function statusText(stay: LedgerStay, t: (text: Translations) => string): string {
  if (!stay.record) return t(texts.notRecorded);
  if (stay.record.status === 'not_paid') return t(texts.notPaid);
  return t(stay.record.method === 'cash' ? texts.cash : texts.card);
}

/** The month's report as CSV: a line per stay, then the totals; amounts in euros with a point. */
export function monthCsv(stays: LedgerStay[], locale: Locale): string {
  const t = (text: Translations, params?: Record<string, string>) => mailText(text, locale, params);
  const exemptColumns = REASONS.map((reason) => t(texts.exempt, { reason: t(texts[reason]) }));
  const rows: (string | number)[][] = [
    [
      t(texts.reservation),
      t(texts.booker),
      t(texts.arrival),
      t(texts.departure),
      t(texts.guests),
      t(texts.guestNights),
      t(texts.taxedNights),
      ...exemptColumns,
      t(texts.due),
      t(texts.collected),
      t(texts.status),
    ],
  ];
  for (const stay of stays)
    rows.push([
      stay.number,
      stay.booker,
      stay.from_date,
      stay.to_date,
      stay.tax.guests.length,
      stay.tax.guestNights,
      stay.tax.taxedNights,
      ...REASONS.map((reason) => stay.tax.exemptNights[reason] ?? 0),
      euros(stay.due_cents),
      euros(stay.record?.collected_cents ?? 0),
      statusText(stay, t),
    ]);
  const totals = touristTaxTotals(stays);
  rows.push([
    t(texts.total),
    '',
    '',
    '',
    stays.reduce((sum, stay) => sum + stay.tax.guests.length, 0),
    totals.guest_nights,
    totals.taxed_nights,
    ...REASONS.map((reason) => totals.exempt_nights[reason] ?? 0),
    euros(totals.due_cents),
    euros(totals.collected_cash_cents + totals.collected_card_cents),
    '',
  ]);
  return stringify(rows.map((row) => row.map(cell)));
}

/** The year's summary as CSV: a line per month, then the year. */
export function yearCsv(months: { month: string; totals: TouristTaxTotals }[], locale: Locale): string {
  const t = (text: Translations, params?: Record<string, string>) => mailText(text, locale, params);
  const line = (label: string, x: TouristTaxTotals) => [
    label,
    x.stays,
    x.guest_nights,
    x.taxed_nights,
    ...REASONS.map((reason) => x.exempt_nights[reason] ?? 0),
    euros(x.due_cents),
    euros(x.collected_cash_cents),
    euros(x.collected_card_cents),
    euros(x.not_paid_cents),
    euros(x.not_recorded_cents),
  ];
  const year = touristTaxTotals([]);
  for (const { totals } of months) {
    year.stays += totals.stays;
    year.guest_nights += totals.guest_nights;
    year.taxed_nights += totals.taxed_nights;
    for (const [reason, nights] of Object.entries(totals.exempt_nights) as [ExemptionReason, number][])
      year.exempt_nights[reason] = (year.exempt_nights[reason] ?? 0) + nights;
    year.due_cents += totals.due_cents;
    year.collected_cash_cents += totals.collected_cash_cents;
    year.collected_card_cents += totals.collected_card_cents;
    year.not_paid_cents += totals.not_paid_cents;
    year.not_recorded_cents += totals.not_recorded_cents;
  }
  return stringify([
    [
      t(texts.month),
      t(texts.stays),
      t(texts.guestNights),
      t(texts.taxedNights),
      ...REASONS.map((reason) => t(texts.exempt, { reason: t(texts[reason]) })),
      t(texts.due),
      t(texts.collectedCash),
      t(texts.collectedCard),
      t(texts.notPaidTotal),
      t(texts.notRecordedTotal),
    ],
    ...months.map(({ month, totals }) => line(month, totals)),
    line(t(texts.total), year),
  ]);
}

const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff');

/** The month's report as a PDF for the Comune: the hotel, the sums, then a line per stay. */
export async function monthPdf(month: string, stays: LedgerStay[], locale: Locale): Promise<Buffer> {
  const t = (text: Translations, params?: Record<string, string>) => mailText(text, locale, params);
  const money = (cents: number) => formatMoney(cents, locale);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${HOTEL.name} · ${t(texts.title)} ${month}`, Author: HOTEL.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const totals = touristTaxTotals(stays);
  doc
    .font('bold')
    .fontSize(16)
    .text(`${t(texts.title)} · ${month}`);
  doc.font('body').fontSize(10).text(`${HOTEL.name} · ${HOTEL.city}`).moveDown();
  const sums: [string, string][] = [
    [t(texts.stays), String(totals.stays)],
    [t(texts.guestNights), String(totals.guest_nights)],
    [t(texts.taxedNights), String(totals.taxed_nights)],
    ...REASONS.filter((reason) => totals.exempt_nights[reason]).map((reason): [string, string] => [
      t(texts.exempt, { reason: t(texts[reason]) }),
      String(totals.exempt_nights[reason]),
    ]),
    [t(texts.due), money(totals.due_cents)],
    [t(texts.collectedCash), money(totals.collected_cash_cents)],
    [t(texts.collectedCard), money(totals.collected_card_cents)],
    [t(texts.notPaidTotal), money(totals.not_paid_cents)],
    [t(texts.notRecordedTotal), money(totals.not_recorded_cents)],
  ];
  for (const [label, value] of sums) doc.font('body').text(`${label}: `, { continued: true }).font('bold').text(value);
  doc.moveDown();
  doc
    .font('bold')
    .text(
      [
        t(texts.reservation),
        t(texts.arrival),
        t(texts.departure),
        t(texts.guests),
        t(texts.taxedNights),
        t(texts.due),
        t(texts.status),
      ].join(' · '),
    );
  doc.font('body');
  for (const stay of stays)
    doc.text(
      [
        stay.number,
        stay.from_date,
        stay.to_date,
        stay.tax.guests.length,
        stay.tax.taxedNights,
        money(stay.due_cents),
        statusText(stay, t),
      ].join(' · '),
    );
  doc.end();
  return done;
}
