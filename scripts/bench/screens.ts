import { addDays, hotelToday, type IsoDate } from '../../domain/dates';
import { isDateDisabled } from '../../domain/season';
import { hotelSeasons } from '../../server/db/seed/seasons';
import { DAY_SPA_SLUG } from '../../server/db/seed/daySpa';

/** The first stay of `nights` nights the seeded season sells, a week or more from today. */
export function bookableStay(nights = 2): { from: IsoDate; to: IsoDate; today: IsoDate } {
  const today = hotelToday();
  const [current, next] = hotelSeasons(new Date());
  const season = {
    start: current.startsOn,
    end: current.endsOn,
    next: next ? { start: next.startsOn, end: next.endsOn } : null,
  };
  for (let offset = 7; offset < 800; offset++) {
    const from = addDays(today, offset);
    const days = Array.from({ length: nights + 1 }, (_, i) => addDays(from, i));
    if (!days.some((day) => isDateDisabled(day, season, [], today))) return { from, to: addDays(from, nights), today };
  }
  throw new Error('no bookable stay in the seeded seasons');
}

/** Each journey's first screen, in Italian (the hotel's language and the default). */
export function benchScreens(): { name: string; path: string }[] {
  const stay = bookableStay();
  return [
    { name: 'home', path: '/it/' },
    {
      name: 'booking: rooms',
      path: `/it/booking/rooms-available?rooms=1&arrival=${stay.from}&departure=${stay.to}&adults1=2&children1=0&childrenAges1=`,
    },
    { name: 'day spa: start', path: `/it/day-spa/${DAY_SPA_SLUG}` },
    { name: 'deposit payment', path: '/it/deposit-payment?amount=25000&number=R-2031&note=Saldo%20camera%20101' },
  ];
}
