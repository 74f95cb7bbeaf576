import { stringify } from 'csv-stringify/sync';
import { HOTEL } from '../../../domain/hotel';
import type { Locale, Translations } from '../../../domain/locales';
import type { MonthMovement, ResidenceKey } from '../../../domain/istat';
import { mailText } from '../../mail/templates';

const texts = {
  title: {
    en: 'Guest movement (ISTAT C/59)',
    it: 'Movimento dei clienti (ISTAT C/59)',
    de: 'Gästebewegung (ISTAT C/59)',
  },
  day: { en: 'Day', it: 'Giorno', de: 'Tag' },
  residence: { en: 'Residence', it: 'Residenza', de: 'Wohnsitz' },
  arrivals: { en: 'Arrivals', it: 'Arrivi', de: 'Ankünfte' },
  departures: { en: 'Departures', it: 'Partenze', de: 'Abreisen' },
  present: { en: 'Present', it: 'Presenti', de: 'Anwesend' },
  nights: { en: 'Nights', it: 'Presenze', de: 'Übernachtungen' },
  open: { en: 'Open', it: 'Aperto', de: 'Geöffnet' },
  roomsOccupied: { en: 'Rooms occupied', it: 'Camere occupate', de: 'Belegte Zimmer' },
  roomsAvailable: { en: 'Rooms available', it: 'Camere disponibili', de: 'Verfügbare Zimmer' },
  bedsAvailable: { en: 'Beds available', it: 'Letti disponibili', de: 'Verfügbare Betten' },
  yes: { en: 'yes', it: 'sì', de: 'ja' },
  no: { en: 'no', it: 'no', de: 'nein' },
  unknown: { en: 'not checked in', it: 'senza check-in', de: 'nicht eingecheckt' },
  total: { en: 'Total', it: 'Totale', de: 'Summe' },
  undeclared: {
    en: 'Guests without check-in data (residence unknown): {count}',
    it: 'Ospiti senza dati di check-in (residenza sconosciuta): {count}',
    de: 'Gäste ohne Check-in-Daten (Wohnsitz unbekannt): {count}',
  },
} satisfies Record<string, Translations>;

/** 'IT-PD' -> 'Italia PD'; a state's code as it is; 'unknown' in words. */
function residenceLabel(key: ResidenceKey, t: (text: Translations) => string): string {
  if (key === 'unknown') return t(texts.unknown);
  return key.startsWith('IT-') ? `IT ${key.slice(3)}` : key;
}

/** The C/59 structure as CSV: a line per day and residence, the day's rooms, then the month by residence. */
export function movementCsv(movement: MonthMovement, locale: Locale): string {
  const t = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  const rows: (string | number)[][] = [
    [
      t(texts.day),
      t(texts.open),
      t(texts.roomsOccupied),
      t(texts.roomsAvailable),
      t(texts.bedsAvailable),
      t(texts.residence),
      t(texts.arrivals),
      t(texts.departures),
      t(texts.present),
    ],
  ];
  for (const day of movement.days) {
    const rooms = [
      day.date,
      t(day.open ? texts.yes : texts.no),
      day.roomsOccupied,
      day.roomsAvailable,
      day.bedsAvailable,
    ];
    if (!day.rows.length) rows.push([...rooms, '', 0, 0, 0]);
    for (const row of day.rows)
      rows.push([...rooms, residenceLabel(row.residence, t), row.arrivals, row.departures, row.present]);
  }
  rows.push([]);
  rows.push([t(texts.residence), t(texts.arrivals), t(texts.nights)]);
  for (const r of movement.byResidence) rows.push([residenceLabel(r.residence, t), r.arrivals, r.nights]);
  rows.push([t(texts.total), movement.totals.arrivals, movement.totals.nights]);
  return stringify(rows);
}

/** The same month as a PDF: the sums by residence, then each day's rooms and guests. */
export async function movementPdf(month: string, movement: MonthMovement, locale: Locale): Promise<Buffer> {
  const t = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${HOTEL.name} · ${t(texts.title)} ${month}`, Author: HOTEL.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(16).text(`${t(texts.title)} · ${month}`);
  doc.fontSize(10).text(`${HOTEL.name} · ${HOTEL.city}`).moveDown();
  doc.text(`${t(texts.residence)} · ${t(texts.arrivals)} · ${t(texts.nights)}`);
  for (const r of movement.byResidence) doc.text(`${residenceLabel(r.residence, t)} · ${r.arrivals} · ${r.nights}`);
  doc.text(`${t(texts.total)} · ${movement.totals.arrivals} · ${movement.totals.nights}`);
  if (movement.totals.undeclaredGuests)
    doc.moveDown().text(t(texts.undeclared, { count: movement.totals.undeclaredGuests }));
  doc.moveDown();
  for (const day of movement.days) {
    const guests = day.rows
      .map((r) => `${residenceLabel(r.residence, t)} ${r.arrivals}/${r.departures}/${r.present}`)
      .join(', ');
    doc.text(
      `${day.date} · ${t(day.open ? texts.yes : texts.no)} · ${day.roomsOccupied}/${day.roomsAvailable} · ${day.bedsAvailable}${guests ? ` · ${guests}` : ''}`,
    );
  }
  doc.end();
  return done;
}
