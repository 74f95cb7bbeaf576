import { MAX_ROOMS } from '@domain/constants';
import { buildRoomsQuery, parseRoomsQuery } from '@domain/bookingQuery';
import { addDays, defaultStay, isIsoDate, maxDate } from '@domain/dates';
import { bookingWindow, stayError } from '@domain/season';
import { newWidgetRoom, type WidgetRoom, type WidgetSearch } from '@machines/bookingWidget.machine';
import type { BookingCalendar } from '@src/api/booking';

/** The widget's first stay: the query's dates when they are bookable, else tomorrow to today + 5, else the window's start. */
function initialStay(calendar: BookingCalendar, arrival: string, departure: string) {
  const { season, closedDates, today } = calendar;
  if (isIsoDate(arrival) && isIsoDate(departure) && !stayError(arrival, departure, season, closedDates, today))
    return { from: arrival, to: departure };
  const stay = defaultStay(today);
  if (!stayError(stay.from, stay.to, season, closedDates, today)) return stay;
  const from = maxDate(bookingWindow(season, today).min, addDays(today, 1));
  return { from, to: addDays(from, 4) };
}

/**
 * The widget prefilled from a page's query (booking.dates after 'Select Dates', the modal on the
 * rooms screen): dates, rooms with people and ages, and a promo or offer code (`code`, or `rate`).
 */
export function widgetInitial(query: string, calendar: BookingCalendar): WidgetSearch {
  const params = new URLSearchParams(query);
  const parsed = parseRoomsQuery(params);
  const count = Math.min(MAX_ROOMS, Number(params.get('rooms')) || 0);
  // Rooms are read even when the dates are not usable any more.
  const rooms = parsed.rooms.length
    ? parsed.rooms
    : parseRoomsQuery(
        new URLSearchParams({ ...Object.fromEntries(params), arrival: '2000-01-01', departure: '2000-01-02' }),
      ).rooms.slice(0, count);
  const stay = initialStay(calendar, params.get('arrival') ?? '', params.get('departure') ?? '');
  return {
    ...stay,
    rooms: rooms.length
      ? rooms.map((room): WidgetRoom => ({
          adults: room.adults,
          children: room.children,
          childrenAges: Array.from({ length: room.children }, (_, i) => room.childrenAges[i] ?? null),
        }))
      : [newWidgetRoom()],
    code: (params.get('code') ?? params.get('rate') ?? '').trim(),
  };
}

/** The GET query the widget sends to booking.rooms (product.md §2.1: exactly these fields). */
export function widgetQuery(search: WidgetSearch): URLSearchParams {
  return buildRoomsQuery({
    arrival: search.from,
    departure: search.to,
    code: search.code.trim(),
    rooms: search.rooms.map((room) => ({
      adults: room.adults,
      children: room.children,
      childrenAges: room.childrenAges.filter((age): age is number => age !== null),
    })),
  });
}
