import { CURRENCY, HOTEL_TIME_ZONE } from '@domain/constants';
import { INTL_LOCALE, type Locale } from '@domain/locales';

/**
 * A page's first Intl formatter loads the browser's locale and time-zone data: about 20 ms here,
 * four times that on a mid-range phone. Made while the screen's code is still downloading, that
 * cost leaves the screen's first render (the rooms' dates, the day spa's today, the deposit's
 * amount), where it lengthened the task that blocks the page (issue 10).
 */
export function warmIntl(locale: Locale) {
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: HOTEL_TIME_ZONE, day: 'numeric', month: 'long' }).format(0);
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: CURRENCY }).format(0);
}
