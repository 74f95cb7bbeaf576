import {
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

export const ALLOGGIATI_LINE_LENGTH = 168;

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

/** Upper case, accents dropped (À -> A), anything outside printable ASCII replaced by a space. */
export function alloggiatiText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
}

/** Left-aligned, blank-padded, cut to the width. */
const field = (value: string | number | null | undefined, width: number) =>
  alloggiatiText(String(value ?? ''))
    .slice(0, width)
    .padEnd(width, ' ');
const italianDate = (iso: IsoDate) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One guest's record. Throws on data the layout cannot hold (a stay of 100 nights). */
export function alloggiatiLine(guest: AlloggiatiGuest): string {
  if (!Number.isInteger(guest.nights) || guest.nights < 1 || guest.nights > 99)
    throw new RangeError(`nights out of range: ${guest.nights}`);
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
    field(String(guest.nights).padStart(2, '0'), 2),
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
