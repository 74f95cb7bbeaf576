import {
  ALLOGGIATI_MAX_NIGHTS,
  CHECK_IN_FIRST_NAME_MAX_LENGTH,
  CHECK_IN_LAST_NAME_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  ITALY_COUNTRY_ID,
  type Gender,
} from './constants';
import { isItaly, type DocumentType } from './checkIn';
import type { IsoDate } from './dates';

/**
 * The police report of the Alloggiati Web service: one fixed-width line of 168 characters per
 * guest (layout in ../shared/data/README.md), lines separated by CR LF as the service's
 * Windows-made files are. Pure: the server gathers the data, this writes it.
 */

/** Guest types of the Alloggiati tables (tipo_alloggiato.csv). */
export const GUEST_TYPE = {
  singleGuest: 16,
  headOfFamily: 17,
  groupLeader: 18,
  familyMember: 19,
  groupMember: 20,
} as const;
export type GuestType = (typeof GUEST_TYPE)[keyof typeof GUEST_TYPE];

/** A guest alone is a single guest (16); with others, the booker heads the family (17), the rest are members (19). */
export function guestTypeFor(position: number, guestsCheckedIn: number): GuestType {
  if (guestsCheckedIn <= 1) return GUEST_TYPE.singleGuest;
  return position === 1 ? GUEST_TYPE.headOfFamily : GUEST_TYPE.familyMember;
}

/** Types whose record carries the identity document. */
const carriesDocument = (type: GuestType) =>
  type === GUEST_TYPE.singleGuest || type === GUEST_TYPE.headOfFamily || type === GUEST_TYPE.groupLeader;

export interface AlloggiatiGuest {
  guestType: GuestType;
  arrival: IsoDate;
  nights: number;
  lastName: string;
  firstName: string;
  sex: Gender;
  dateOfBirth: IsoDate;
  birthCountryId: number;
  birthBoroughId: number | null;
  birthProvinceId: string | null;
  citizenshipId: number;
  document: {
    type: DocumentType;
    number: string;
    issuingCountryId: number;
    issuingBoroughId: number | null;
  } | null;
}

/**
 * Latin letters that have no accent to strip, written as the Alloggiati records write them
 * (product.md §12.2): after upper-casing, so ß is already SS and ı already I. NFKD has split
 * ligatures (ĳ, ǆ) and ŉ (ʼN) before this table is read.
 */
const LATIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  Ø: 'O',
  Æ: 'AE',
  Đ: 'D',
  Ð: 'D',
  Œ: 'OE',
  Þ: 'TH',
  ẞ: 'SS',
  Ħ: 'H',
  Ŧ: 'T',
  ĸ: 'K',
  Ŋ: 'NG',
  Ƒ: 'F',
  Ǝ: 'E',
  Ə: 'E',
  '\u00b7': '', // the middle dot of Ŀ (L·) and of Catalan names is no letter
};
const APOSTROPHES = /[’‘`ʼ´]/g;

/**
 * Upper case A-Z: accents dropped (À -> A), letters without accents transliterated (Ł -> L,
 * Æ -> AE), apostrophes straightened; anything else outside printable ASCII becomes a space.
 * A name with a letter this cannot write is refused at check-in (`unwritableLetters`).
 */
export function alloggiatiText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, (char) => LATIN_LETTERS[char] ?? ' ');
}

/** The letters of a name that the police file could only write as blanks (none for a Latin name). */
export function unwritableLetters(value: string): string[] {
  const letters = value.normalize('NFKD').replace(/\p{M}/gu, '').replace(APOSTROPHES, "'").toUpperCase();
  return [
    ...new Set([...letters].filter((char) => /\p{L}/u.test(char) && !/[A-Z]/.test(char) && !(char in LATIN_LETTERS))),
  ];
}

/** Left-aligned, blank-padded, cut to the width. */
const field = (value: string | number | null | undefined, width: number) =>
  alloggiatiText(String(value ?? ''))
    .slice(0, width)
    .padEnd(width, ' ');
const italianDate = (iso: IsoDate) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** What staff should know about a guest's line: what the layout made the file say differently. */
export type AlloggiatiNote = 'nightsCapped' | 'lastNameShortened' | 'firstNameShortened';

export function alloggiatiNotes(guest: Pick<AlloggiatiGuest, 'nights' | 'lastName' | 'firstName'>): AlloggiatiNote[] {
  const notes: AlloggiatiNote[] = [];
  if (guest.nights > ALLOGGIATI_MAX_NIGHTS) notes.push('nightsCapped');
  if (alloggiatiText(guest.lastName).trim().length > CHECK_IN_LAST_NAME_MAX_LENGTH) notes.push('lastNameShortened');
  if (alloggiatiText(guest.firstName).trim().length > CHECK_IN_FIRST_NAME_MAX_LENGTH) notes.push('firstNameShortened');
  return notes;
}

/**
 * One guest's record. A stay longer than the service's 30 days is written as 30 (the service's
 * limit, product.md §12.2) and noted for staff; a name longer than its field is cut, and noted.
 */
export function alloggiatiLine(guest: AlloggiatiGuest): string {
  if (!Number.isInteger(guest.nights) || guest.nights < 1) throw new RangeError(`nights out of range: ${guest.nights}`);
  const bornInItaly = isItaly(guest.birthCountryId);
  const document = carriesDocument(guest.guestType) ? guest.document : null;
  if (carriesDocument(guest.guestType) && !document)
    throw new RangeError(`guest type ${guest.guestType} needs an identity document`);
  const issuedAt = document
    ? isItaly(document.issuingCountryId)
      ? document.issuingBoroughId
      : document.issuingCountryId
    : null;
  const line = [
    field(guest.guestType, 2),
    field(italianDate(guest.arrival), 10),
    field(String(Math.min(guest.nights, ALLOGGIATI_MAX_NIGHTS)).padStart(2, '0'), 2),
    field(guest.lastName, CHECK_IN_LAST_NAME_MAX_LENGTH),
    field(guest.firstName, CHECK_IN_FIRST_NAME_MAX_LENGTH),
    field(guest.sex === 'M' ? '1' : '2', 1),
    field(italianDate(guest.dateOfBirth), 10),
    field(bornInItaly ? guest.birthBoroughId : null, 9),
    field(bornInItaly ? guest.birthProvinceId : null, 2),
    field(bornInItaly ? ITALY_COUNTRY_ID : guest.birthCountryId, 9),
    field(guest.citizenshipId, 9),
    field(document?.type, 5),
    field(document?.number, DOCUMENT_NUMBER_MAX_LENGTH),
    field(issuedAt, 9),
  ].join('');
  return line;
}

/** The file to upload: every guest's line, each ending in CR LF. */
export function alloggiatiFile(guests: AlloggiatiGuest[]): string {
  return guests.map((guest) => `${alloggiatiLine(guest)}\r\n`).join('');
}
