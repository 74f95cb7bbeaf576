import { DateTime } from 'luxon';

/**
 * The hotel opens from March to early January. Seeded relative to the day the database is made,
 * so a fresh demo always has a current season and the next one.
 */
export function hotelSeasons(today: Date) {
  const year = DateTime.fromJSDate(today, { zone: 'Europe/Rome' }).year;
  const season = (y: number) => ({ startsOn: `${y}-03-01`, endsOn: `${y + 1}-01-06` });
  const now = DateTime.fromJSDate(today).toISODate()!;
  // Before March the running season is last year's (it ends on 6 January).
  const first = now < `${year}-01-07` ? year - 1 : year;
  return [season(first), season(first + 1)];
}
