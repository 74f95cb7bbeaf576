import { createRequire } from 'node:module';
import { formatDate } from '../../../domain/dates';
import { formatGiftCardCode } from '../../../domain/giftCardCode';
import { HOTEL, hotelAddress } from '../../../domain/hotel';
import type { Locale, Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { mailText } from '../../mail/templates';
import type { GiftMailData } from './mails';

// Noto Sans from its npm package (nothing downloaded): Latin with the accents of it/de and the euro sign.
const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff');

const texts = {
  title: { en: 'Gift card', it: 'Buono regalo', de: 'Gutschein' },
  for: { en: 'For {name}', it: 'Per {name}', de: 'Für {name}' },
  from: { en: 'from {name}', it: 'da {name}', de: 'von {name}' },
  value: { en: 'Value', it: 'Valore', de: 'Wert' },
  code: { en: 'Code', it: 'Codice', de: 'Code' },
  expires: { en: 'Valid until', it: 'Valido fino al', de: 'Gültig bis' },
  how: {
    en: 'How to use it: give the code at the front desk or when you book with us. Its value pays all or part of the amount, in one visit or several.',
    it: 'Come usarlo: indica il codice alla reception o quando prenoti con noi. Il suo valore paga tutto o parte dell’importo, in una o più visite.',
    de: 'So löst du ihn ein: Gib den Code an der Rezeption oder bei deiner Buchung an. Sein Wert bezahlt den Betrag ganz oder teilweise, bei einem oder mehreren Besuchen.',
  },
} satisfies Record<string, Translations>;

const INK = '#1d2a2e';
const PRIMARY = '#1f4e5a';
const SAND = '#b89b6e';

/**
 * The printable gift card (A5 landscape, one page): the hotel, what the card is for, its value,
 * the code in print and as a QR code, the expiry, the buyer's message and how to redeem it.
 */
export async function giftCardPdf(locale: Locale, d: GiftMailData): Promise<Buffer> {
  const t = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  const code = formatGiftCardCode(d.code);
  // pdfkit and qrcode are loaded by the first gift card: a start does not wait for them (issue 10, decision 030).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qr = await QRCode.toBuffer(code, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 300,
    color: { dark: PRIMARY, light: '#ffffff' },
  });
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${HOTEL.name} · ${t(texts.title)}`, Author: HOTEL.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(2)
    .stroke(SAND);
  doc.font('bold').fontSize(22).fillColor(PRIMARY).text(HOTEL.name, 36, 36);
  doc.font('body').fontSize(9).fillColor(INK).text(hotelAddress);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(18).fillColor(INK).text(t(texts.title));
  doc
    .font('body')
    .fontSize(12)
    .text(`${d.product}, ${d.variation}`, { width: width - 260 });
  doc.moveDown(0.4);
  doc.text(`${t(texts.for, { name: d.recipientName })} ${t(texts.from, { name: d.buyerName })}`, {
    width: width - 260,
  });
  if (d.message)
    doc
      .moveDown(0.4)
      .font('body')
      .fontSize(11)
      .fillColor(PRIMARY)
      .text(`“${d.message}”`, { width: width - 260 });
  doc.moveDown(0.8);
  doc.font('body').fontSize(10).fillColor(INK).text(t(texts.value));
  doc.font('bold').fontSize(20).text(formatMoney(d.value, locale));
  doc.font('body').fontSize(10).text(t(texts.code));
  doc.font('bold').fontSize(16).text(code, { characterSpacing: 1 });
  doc
    .font('body')
    .fontSize(10)
    .text(`${t(texts.expires)} ${formatDate(d.expiresOn, locale, 'DD MMMM YYYY')}`);
  doc.image(qr, width - 210, 80, { width: 160 });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(t(texts.how), 36, height - 80, { width: width - 72 });
  doc.end();
  return done;
}
