import type { Locale } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { mailText, type MailRow } from '../../mail/templates';
import type { ReservationDetails } from '../booking/reservationView';

const addOnLine = {
  en: 'Extra for room {n}: {name} × {quantity}',
  it: 'Extra per la camera {n}: {name} × {quantity}',
  de: 'Extra für Zimmer {n}: {name} × {quantity}',
};

/** A row per add-on, after the rooms: with them they make the subtotal (docs/product.md §16.9). */
export function addOnMailRows(d: Pick<ReservationDetails, 'add_ons'>, locale: Locale): MailRow[] {
  return d.add_ons.map((line) => ({
    label: mailText(addOnLine, locale, { n: line.room, name: line.name, quantity: line.quantity }),
    value: formatMoney(line.amount, locale),
  }));
}
