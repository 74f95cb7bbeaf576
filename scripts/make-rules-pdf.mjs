#!/usr/bin/env node
// Writes the pool rules as small, valid one-page PDFs in public/docs/ (en, it, de), by hand:
// Helvetica with WinAnsi encoding (enough for à, è, ü, ß), one text stream, a correct xref.
// Run once after changing the texts: `node scripts/make-rules-pdf.mjs`; the PDFs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const rules = {
  en: {
    title: 'Thermal pools: rules for guests',
    lines: [
      'Swimming cap and slippers are mandatory in the pool area.',
      'Your entry is valid from the moment you enter to the moment you leave:',
      'there is no re-entry on the same day.',
      'Diving, ball games and running are not allowed.',
      'Shower before entering the pools.',
      'Children under 14 must be accompanied by an adult at all times.',
      'Babies up to one year enter free of charge, in swim nappies.',
      'Please respect the quiet of the relax area.',
      'The staff may ask anyone who does not follow these rules to leave.',
    ],
  },
  it: {
    title: 'Piscine termali: regolamento per gli ospiti',
    lines: [
      'Cuffia e ciabatte sono obbligatorie nella zona piscine.',
      "L'ingresso è valido dal momento dell'entrata a quello dell'uscita:",
      'non è consentito rientrare nello stesso giorno.',
      'Sono vietati i tuffi, i giochi con la palla e la corsa.',
      'Fai la doccia prima di entrare in piscina.',
      'I minori di 14 anni devono essere sempre accompagnati da un adulto.',
      'I bambini fino a un anno entrano gratis, con il costumino contenitivo.',
      'Rispetta il silenzio della zona relax.',
      'Il personale può allontanare chi non rispetta il regolamento.',
    ],
  },
  de: {
    title: 'Thermalbecken: Badeordnung für Gäste',
    lines: [
      'Badekappe und Badeschuhe sind im Beckenbereich Pflicht.',
      'Der Eintritt gilt vom Betreten bis zum Verlassen der Therme:',
      'ein Wiedereintritt am selben Tag ist nicht möglich.',
      'Springen, Ballspiele und Rennen sind nicht erlaubt.',
      'Bitte vor dem Baden duschen.',
      'Kinder unter 14 Jahren müssen immer von einem Erwachsenen begleitet werden.',
      'Babys bis zu einem Jahr haben freien Eintritt, mit Schwimmwindel.',
      'Bitte respektiere die Ruhe im Ruhebereich.',
      'Das Personal kann Gäste, die sich nicht an die Regeln halten, hinausbitten.',
    ],
  },
};

/** A PDF string literal in WinAnsi (Latin-1 covers our letters); escapes \ ( ). */
const pdfText = (text) =>
  '(' +
  [...text]
    .map((ch) => {
      const code = ch === '’' ? 0x92 : ch.charCodeAt(0);
      if (code > 255) throw new Error(`character outside WinAnsi: ${ch}`);
      if (ch === '\\' || ch === '(' || ch === ')') return '\\' + ch;
      return code < 128 ? ch : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('') +
  ')';

function pdf({ title, lines }) {
  const content = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    '18 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfText(`${i + 1}. ${line}`)} Tj`),
    'T* T*',
    `${pdfText('Terme Hotel')} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (Terme make-rules-pdf) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dir = join(import.meta.dirname, '..', 'public', 'docs');
mkdirSync(dir, { recursive: true });
for (const [locale, text] of Object.entries(rules)) {
  const file = join(dir, `pool-rules-${locale}.pdf`);
  writeFileSync(file, pdf(text));
  console.log(`wrote ${file}`);
}
