import { addDays, type IsoDate } from './dates';
import type { Gender } from './constants';
import { GUEST_TYPE, type GuestType } from './alloggiati';

/**
 * The month's movement of guests for ISTAT (product.md §12.8): arrivals, departures and guests
 * present each night by place of residence (an Italian province, or a foreign state), with the
 * rooms and beds available, in the structure of the C/59 model; and the same days as the ROSS 1000
 * file of the Veneto region. Pure: the server gathers the guests and the rooms.
 */

export const ITALY = 100000100;

/** A guest of a stay, as checked in; or, not checked in, only the stay (residence unknown). */
export interface MovementGuest {
  /** Stable within the hotel: reservation and position ('12-1'). */
  id: string;
  arrival: IsoDate;
  departure: IsoDate;
  guestType: GuestType;
  /** The head of the family's id for a family member. */
  leaderId: string | null;
  declared: {
    sex: Gender;
    citizenshipId: number;
    residenceCountryId: number;
    residenceProvinceId: string | null;
    dateOfBirth: IsoDate;
    birthCountryId: number;
    birthBoroughId: number | null;
  } | null;
}

export interface MovementDay {
  date: IsoDate;
  open: boolean;
  roomsAvailable: number;
  bedsAvailable: number;
  roomsOccupied: number;
}

/** 'IT-PD' for a resident of Padova, '100000216' for Germany, 'unknown' before check-in. */
export type ResidenceKey = string;

export function residenceOf(guest: MovementGuest): ResidenceKey {
  const d = guest.declared;
  if (!d) return 'unknown';
  return d.residenceCountryId === ITALY ? `IT-${d.residenceProvinceId ?? '??'}` : String(d.residenceCountryId);
}

export interface ResidenceCount {
  residence: ResidenceKey;
  arrivals: number;
  departures: number;
  /** Guests present the night of the day (arrived on or before it, leaving after it). */
  present: number;
}

export interface MovementDayReport extends MovementDay {
  rows: ResidenceCount[];
}

export interface MonthMovement {
  days: MovementDayReport[];
  /** The month by residence: arrivals and nights (presenze). */
  byResidence: { residence: ResidenceKey; arrivals: number; nights: number }[];
  totals: { arrivals: number; departures: number; nights: number; undeclaredGuests: number };
}

const sortKeys = (a: string, b: string) => a.localeCompare(b);

export function monthMovement(guests: MovementGuest[], days: MovementDay[]): MonthMovement {
  const byResidence = new Map<ResidenceKey, { arrivals: number; nights: number }>();
  const totals = { arrivals: 0, departures: 0, nights: 0, undeclaredGuests: 0 };
  const reports = days.map((day): MovementDayReport => {
    const rows = new Map<ResidenceKey, ResidenceCount>();
    const row = (key: ResidenceKey) => {
      if (!rows.has(key)) rows.set(key, { residence: key, arrivals: 0, departures: 0, present: 0 });
      return rows.get(key)!;
    };
    for (const guest of guests) {
      const key = residenceOf(guest);
      const month = byResidence.get(key) ?? { arrivals: 0, nights: 0 };
      if (guest.arrival === day.date) {
        row(key).arrivals++;
        month.arrivals++;
        totals.arrivals++;
      }
      if (guest.departure === day.date) {
        row(key).departures++;
        totals.departures++;
      }
      if (guest.arrival <= day.date && day.date < guest.departure) {
        row(key).present++;
        month.nights++;
        totals.nights++;
      }
      if (month.arrivals || month.nights) byResidence.set(key, month);
    }
    return { ...day, rows: [...rows.values()].sort((a, b) => sortKeys(a.residence, b.residence)) };
  });
  const inMonth = (g: MovementGuest) => g.arrival <= days.at(-1)!.date && g.departure >= days[0].date;
  totals.undeclaredGuests = guests.filter((g) => !g.declared && inMonth(g)).length;
  return {
    days: reports,
    byResidence: [...byResidence.entries()]
      .map(([residence, counts]) => ({ residence, ...counts }))
      .sort((a, b) => sortKeys(a.residence, b.residence)),
    totals,
  };
}

/** Every day of 'YYYY-MM'. */
export function daysOfMonth(month: string): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const xml = (value: string | number) =>
  String(value).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const compactDate = (iso: IsoDate) => iso.replaceAll('-', '');
const tag = (name: string, value: string | number | null) => `<${name}>${value === null ? '' : xml(value)}</${name}>`;

/**
 * The ROSS 1000 movement file (Veneto's ISTAT collection, the "Turismo 5" record layout):
 * `<movimenti>` with the structure's code and the software's name, then one `<movimento>` a day
 * (`<data>` as yyyymmdd): whether the hotel was open, rooms occupied and available, beds
 * available; each guest arriving (`<arrivo>`: id, guest type as in Alloggiati, head of family,
 * sex 1/2 as Alloggiati writes it, citizenship, state and place of residence, birth date, state and
 * comune of birth) and leaving (`<partenza>`: id, type, arrival day). Layout as established in
 * docs/decisions/039-istat-and-ross1000.md; guests not checked in cannot be sent and are counted
 * apart for staff.
 */
export function ross1000Xml(structureCode: string, guests: MovementGuest[], days: MovementDay[]): string {
  const declared = guests.filter((g) => g.declared);
  const movements = days.map((day) => {
    const arrivals = declared
      .filter((g) => g.arrival === day.date)
      .map((g) => {
        const d = g.declared!;
        return `<arrivo>${[
          tag('idswh', g.id),
          tag('tipoalloggiato', g.guestType),
          tag(
            'idcapo',
            g.guestType === GUEST_TYPE.familyMember || g.guestType === GUEST_TYPE.groupMember ? g.leaderId : null,
          ),
          tag('sesso', d.sex === 'M' ? 1 : 2),
          tag('cittadinanza', d.citizenshipId),
          tag('statoresidenza', d.residenceCountryId),
          tag('luogoresidenza', d.residenceCountryId === ITALY ? d.residenceProvinceId : null),
          tag('datanascita', compactDate(d.dateOfBirth)),
          tag('statonascita', d.birthCountryId),
          tag('comunenascita', d.birthCountryId === ITALY ? d.birthBoroughId : null),
        ].join('')}</arrivo>`;
      });
    const departures = declared
      .filter((g) => g.departure === day.date)
      .map(
        (g) =>
          `<partenza>${tag('idswh', g.id)}${tag('tipoalloggiato', g.guestType)}${tag('arrivo', compactDate(g.arrival))}</partenza>`,
      );
    const structure = `<struttura>${tag('apertura', day.open ? 'SI' : 'NO')}${tag('camereoccupate', day.roomsOccupied)}${tag('cameredisponibili', day.roomsAvailable)}${tag('lettidisponibili', day.bedsAvailable)}</struttura>`;
    return `<movimento>${tag('data', compactDate(day.date))}${structure}${arrivals.length ? `<arrivi>${arrivals.join('')}</arrivi>` : ''}${departures.length ? `<partenze>${departures.join('')}</partenze>` : ''}</movimento>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<movimenti>${tag('codice', structureCode)}${tag('prodotto', 'Terme')}${movements.join('')}</movimenti>\n`;
}
