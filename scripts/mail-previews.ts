// `npm run mail:preview [folder]`: every mail a guest receives, rendered from sample figures in
// it, en and de, written as .html and .txt and photographed as .png (Debian's Chromium, a desktop
// and a phone width), so a person can look at them. Default folder: test-results/mail-previews.
import { cycleNames } from '../domain/ssnCure/messages';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { LOCALES, type Locale } from '../domain/locales';
import type { RenderedMail } from '../server/mail/templates';
import { passwordResetMail } from '../server/mail/templates';
import { reservationConfirmationMail } from '../server/modules/booking/confirmationMail';
import type { ReservationDetails } from '../server/modules/booking/reservationView';
import { daySpaConfirmationMail } from '../server/modules/daySpa/mail';
import { depositReceiptMail } from '../server/modules/deposit/mails';
import { invitationMail } from '../server/modules/participants/mail';
import { requestAcknowledgementMail, requestNoticeMail } from '../server/modules/requests/mails';
import { giftCardMail, shopDeskNoticeMail, shopReceiptMail } from '../server/modules/shop/mails';
import type { GuestRequestRow, StoredRequest } from '../server/modules/requests/store';

const out = resolve(process.argv[2] ?? 'test-results/mail-previews');
const brand = { siteUrl: 'https://www.terme.example', contactEmail: 'reception@terme.example' };

const names: Record<
  Locale,
  {
    room: string;
    suite: string;
    flexible: string;
    strict: string;
    half: string;
    bb: string;
    day: string;
    terms: string;
    visit: string;
    mud: string;
  }
> = {
  it: {
    room: 'Camera Doppia',
    suite: 'Junior Suite',
    flexible: 'Tariffa flessibile',
    strict: 'Tariffa non rimborsabile',
    half: 'Mezza pensione',
    bb: 'Pernottamento e colazione',
    day: 'Giornata alle terme',
    terms: 'In caso di cancellazione la caparra viene trattenuta.',
    visit: 'Visita medica di ammissione',
    mud: 'Fangoterapia',
  },
  en: {
    room: 'Double Room',
    suite: 'Junior Suite',
    flexible: 'Flexible rate',
    strict: 'Non-refundable rate',
    half: 'Half board',
    bb: 'Bed & Breakfast',
    day: 'Thermal day',
    terms: 'On cancellation the deposit is retained; nothing else is due.',
    visit: 'Admission medical visit',
    mud: 'Mud therapy',
  },
  de: {
    room: 'Doppelzimmer',
    suite: 'Junior Suite',
    flexible: 'Flexibler Tarif',
    strict: 'Nicht erstattbarer Tarif',
    half: 'Halbpension',
    bb: 'Übernachtung mit Frühstück',
    day: 'Thermentag',
    terms: 'Bei Stornierung wird die Anzahlung einbehalten; mehr ist nicht zu zahlen.',
    visit: 'Ärztliche Aufnahmeuntersuchung',
    mud: 'Fangotherapie',
  },
};

/** The figures: rooms of 598,80 € and 291,72 €, a 10% discount, a deposit for five. */
function booking(locale: Locale): ReservationDetails {
  const n = names[locale];
  const room = (
    position: number,
    name: string,
    number: string,
    adults: number,
    children: number,
    rate: string,
    board: string,
    total: number,
  ) => ({
    position,
    room_category: { id: position, name, images: [] },
    room_number: number,
    adults,
    children,
    children_ages: children ? [6] : [],
    rate_name: rate,
    board_name: board,
    full_name: `${rate} · ${board}`,
    total,
    adult_total: total,
    children_total: 0,
  });
  return {
    id: 12,
    user_id: 1,
    number: 'R-00012',
    status: 'confirmed',
    locale,
    from_date: '2026-10-12',
    to_date: '2026-10-15',
    nights: 3,
    people: 5,
    created_at: '2026-09-01T10:00:00.000Z',
    special_requests: null,
    promo_code: 'TERME10',
    rooms: [
      room(1, n.room, '101', 2, 0, n.flexible, n.half, 59880),
      room(2, n.suite, '201', 2, 1, n.strict, n.bb, 29172),
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
    cancellation_terms: [{ rate_name: n.flexible, refundable: true, text: n.terms }],
    card: { brand: 'visa', last_four: '4242' },
    paid_with: { gift_cards: [], card: { last_four: '4242', amount: 37500 } },
    vat_split: [{ rate: 10, gross: 80147, taxable: 72861, vat: 7286 }],
    treatment_times: [],
    treatment_notice_hours: 24,
    add_ons: [],
    // A guest's SSN cure (product.md §16.10), so designers see its section.
    ssn_cures: [
      {
        room: 1,
        guest: 1,
        cycle: 'mud',
        cycle_name: cycleNames.mud[locale],
        sessions: 2,
        exemption_code: null,
        due_cents: 5500,
        visit_day: '2026-10-13',
        times: [
          { name: n.visit, starts_at: '2026-10-13T06:00:00.000Z', ends_at: '2026-10-13T06:20:00.000Z' },
          { name: n.mud, starts_at: '2026-10-14T06:00:00.000Z', ends_at: '2026-10-14T06:30:00.000Z' },
          { name: n.mud, starts_at: '2026-10-15T06:00:00.000Z', ends_at: '2026-10-15T06:30:00.000Z' },
        ],
      },
    ],
  };
}

/** A guest's request as the store returns it: Giulia asks from the screen in `locale`. */
function guestRequest(locale: Locale, id: number, note: string | null): GuestRequestRow {
  const at = new Date('2026-09-01T10:00:00.000Z');
  return {
    id,
    kind: 'refund',
    status: 'new',
    userId: 1,
    roomReservationId: 12,
    productReservationId: null,
    reservationNumber: 'R-00012',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@example.com',
    locale,
    note,
    newsletterConsent: false,
    privacyConsentAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

function requests(locale: Locale): StoredRequest[] {
  return [
    {
      kind: 'change_booking',
      request: { ...guestRequest(locale, 31, null), kind: 'change_booking' },
      details: {
        requestId: 31,
        checkIn: '2026-10-12',
        checkOut: '2026-10-15',
        newCheckIn: '2026-10-19',
        newCheckOut: '2026-10-22',
      },
    },
    {
      kind: 'refund',
      request: guestRequest(locale, 32, 'Cancelled in time'),
      details: { requestId: 32, amount: 12550, iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
    },
    {
      kind: 'airport_transfer',
      request: {
        ...guestRequest(locale, 33, null),
        kind: 'airport_transfer',
        reservationNumber: null,
        roomReservationId: null,
      },
      details: {
        requestId: 33,
        airport: 'VCE',
        people: 3,
        flightNumber: 'FR 1234',
        returnTrip: true,
        pricePerPerson: 3500,
        total: 10500,
      },
    },
  ];
}

/** Two spa gift cards of 95 € bought by Giulia for Anna and Marco. */
function giftCardReceipt(locale: Locale) {
  const line = (recipient: string) => ({
    qty: 1,
    product: names[locale].day,
    variation: names[locale].half,
    recipient,
    subtotal: 9500,
  });
  // A gift card paid 50.00 of it, the card the rest: the receipt shows both parts.
  const paid = { gift_cards: [{ last_four: 'X7PQ', amount: 5000 }], card: { last_four: '4242', amount: 14000 } };
  return {
    firstName: 'Giulia',
    number: 'GC-7K3M9QXA',
    lines: [line('Anna'), line('Marco')],
    total: 19000,
    cardLast4: '4242',
    paid,
  };
}

function mailsFor(locale: Locale): Record<string, RenderedMail> {
  const url = (path: string) => `${brand.siteUrl}/${locale}${path}`;
  return {
    'room-booking': reservationConfirmationMail(
      booking(locale),
      {
        name: 'Giulia Rossi',
        url: url('/my/room-reservations/12'),
        checkInUrl: url('/my/room-reservations/12/check-in'),
      },
      brand,
    ),
    'day-spa': daySpaConfirmationMail(
      locale,
      {
        firstName: 'Giulia',
        number: 'DS-7K3M9QXA',
        product: names[locale].day,
        date: '2026-10-12',
        slotTitle: null,
        people: 3,
        unitPrice: 3500,
        subtotal: 10500,
        bonusDiscount: 3500,
        discountPercent: 10,
        total: 6300,
        url: url('/my/product-reservations/DS-7K3M9QXA'),
      },
      brand,
    ),
    'password-reset': passwordResetMail(
      locale,
      { firstName: 'Giulia', url: url('/password/reset/abc123?email=giulia%40example.com'), minutes: 60 },
      brand,
    ),
    deposit: depositReceiptMail(
      locale,
      {
        firstName: 'Giulia',
        lastName: 'Rossi',
        email: 'giulia@example.com',
        amountCents: 25000,
        note: 'Reservation Deposit',
        reservationNumber: 'R-2031',
        card: { brand: 'visa', last4: '4242' },
        depositId: 7,
        newsletterConsent: false,
      },
      brand,
    ),
    invitation: invitationMail({
      locale,
      brand,
      appUrl: brand.siteUrl,
      token: 'sample-token',
      inviterName: 'Giulia Rossi',
      product: names[locale].day,
      date: '2026-10-12',
      number: 'DS-7K3M9QXA',
      invitee: { name: 'Anna Berg', firstName: 'Anna', email: 'anna@example.com' },
      expiresOn: '2026-10-12',
    }),
    'invitation-forward': invitationMail({
      locale,
      brand,
      appUrl: brand.siteUrl,
      token: 'sample-token',
      inviterName: 'Giulia Rossi',
      product: names[locale].day,
      date: '2026-10-12',
      number: 'DS-7K3M9QXA',
      invitee: { name: 'Marco Verdi', firstName: 'Marco', email: null },
      expiresOn: '2026-10-12',
    }),
    'gift-card': giftCardMail(
      locale,
      {
        recipientName: 'Anna',
        buyerName: 'Giulia Rossi',
        product: names[locale].day,
        variation: names[locale].half,
        message: 'Buon compleanno! Ci vediamo alle terme.',
        code: '7K3M9QXA2F8D1HZN',
        value: 9500,
        expiresOn: '2027-11-23',
      },
      brand,
    ),
    'gift-card-receipt': shopReceiptMail(locale, giftCardReceipt(locale), brand),
    ...(locale === 'it'
      ? {
          'gift-card-desk': shopDeskNoticeMail(
            {
              ...giftCardReceipt(locale),
              buyerName: 'Giulia Rossi',
              email: 'giulia@example.com',
              locale: 'de',
              userId: null,
              newsletter: true,
              cards: [
                { recipient: 'Anna', recipientEmail: 'anna@example.com', lastFour: '1HZN', value: 9500 },
                { recipient: 'Marco', recipientEmail: 'marco@example.com', lastFour: 'Q7RT', value: 9500 },
              ],
            },
            brand,
          ),
        }
      : {}),
    ...Object.fromEntries(
      requests(locale).map((r) => [`request-${r.kind}`, requestAcknowledgementMail(r, brand, true)]),
    ),
    ...(locale === 'it'
      ? Object.fromEntries(requests(locale).map((r) => [`request-${r.kind}-desk`, requestNoticeMail(r, brand)]))
      : {}),
  };
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const locale of LOCALES) {
    for (const [name, mail] of Object.entries(mailsFor(locale))) {
      const base = join(out, `${name}-${locale}`);
      writeFileSync(`${base}.html`, mail.html);
      writeFileSync(`${base}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
      for (const [size, width] of [
        ['desktop', 760],
        ['phone', 390],
      ] as const) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.setContent(mail.html);
        await page.screenshot({ path: `${base}-${size}.png`, fullPage: true });
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`mail previews written to ${out}`);
