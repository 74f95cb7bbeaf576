import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/locales';
import { reservationConfirmationMail } from '../../../server/modules/booking/confirmationMail';
import { reservationNoticeMail } from '../../../server/modules/booking/mails';
import type { ReservationDetails } from '../../../server/modules/booking/reservationView';
import { daySpaConfirmationMail, type DaySpaMailData } from '../../../server/modules/daySpa/mail';
import { depositReceiptMail } from '../../../server/modules/deposit/mails';
import { passwordResetMail } from '../../../server/mail/templates';
import { moneyLines, plain } from './moneyLines';

// Issue 16 item 15: a confirmation listed rooms of 598,80 € and 291,72 € with a total of 801,47 €
// and no discount line. Every figure below is written by hand; the mails must show them and add up.

const brand = { siteUrl: 'https://terme.test', contactEmail: 'reception@terme.test' };

const booking: ReservationDetails = {
  id: 12,
  user_id: 1,
  number: 'R-00012',
  status: 'confirmed',
  locale: 'it',
  from_date: '2026-10-12',
  to_date: '2026-10-15',
  nights: 3,
  people: 5,
  created_at: '2026-09-01T10:00:00.000Z',
  special_requests: null,
  promo_code: null,
  rooms: [
    {
      position: 1,
      room_category: { id: 2, name: 'Camera Doppia', images: [] },
      room_number: '101',
      adults: 2,
      children: 0,
      children_ages: [],
      rate_name: 'Tariffa flessibile',
      board_name: 'Mezza pensione',
      full_name: 'Tariffa flessibile · Mezza pensione',
      total: 59880,
      adult_total: 59880,
      children_total: 0,
    },
    {
      position: 2,
      room_category: { id: 4, name: 'Junior Suite', images: [] },
      room_number: '201',
      adults: 2,
      children: 1,
      children_ages: [6],
      rate_name: 'Tariffa non rimborsabile',
      board_name: 'Pernottamento e colazione',
      full_name: 'Tariffa non rimborsabile · Pernottamento e colazione',
      total: 29172,
      adult_total: 24310,
      children_total: 4862,
    },
  ],
  subtotal: 89052,
  discount: 8905,
  total: 80147,
  deposit_paid: 37500,
  balance_due: 42647,
  city_tax: {
    total: 2250,
    people: 5,
    nights: 3,
    per_person_per_night: 150,
    max_nights_taxed: null,
    exempt_under_age: null,
  },
  cancellation_terms: [
    {
      rate_name: 'Tariffa flessibile',
      refundable: true,
      text: 'In caso di cancellazione la caparra viene trattenuta.',
    },
  ],
  card: { brand: 'visa', last_four: '4242' },
  paid_with: { gift_cards: [], card: { last_four: '4242', amount: 37500 } },
  vat_split: [{ rate: 10, gross: 80147, taxable: 72861, vat: 7286 }],
  treatment_times: [],
  treatment_notice_hours: 24,
  ssn_cures: [],
  add_ons: [],
};

describe('the room-booking confirmation', () => {
  const mail = reservationConfirmationMail(
    booking,
    {
      name: 'Giulia Rossi',
      url: 'https://terme.test/it/my/room-reservations/12',
      checkInUrl: 'https://terme.test/it/my/room-reservations/12/check-in',
    },
    brand,
  );

  it('lists rooms, discount, total, deposit and balance, and they add up', () => {
    const lines = moneyLines(mail.text, 'it');
    expect(lines).toEqual([
      { label: 'Camera 1 · Camera Doppia (101) · 2 adulti · Tariffa flessibile · Mezza pensione', cents: 59880 },
      {
        label:
          'Camera 2 · Junior Suite (201) · 2 adulti, 1 bambino · Tariffa non rimborsabile · Pernottamento e colazione',
        cents: 29172,
      },
      { label: 'Totale camere', cents: 89052 },
      { label: 'Il tuo sconto personale', cents: -8905 },
      { label: 'Totale del soggiorno', cents: 80147 },
      { label: 'Caparra pagata (Visa •••• 4242)', cents: -37500 },
      { label: 'Saldo da pagare in hotel', cents: 42647 },
    ]);
    // Read off the mail: the rooms make the subtotal, less the discount the total, less the deposit the balance.
    const [room1, room2, rooms, discount, total, deposit, balance] = lines.map((l) => l.cents);
    expect(room1 + room2).toBe(rooms);
    expect(rooms + discount).toBe(total);
    expect(total + deposit).toBe(balance);
  });

  it('with an extra, the subtotal is the rooms and the extras, the discount the rooms’ only (decision 056)', () => {
    // Late check-out, 30 € for room 1, paid at the hotel: in the subtotal and the balance, not discounted.
    const lateCheckOut = {
      room: 1,
      add_on_id: 1,
      name: 'Late check-out',
      unit: 'stay' as const,
      quantity: 1,
      unit_price: 3000,
      amount: 3000,
      vat_rate: 10,
    };
    const withExtra = {
      ...booking,
      locale: 'en' as const,
      add_ons: [lateCheckOut],
      subtotal: 92052,
      total: 83147,
      balance_due: 45647,
    };
    const mail = reservationConfirmationMail(withExtra, { name: 'Giulia', url: 'u', checkInUrl: 'c' }, brand);
    const lines = moneyLines(mail.text, 'en');
    expect(lines.slice(2)).toEqual([
      { label: 'Extra for room 1: Late check-out × 1', cents: 3000 },
      { label: 'Rooms and extras together', cents: 92052 },
      { label: 'Your personal discount', cents: -8905 },
      { label: 'Total of the stay', cents: 83147 },
      { label: 'Deposit paid (Visa •••• 4242)', cents: -37500 },
      { label: 'Balance due at the hotel', cents: 45647 },
    ]);
  });

  it('splits the deposit when a gift card paid part of it: each part taken off the total, still adding up', () => {
    const paid = { gift_cards: [{ last_four: 'X7PQ', amount: 10000 }], card: { last_four: '4242', amount: 27500 } };
    const split = reservationConfirmationMail(
      booking,
      { name: 'Giulia Rossi', url: 'u', checkInUrl: 'c' },
      brand,
      paid,
    );
    const lines = moneyLines(split.text, 'it');
    expect(lines.slice(4)).toEqual([
      { label: 'Totale del soggiorno', cents: 80147 },
      { label: 'Pagato con buono regalo …X7PQ', cents: -10000 },
      { label: 'Pagato con carta che termina con 4242', cents: -27500 },
      { label: 'Saldo da pagare in hotel', cents: 42647 },
    ]);
    expect(80147 - 10000 - 27500).toBe(42647);
    expect(split.text).not.toContain('Caparra pagata (Visa');
  });

  it('gives the city tax, the check-in and check-out times and the link, also in the HTML', () => {
    for (const part of [plain(mail.text), plain(mail.html)]) {
      expect(part).toContain('1,50 € a persona per notte');
      expect(part).toContain('22,50 € per 5 persone e 3 notti');
      expect(part).toContain('check-in dalle 14:00');
      expect(part).toContain('check-out entro le 10:30');
      expect(part).toContain('https://terme.test/it/my/room-reservations/12');
      expect(part).toContain('Via delle Terme 1');
      expect(part).toContain('reception@terme.test');
    }
    expect(plain(mail.html)).toContain('801,47 €');
  });

  it('speaks the guest language, with the right plurals', () => {
    const en = reservationConfirmationMail(
      { ...booking, locale: 'en' },
      { name: 'Giulia', url: 'u', checkInUrl: 'c' },
      brand,
    );
    expect(en.text).toContain('2 adults, 1 child');
    expect(en.text).toContain('check-in from 14:00');
    const de = reservationConfirmationMail(
      { ...booking, locale: 'de', rooms: [{ ...booking.rooms[1], adults: 1 }] },
      { name: 'Giulia', url: 'u', checkInUrl: 'c' },
      brand,
    );
    expect(de.text).toContain('1 Erwachsener, 1 Kind');
    expect(plain(de.text)).toContain('für 5 Personen und 3 Nächte');
  });
});

describe("the front desk's copy of a room booking", () => {
  // Issue 31, item 10: the desk's copy said "Il tuo sconto personale", as if written to the guest.
  it("speaks of the guest's discount in the third person, in each language, with the same figures", () => {
    const expected: Record<Locale, string> = {
      it: "Sconto personale dell'ospite",
      en: "Guest's personal discount",
      de: 'Persönlicher Rabatt des Gastes',
    };
    for (const locale of ['it', 'en', 'de'] as const) {
      const notice = reservationNoticeMail(
        booking,
        { name: 'Giulia Rossi', email: 'giulia@example.com' },
        brand,
        undefined,
        locale,
      );
      expect(moneyLines(notice.text, locale).find((l) => l.cents === -8905)?.label).toBe(expected[locale]);
      expect(notice.text + notice.html).not.toMatch(/Il tuo sconto|Your personal discount|Dein persönlicher Rabatt/);
    }
  });
});

describe('the day-spa confirmation', () => {
  const data: DaySpaMailData = {
    firstName: 'Giulia',
    number: 'DS-7K3M9QXA',
    product: 'Giornata alle terme',
    date: '2026-10-12',
    slotTitle: null,
    people: 3,
    unitPrice: 3500,
    subtotal: 10500,
    bonusDiscount: 3500,
    discountPercent: 10,
    total: 6300,
    url: 'https://terme.test/it/my/product-reservations/DS-7K3M9QXA',
  };

  it('shows the entries, the voucher, the discount and what was paid, adding up', () => {
    const mail = daySpaConfirmationMail('it', data, brand);
    const lines = moneyLines(mail.text, 'it');
    expect(lines).toEqual([
      { label: 'Giornata alle terme, 3 persone × 35,00 €', cents: 10500 },
      { label: 'Buono bonus', cents: -3500 },
      { label: 'Il tuo sconto (10%)', cents: -700 },
      { label: 'Pagato con carta', cents: 6300 },
    ]);
    expect(lines.slice(0, 3).reduce((sum, l) => sum + l.cents, 0)).toBe(lines[3].cents);
    expect(mail.html).toContain('<table');
    expect(mail.html).toContain(data.url);
  });

  it('shows what a gift card and the card each paid when a gift card paid part of it', () => {
    const mail = daySpaConfirmationMail(
      'en',
      {
        ...data,
        paid: { gift_cards: [{ last_four: 'X7PQ', amount: 5000 }], card: { last_four: '4242', amount: 1300 } },
      },
      brand,
    );
    expect(moneyLines(mail.text, 'en').slice(-3)).toEqual([
      { label: 'Total paid', cents: 6300 },
      { label: 'Paid with gift card …X7PQ', cents: 5000 },
      { label: 'Paid by card ending in 4242', cents: 1300 },
    ]);
  });

  it('says one person in the singular', () => {
    const mail = daySpaConfirmationMail(
      'de',
      { ...data, people: 1, subtotal: 3500, bonusDiscount: 0, discountPercent: 0, total: 3500 },
      brand,
    );
    expect(moneyLines(mail.text, 'de')).toEqual([
      { label: 'Giornata alle terme, 1 Person × 35,00 €', cents: 3500 },
      { label: 'Mit Karte bezahlt', cents: 3500 },
    ]);
  });
});

describe('the other guest mails share the layout', () => {
  it('deposit receipt: what was paid, with the reference and the receipt number', () => {
    const mail = depositReceiptMail(
      'en',
      {
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'a@x.it',
        amountCents: 25000,
        note: 'Deposit R-2031',
        reservationNumber: 'R-2031',
        card: { brand: 'visa', last4: '4242' },
        depositId: 7,
        newsletterConsent: false,
      },
      brand,
    );
    expect(moneyLines(mail.text, 'en')).toEqual([{ label: 'Deposit paid', cents: 25000 }]);
    expect(mail.text).toContain('Receipt number: D-7');
    expect(mail.text).toContain('Card: Visa ending in 4242');
  });

  it.each(['it', 'en', 'de'] as Locale[])('password reset in %s: hotel, contact, plain text and HTML', (locale) => {
    const mail = passwordResetMail(locale, { firstName: 'Anna', url: 'https://terme.test/x', minutes: 60 }, brand);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Terme Hotel');
      expect(part).toContain('Via delle Terme 1');
      expect(part).toContain('reception@terme.test');
    }
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });
});

// docs/product.md §16.6: a package's treatment times in the confirmation, in the mail's language,
// day and start–end in hotel time (Rome: 08:00 UTC is 10:00 in October, summer time).
describe('the confirmation of a package', () => {
  const times = (name: string) => [
    { id: 1, treatment_id: 3, name, starts_at: '2026-10-13T08:00:00.000Z', ends_at: '2026-10-13T08:50:00.000Z' },
    { id: 2, treatment_id: 3, name, starts_at: '2026-10-14T14:30:00.000Z', ends_at: '2026-10-14T15:20:00.000Z' },
  ];
  const cases: [Locale, string, string, string[]][] = [
    ['it', 'Fango termale', 'I tuoi orari delle cure', ['mar 13 ott 2026 10:00–10:50', 'mer 14 ott 2026 16:30–17:20']],
    ['en', 'Thermal mud', 'Your treatment times', ['Tue, 13 Oct 2026 10:00–10:50', 'Wed, 14 Oct 2026 16:30–17:20']],
    [
      'de',
      'Thermalfango',
      'Deine Zeiten für Anwendungen',
      ['Di., 13. Okt. 2026 10:00–10:50', 'Mi., 14. Okt. 2026 16:30–17:20'],
    ],
  ];
  it.each(cases)('lists the times (%s)', (locale, name, heading, days) => {
    const mail = reservationConfirmationMail(
      { ...booking, locale, treatment_times: times(name) },
      { name: 'Giulia Rossi', url: 'u', checkInUrl: 'c' },
      brand,
    );
    const text = plain(mail.text);
    expect(text).toContain(heading);
    for (const day of days) expect(text).toContain(`${name} · ${day}`);
  });
  it('has no times section without a package', () => {
    const mail = reservationConfirmationMail(booking, { name: 'G', url: 'u', checkInUrl: 'c' }, brand);
    expect(plain(mail.text)).not.toContain('I tuoi orari delle cure');
  });
});
