import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productReservations } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { translate } from '../../http/messages';
import { reservationDetails } from '../booking/reservationView';
import { daySpaMessages } from '../daySpa/messages';
import { stayCalendar, visitCalendar } from './calendar';
import { daySpaVisit, reservationPayments, type OwnReservation, type ReservationPayment } from './ownReservation';

/** What "manage my booking" shows beside a reservation: its payments and what is left to pay at the hotel. */
export interface ReservationAccount {
  kind: OwnReservation['kind'];
  number: string;
  checkin: string;
  checkout: string;
  payments: ReservationPayment[];
  /** What the stay or visit costs (cents), city tax aside. */
  total: number;
  paid: number;
  /** total - paid, never below zero. */
  balance: number;
  /** City tax, paid at the hotel (0 for a day visit: no night is spent). */
  city_tax: number;
  /** What the guest pays on arrival: balance + city tax. */
  due_on_arrival: number;
}

export async function reservationAccount(db: Db, own: OwnReservation, locale: Locale): Promise<ReservationAccount> {
  const payments = await reservationPayments(db, own);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  let total = paid;
  let cityTax = 0;
  if (own.kind === 'room') {
    const details = (await reservationDetails(db, own.id, locale))!;
    total = details.total;
    cityTax = details.city_tax.total;
  } else {
    const [row] = await db
      .select({ total: productReservations.total })
      .from(productReservations)
      .where(eq(productReservations.id, own.id));
    total = row.total;
  }
  const balance = Math.max(0, total - paid);
  return {
    kind: own.kind,
    number: own.number,
    checkin: own.checkin,
    checkout: own.checkout,
    payments,
    total,
    paid,
    balance,
    city_tax: cityTax,
    due_on_arrival: balance + cityTax,
  };
}

/** The page of the reservation in the SPA, as a link for calendars and mails. */
export function reservationUrl(
  appUrl: string,
  own: Pick<OwnReservation, 'kind' | 'id' | 'number'>,
  locale: Locale,
): string {
  return own.kind === 'room'
    ? `${appUrl}/${locale}/my/room-reservations/${own.id}`
    : `${appUrl}/${locale}/my/product-reservations/${own.number}`;
}

/** The reservation as an RFC 5545 calendar file, in the guest's language (downloaded, and attached to its confirmation). */
export async function reservationCalendar(
  db: Db,
  appUrl: string,
  own: Omit<OwnReservation, 'paid'>,
  locale: Locale,
): Promise<string> {
  const url = reservationUrl(appUrl, own, locale);
  if (own.kind === 'room') {
    const details = (await reservationDetails(db, own.id, locale))!;
    const rooms = details.rooms.map((r) => `${r.room_category.name} (${r.full_name})`);
    return stayCalendar({ number: own.number, from: own.checkin, to: own.checkout, rooms, url }, locale);
  }
  const visit = (await daySpaVisit(db, own.id, locale))!;
  const slot = visit.slot ?? translate(daySpaMessages.defaultSlotTitle, locale);
  return visitCalendar(
    {
      number: own.number,
      date: own.checkin,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      product: visit.product,
      slot,
      people: visit.people,
      url,
    },
    locale,
  );
}
