import { formatMoney } from '../../../domain/money';
import type { Locale } from '../../../domain/locales';
import { treatmentTimeText } from '../../../domain/packages/timeText';
import type { ReservationCure } from './reservationCures';

/** A reservation's SSN cures in its confirmation mail (docs/product.md §16.10), one section a cure. */

const texts = {
  heading: {
    en: 'Your SSN cure (room {room}, guest {guest})',
    it: 'La tua cura SSN (camera {room}, ospite {guest})',
    de: 'Deine SSN-Kur (Zimmer {room}, Gast {guest})',
  },
  prescription: {
    en: '{cycle}: admission visit and {sessions} sessions, one a day',
    it: '{cycle}: visita di ammissione e {sessions} sedute, una al giorno',
    de: '{cycle}: Aufnahmeuntersuchung und {sessions} Sitzungen, eine am Tag',
  },
  ticket: {
    en: 'To pay at the desk: SSN ticket {amount}',
    it: 'Da pagare al ricevimento: ticket SSN {amount}',
    de: 'An der Rezeption zu zahlen: SSN-Ticket {amount}',
  },
  exempt: {
    en: 'To pay at the desk: {amount} (exemption {code})',
    it: 'Da pagare al ricevimento: {amount} (esenzione {code})',
    de: 'An der Rezeption zu zahlen: {amount} (Befreiung {code})',
  },
  bring: {
    en: 'Bring the prescription and your health card to the visit.',
    it: 'Porta alla visita la prescrizione e la tessera sanitaria.',
    de: 'Bring die Verordnung und deine Gesundheitskarte zur Untersuchung mit.',
  },
};

const say = (key: keyof typeof texts, locale: Locale, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    texts[key][locale],
  );

export function cureMailSections(cures: readonly ReservationCure[], locale: Locale) {
  return cures.map((cure) => ({
    heading: say('heading', locale, { room: cure.room, guest: cure.guest }),
    lines: [
      say('prescription', locale, { cycle: cure.cycle_name, sessions: cure.sessions }),
      cure.exemption_code
        ? say('exempt', locale, { amount: formatMoney(cure.due_cents, locale), code: cure.exemption_code })
        : say('ticket', locale, { amount: formatMoney(cure.due_cents, locale) }),
      ...cure.times.map(
        (t) => `${t.name} · ${treatmentTimeText(Date.parse(t.starts_at), locale, Date.parse(t.ends_at))}`,
      ),
      say('bring', locale, {}),
    ],
  }));
}
