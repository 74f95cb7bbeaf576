import { HOTEL_TIME_ZONE } from '../constants';
import type { IsoDate } from '../dates';

let format: Intl.DateTimeFormat | undefined;

/** The hotel's date and wall-clock time ('HH:mm') of an instant: what the spa's day shows. */
export function hotelClockOf(instant: Date | number): { date: IsoDate; time: string } {
  format ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: HOTEL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
