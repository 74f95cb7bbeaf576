#!/usr/bin/env node
// Derives the compact place tables of online check-in from the official data in ../shared/data
// (Alloggiati Web tables, April 2025; ANPR archive of comuni, CC BY 4.0) into server/db/seed/data/.
// Run it again when the tables are updated: `node scripts/derive-place-tables.mjs [dataDir]`.
//
// - The Alloggiati codes are the authority (they are what the police file carries).
// - ANPR adds what Alloggiati lacks: the date each comune was instituted (so a lookup can offer
//   the comuni that existed on a date of birth), its accented name and its second-language name
//   (Bolzano/Bozen). It is matched on codes, never on names: an Alloggiati code is
//   4 + region (2 digits) + ISTAT code (6 digits), and every ANPR row that ever carried that ISTAT
//   code in that region belongs to it; the comune (cadastral code) of those rows gives the dates.
// - States: Alloggiati's Italian names are matched to ISO 3166 codes through the Italian names
//   Intl.DisplayNames knows, with the exceptions below written by hand; the site then names
//   each state in the visitor's language with Intl.DisplayNames.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.argv[2] ?? join(root, '../shared/data'));
const outDir = join(root, 'server/db/seed/data');

/** Province names by their sigla (Alloggiati keeps historical ones: FO, PS, FU, PL, ZA). */
const PROVINCES = {
  AG: 'Agrigento',
  AL: 'Alessandria',
  AN: 'Ancona',
  AO: 'Aosta',
  AP: 'Ascoli Piceno',
  AQ: "L'Aquila",
  AR: 'Arezzo',
  AT: 'Asti',
  AV: 'Avellino',
  BA: 'Bari',
  BG: 'Bergamo',
  BI: 'Biella',
  BL: 'Belluno',
  BN: 'Benevento',
  BO: 'Bologna',
  BR: 'Brindisi',
  BS: 'Brescia',
  BT: 'Barletta-Andria-Trani',
  BZ: 'Bolzano',
  CA: 'Cagliari',
  CB: 'Campobasso',
  CE: 'Caserta',
  CH: 'Chieti',
  CL: 'Caltanissetta',
  CN: 'Cuneo',
  CO: 'Como',
  CR: 'Cremona',
  CS: 'Cosenza',
  CT: 'Catania',
  CZ: 'Catanzaro',
  EN: 'Enna',
  FC: 'Forlì-Cesena',
  FE: 'Ferrara',
  FG: 'Foggia',
  FI: 'Firenze',
  FM: 'Fermo',
  FO: 'Forlì',
  FR: 'Frosinone',
  FU: 'Fiume',
  GE: 'Genova',
  GO: 'Gorizia',
  GR: 'Grosseto',
  IM: 'Imperia',
  IS: 'Isernia',
  KR: 'Crotone',
  LC: 'Lecco',
  LE: 'Lecce',
  LI: 'Livorno',
  LO: 'Lodi',
  LT: 'Latina',
  LU: 'Lucca',
  MB: 'Monza e della Brianza',
  MC: 'Macerata',
  ME: 'Messina',
  MI: 'Milano',
  MN: 'Mantova',
  MO: 'Modena',
  MS: 'Massa-Carrara',
  MT: 'Matera',
  NA: 'Napoli',
  NO: 'Novara',
  NU: 'Nuoro',
  OR: 'Oristano',
  PA: 'Palermo',
  PC: 'Piacenza',
  PD: 'Padova',
  PE: 'Pescara',
  PG: 'Perugia',
  PI: 'Pisa',
  PL: 'Pola',
  PN: 'Pordenone',
  PO: 'Prato',
  PR: 'Parma',
  PS: 'Pesaro',
  PT: 'Pistoia',
  PU: 'Pesaro e Urbino',
  PV: 'Pavia',
  PZ: 'Potenza',
  RA: 'Ravenna',
  RC: 'Reggio Calabria',
  RE: 'Reggio Emilia',
  RG: 'Ragusa',
  RI: 'Rieti',
  RM: 'Roma',
  RN: 'Rimini',
  RO: 'Rovigo',
  SA: 'Salerno',
  SI: 'Siena',
  SO: 'Sondrio',
  SP: 'La Spezia',
  SR: 'Siracusa',
  SS: 'Sassari',
  SV: 'Savona',
  TA: 'Taranto',
  TE: 'Teramo',
  TN: 'Trento',
  TO: 'Torino',
  TP: 'Trapani',
  TR: 'Terni',
  TS: 'Trieste',
  TV: 'Treviso',
  UD: 'Udine',
  VA: 'Varese',
  VB: 'Verbano-Cusio-Ossola',
  VC: 'Vercelli',
  VE: 'Venezia',
  VI: 'Vicenza',
  VR: 'Verona',
  VT: 'Viterbo',
  VV: 'Vibo Valentia',
  ZA: 'Zara',
};

/** Alloggiati state names whose Italian name differs from the one Intl.DisplayNames uses. */
const STATE_ISO = {
  BERMUDE: 'BM',
  'BRUNEI DARUSSALAM': 'BN',
  'CAYMAN (ISOLE)': 'KY',
  CHRISTMAS: 'CX',
  COCOS: 'CC',
  CONGO: 'CG',
  'FAER OER': 'FO',
  'FEDERAZIONE RUSSA': 'RU',
  'GEORGIA SUD E ISOLE SANDWICH AUSTRALI': 'GS',
  'GUAYANA FRANCESE': 'GF',
  'HONG KONG': 'HK',
  'ISOLE VERGINI': 'VI',
  'LA REUNION': 'RE',
  MACAO: 'MO',
  MACEDONIA: 'MK',
  MALVINE: 'FK',
  MAN: 'IM',
  MARSHALL: 'MH',
  MAURIZIO: 'MU',
  'MICRONESIA STATI FEDERALI': 'FM',
  NORFOLK: 'NF',
  'PALAU REPUBBLICA': 'PW',
  PALESTINA: 'PS',
  'PAPUASIA-N.GUINEA': 'PG',
  PITCAIRN: 'PN',
  POLINESIA: 'PF',
  'PUERTO RICO': 'PR',
  'REPUBBLICA CECA': 'CZ',
  'REPUBBLICA DEMOCRATICA DEL CONGO': 'CD',
  'REPUBBLICA SLOVACCA': 'SK',
  'S. CHRISTOPHER E NEVIS': 'KN',
  'S. VINCENT E GRENADINE': 'VC',
  'SAHARA SPAGNOLO': 'EH',
  'SAINT PIERRE ET MIQUELON': 'PM',
  SALOMONE: 'SB',
  "STATI UNITI D'AMERICA": 'US',
  "STATO DELLA CITTA' DEL VATICANO": 'VA',
  SWAZILAND: 'SZ',
  TIMOR: 'TL',
  TURKS: 'TC',
  'VERGINI BRITANNICHE (ISOLE)': 'VG',
  WALLIS: 'WF',
};

/** States with no ISO code of their own: named here in each language. */
const STATE_NAMES = {
  APOLIDE: { it: 'Apolide', en: 'Stateless', de: 'Staatenlos' },
  BOPHUTHATSWANA: { it: 'Bophuthatswana', en: 'Bophuthatswana', de: 'Bophuthatswana' },
  CECOSLOVACCHIA: { it: 'Cecoslovacchia', en: 'Czechoslovakia', de: 'Tschechoslowakei' },
};

/** Words written in lower case inside a place name (Italian, and German in South Tyrol). */
const PARTICLES = new Set([
  'an',
  'der',
  'im',
  'am',
  'bei',
  'd',
  'l',
  'dell',
  'nell',
  'sull',
  'all',
  'di',
  'del',
  'dei',
  'degli',
  'della',
  'delle',
  'dello',
  'de',
  'da',
  'dal',
  'dalla',
  'dalle',
  'e',
  'ed',
  'in',
  'sul',
  'sulla',
  'al',
  'alla',
  'allo',
  'ai',
  'agli',
  'alle',
  'nel',
  'nella',
  'con',
  'a',
  'su',
  'sopra',
  'sotto',
  'presso',
  'per',
]);

const read = (path) =>
  parse(readFileSync(join(dataDir, path), 'utf8'), { columns: true, bom: true, skip_empty_lines: true, trim: true });
const fail = (message) => {
  console.error(`derive-place-tables: ${message}`);
  process.exit(1);
};
const isoFromItalian = (ddmmyyyy) => {
  if (!ddmmyyyy) return '';
  const [d, m, y] = ddmmyyyy.split(' ')[0].split('/');
  return `${y}-${m}-${d}`;
};
const matchKey = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** 'SAN DONA'' DI PIAVE' style upper-case name -> 'San Donà di Piave'. */
function placeName(upper) {
  // Alloggiati writes accents as a trailing apostrophe (FORLI'): Italian place names end in a grave accent.
  const graves = { A: 'À', E: 'È', I: 'Ì', O: 'Ò', U: 'Ù' };
  const accented = upper.replace(/([AEIOU])'(?=$|[\s-])/g, (_, v) => graves[v]);
  return accented
    .toLowerCase()
    .split(/(\s+|-|'|’|\/)/)
    .map((part, index) => (index > 0 && PARTICLES.has(part) ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
}

function csv(header, rows) {
  for (const row of rows)
    for (const value of row) if (/[,"\n\r]/.test(String(value))) fail(`a value holds a delimiter: ${value}`);
  return [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';
}

// ---- Comuni ----------------------------------------------------------------------------------
const anpr = read('anpr/ANPR_archivio_comuni.csv');
const anprByCode = new Map(); // derived Alloggiati code -> ANPR rows
const anprByCadastral = new Map();
for (const row of anpr) {
  (anprByCadastral.get(row.CODCATASTALE) ?? anprByCadastral.set(row.CODCATASTALE, []).get(row.CODCATASTALE)).push(row);
  if (!/^\d\d$/.test(row.IDREGIONE) || row.IDREGIONE === '00') continue;
  const code = `4${row.IDREGIONE}${row.CODISTAT}`;
  (anprByCode.get(code) ?? anprByCode.set(code, []).get(code)).push(row);
}

const comuni = [];
const stats = { matched: 0, unmatched: 0 };
for (const row of read('alloggiati/comuni.csv')) {
  const validTo = isoFromItalian(row.DataFineVal);
  if (!PROVINCES[row.Provincia]) fail(`no name for province ${row.Provincia}`);
  // A code's ANPR rows are trusted when they carry the same name, or, for a comune active in
  // both tables, when they are ANPR's active comune of that code (renamed: Reggio nell'Emilia).
  // Other rows are another comune that carried the number in another period: not this one.
  const rows = anprByCode.get(row.Codice) ?? [];
  const sameName = rows.filter((r) => matchKey(r.DENOMINAZIONE_IT) === matchKey(row.Descrizione));
  const trusted = sameName.length ? sameName : validTo ? [] : rows.filter((r) => r.STATO === 'A');
  let name = placeName(row.Descrizione);
  const otherNames = new Set();
  let validFrom = '';
  if (trusted.length) {
    stats.matched++;
    const chosen = trusted.reduce((a, b) => (b.DATACESSAZIONE > a.DATACESSAZIONE ? b : a));
    // The comune's whole history (same cadastral code, through changes of code) gives its start.
    const history = anprByCadastral.get(chosen.CODCATASTALE) ?? [chosen];
    validFrom = history.reduce((min, r) => (r.DATAISTITUZIONE < min ? r.DATAISTITUZIONE : min), chosen.DATAISTITUZIONE);
    if (sameName.length) name = placeName(chosen.DENOMINAZIONE_IT);
    else otherNames.add(placeName(chosen.DENOMINAZIONE_IT));
    if (chosen.ALTRADENOMINAZIONE) otherNames.add(placeName(chosen.ALTRADENOMINAZIONE));
  } else stats.unmatched++;
  const otherName = [...otherNames].join('/');
  comuni.push([row.Codice, name, row.Provincia, validFrom, validTo, otherName]);
}

// ---- States ----------------------------------------------------------------------------------
const italianRegions = new Intl.DisplayNames('it', { type: 'region', fallback: 'none' });
const isoByItalianName = new Map();
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
for (const a of letters)
  for (const b of letters) {
    const code = a + b;
    // Skip aliases (YU, CS, DD...) that ICU maps onto another country's name.
    const canonical = new Intl.Locale(`und-${code}`).maximize().region;
    const name = italianRegions.of(code);
    if (name && name !== code && canonical === code) isoByItalianName.set(matchKey(name), code);
  }

/** 'ANGUILLA (ISOLA)', 'SRI LANKA (CEYLON)': the part in brackets is a note, not the name. */
const isoOf = (name) => STATE_ISO[name] ?? isoByItalianName.get(matchKey(name.replace(/\s*\(.*\)$/, '')));

const states = [];
const stateRows = read('alloggiati/stati.csv');
for (const row of stateRows) {
  const validTo = isoFromItalian(row.DataFineVal);
  const iso = isoOf(row.Descrizione);
  const names = STATE_NAMES[row.Descrizione];
  if (!iso && !names) fail(`no ISO code or names for the state ${row.Descrizione}`);
  // A ceased state that only renamed (Macedonia, S. Vincent) is the same country as its successor.
  if (
    validTo &&
    iso &&
    stateRows.some((other) => other !== row && !other.DataFineVal && isoOf(other.Descrizione) === iso)
  )
    continue;
  states.push([row.Codice, iso ?? '', names?.it ?? '', names?.en ?? '', names?.de ?? '', validTo]);
}
if (!states.some(([code]) => code === '100000100')) fail('Italy (100000100) is missing from the states');

// ---- Document and guest types: the codes the domain uses must be in the official tables -------
const documentCodes = new Set(read('alloggiati/documenti.csv').map((r) => r.Codice));
for (const code of ['IDENT', 'IDELE', 'PASOR', 'PASDI'])
  if (!documentCodes.has(code)) fail(`document type ${code} is not in documenti.csv`);
const guestTypes = new Set(read('alloggiati/tipo_alloggiato.csv').map((r) => r.Codice));
for (const code of ['16', '17', '18', '19', '20'])
  if (!guestTypes.has(code)) fail(`guest type ${code} is not in tipo_alloggiato.csv`);

mkdirSync(outDir, { recursive: true });
const provinces = Object.entries(PROVINCES).filter(([code]) => comuni.some((c) => c[2] === code));
writeFileSync(
  join(outDir, 'comuni.csv'),
  csv(['code', 'name', 'province', 'valid_from', 'valid_to', 'other_names'], comuni),
);
writeFileSync(join(outDir, 'states.csv'), csv(['code', 'iso2', 'name_it', 'name_en', 'name_de', 'valid_to'], states));
writeFileSync(join(outDir, 'provinces.csv'), csv(['code', 'name'], provinces));
console.log(
  `comuni: ${comuni.length} (${stats.matched} with ANPR dates, ${stats.unmatched} without); ` +
    `states: ${states.length}; provinces: ${provinces.length}`,
);
