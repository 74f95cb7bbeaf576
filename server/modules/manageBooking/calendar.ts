import type { DateArray, EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import { HOTEL_TIME_ZONE } from '../../../domain/constants';
import { HOTEL, hotelAddress } from '../../../domain/hotel';
import type { Locale, Translations } from '../../../domain/locales';
import { interpolate } from '../../../domain/locales';
import { foldOctets } from './fold';

const texts = {
  staySummary: {
    en: '{hotel}: your stay {number}',
    it: '{hotel}: il tuo soggiorno {number}',
    de: '{hotel}: dein Aufenthalt {number}',
  },
  stayTimes: {
    en: 'Check-in from {checkIn}, check-out by {checkOut}.',
    it: 'Check-in dalle {checkIn}, check-out entro le {checkOut}.',
    de: 'Check-in ab {checkIn}, Check-out bis {checkOut}.',
  },
  visitSummary: {
    en: '{hotel}: {product} ({number})',
    it: '{hotel}: {product} ({number})',
    de: '{hotel}: {product} ({number})',
  },
  people: { en: 'People: {people}', it: 'Persone: {people}', de: 'Personen: {people}' },
  manage: { en: 'Your reservation: {url}', it: 'La tua prenotazione: {url}', de: 'Deine Buchung: {url}' },
  phone: { en: 'Phone: {phone}', it: 'Telefono: {phone}', de: 'Telefon: {phone}' },
} satisfies Record<string, Translations>;

const say = (text: Translations, locale: Locale, params: Record<string, string | number> = {}) =>
  interpolate(text[locale], { hotel: HOTEL.name, ...params });

/** A hotel-time day and 'HH:mm' as the UTC date array ics writes with a trailing Z. */
function hotelTimeUtc(date: string, time: string): DateArray {
  const utc = DateTime.fromISO(`${date}T${time}`, { zone: HOTEL_TIME_ZONE }).toUTC();
  return [utc.year, utc.month, utc.day, utc.hour, utc.minute];
}

const common = (uid: string, url: string) => ({
  uid: `${uid}@terme.example`,
  productId: 'terme/reservations',
  location: `${HOTEL.name}, ${hotelAddress.replace(' · ', ', ')}, ${HOTEL.country}`,
  url,
  status: 'CONFIRMED' as const,
  busyStatus: 'BUSY' as const,
});

/**
 * RFC 5545 text (CRLF lines folded at 75 octets, commas and semicolons escaped) or an error. ics
 * is loaded by the first calendar: a start does not wait for it (issue 10, decision 030).
 */
async function write(event: EventAttributes): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar event could not be written');
  return foldOctets(value);
}

/** A room stay: from check-in time on the arrival day to check-out time on the departure day. */
export function stayCalendar(
  stay: { number: string; from: string; to: string; rooms: string[]; url: string },
  locale: Locale,
): Promise<string> {
  return write({
    ...common(`stay-${stay.number}`, stay.url),
    title: say(texts.staySummary, locale, { number: stay.number }),
    start: hotelTimeUtc(stay.from, HOTEL.checkInFrom),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: hotelTimeUtc(stay.to, HOTEL.checkOutBy),
    endInputType: 'utc',
    endOutputType: 'utc',
    description: [
      stay.rooms.join(', '),
      say(texts.stayTimes, locale, { checkIn: HOTEL.checkInFrom, checkOut: HOTEL.checkOutBy }),
      say(texts.phone, locale, { phone: HOTEL.phone }),
      say(texts.manage, locale, { url: stay.url }),
    ].join('\n'),
  });
}

/** A day at the spa: from the slot's opening to its end on its date, hotel time (product.md §3.2). */
export function visitCalendar(
  visit: {
    number: string;
    date: string;
    startsAt: string;
    endsAt: string;
    product: string;
    slot: string;
    people: number;
    url: string;
  },
  locale: Locale,
): Promise<string> {
  return write({
    ...common(`visit-${visit.number}`, visit.url),
    title: say(texts.visitSummary, locale, { product: visit.product, number: visit.number }),
    start: hotelTimeUtc(visit.date, visit.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: hotelTimeUtc(visit.date, visit.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    description: [
      visit.slot,
      say(texts.people, locale, { people: visit.people }),
      say(texts.phone, locale, { phone: HOTEL.phone }),
      say(texts.manage, locale, { url: visit.url }),
    ].join('\n'),
  });
}

/** The attachment a confirmation mail carries (nodemailer's shape). */
export const calendarAttachment = (number: string, content: string) => ({
  filename: `terme-${number}.ics`,
  content,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});
