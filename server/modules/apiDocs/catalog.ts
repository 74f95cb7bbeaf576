import type { TokenScope } from '../../../domain/accessTokens';
import type { JsonSchema } from './yupToJsonSchema';
import { publicUserSchema } from '../accounts/publicUser';

/** What the document says about one route beyond its request schemas. */
export interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /** The 2xx answer: its status (200 unless said), schema and an example. */
  ok?: { status?: number; description?: string; schema?: JsonSchema; example?: unknown };
  /** An example request body. */
  body?: unknown;
}

const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const str = { type: 'string' };
const int = { type: 'integer' };
const when = { type: 'string', format: 'date-time' };
const day = { type: 'string', format: 'date' };
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

const staffRole = { type: 'string', enum: ['administrator', 'revenue_manager', 'front_desk'] };
const staffMember = obj({
  id: int,
  first_name: str,
  last_name: str,
  email: str,
  role: staffRole,
  disabled_at: { type: ['string', 'null'], format: 'date-time' },
  invitation_pending: { type: 'boolean' },
  created_at: when,
});

const token = obj({
  id: int,
  user_id: int,
  name: str,
  scopes: list(str),
  revoked: { type: 'boolean' },
  last_four: str,
  created_at: when,
  last_used_at: { type: ['string', 'null'], format: 'date-time' },
  expires_at: when,
});
const tokenExample = {
  id: 7,
  user_id: 1,
  name: 'Home automation',
  scopes: ['reservations:read'],
  revoked: false,
  last_four: 'x9Qk',
  created_at: '2026-11-26T10:00:00.000Z',
  last_used_at: null,
  expires_at: '2027-11-26T10:00:00.000Z',
};
const cart = obj({
  items: list(
    obj({ rowId: str, name: str, qty: int, price: int, subtotal: int, options: { type: 'object' } }, [
      'rowId',
      'name',
      'qty',
      'price',
      'subtotal',
    ]),
  ),
  total: int,
});
const notice = obj({ message: str });
const nullableInt = { type: ['integer', 'null'] };
const roomReservation = obj({
  id: int,
  number: str,
  from_date: str,
  to_date: str,
  rooms: list(str),
  people: int,
  total: int,
  deposit_paid: int,
  url: str,
});
const daySpaReservation = obj({
  number: str,
  product_title: str,
  date: str,
  slot_title: { type: ['string', 'null'] },
  people: int,
  total: nullableInt,
  is_booker: { type: 'boolean' },
  booked_by: str,
});
const purchase = (result: JsonSchema): JsonSchema => ({
  oneOf: [result, obj({ requires_action: { type: 'boolean', const: true }, payment_intent_client_secret: str })],
});

/**
 * Every route of the API, by `METHOD url` as Fastify registers it. A route missing here is still
 * in the document (its schemas say what it takes), under "Other", with a plain summary.
 */
export const routeDocs: Record<string, RouteDoc> = {
  // Personal access tokens (issue 14)
  'GET /oauth/scopes': {
    tag: 'Access tokens',
    summary: 'The scopes a token can be given',
    ok: {
      schema: list(obj({ id: str, description: str })),
      example: [{ id: 'profile:read', description: 'Read my profile' }],
    },
  },
  'GET /oauth/personal-access-tokens': {
    tag: 'Access tokens',
    summary: 'The signed-in guest’s live tokens (never the tokens themselves)',
    ok: { schema: list(token), example: [tokenExample] },
  },
  'POST /oauth/personal-access-tokens': {
    tag: 'Access tokens',
    summary: 'Create a token: `accessToken` is shown this once',
    description:
      'Cookie session and CSRF token only (the token manager at /{lang}/my/tokens). At most 50 live tokens per account; a token lasts `expires_in_days` (default 365).',
    body: { name: 'Home automation', scopes: ['reservations:read', 'availability:read'] },
    ok: { schema: obj({ accessToken: str, token }), example: { accessToken: 'terme_pat_3kS9…', token: tokenExample } },
  },
  'DELETE /oauth/personal-access-tokens/:id': {
    tag: 'Access tokens',
    summary: 'Revoke one of my tokens (someone else’s is 404)',
    ok: { status: 204, description: 'Revoked.' },
  },

  // Accounts
  'GET /api/user': {
    tag: 'Account',
    summary: 'Who is signed in (`user: null` for a visitor)',
    ok: {
      schema: obj({ user: { oneOf: [publicUserSchema, { type: 'null' }] } }),
      example: {
        user: {
          id: 1,
          fullName: 'Giulia Rossi',
          email: 'guest@terme.example',
          bonus_terme_credit: 20000,
          discount_percent: 10,
          is_admin: false,
        },
      },
    },
  },
  'GET /api/honeypot': { tag: 'Account', summary: 'The registration form’s honeypot fields (a sealed timestamp)' },
  'POST /it/register': { tag: 'Account', summary: 'Register (Italian mails)' },
  'POST /en/register': { tag: 'Account', summary: 'Register (English mails)' },
  'POST /de/register': { tag: 'Account', summary: 'Register (German mails)' },
  'POST /login': { tag: 'Account', summary: 'Log in (rotates the session and its CSRF token)' },
  'POST /logout': { tag: 'Account', summary: 'Log out' },
  'POST /password/email': { tag: 'Account', summary: 'Mail a password reset link' },
  'POST /password/reset': { tag: 'Account', summary: 'Set a new password with a reset link’s token' },
  'GET /api/request-prefill': { tag: 'Account', summary: 'Contact details to prefill request forms' },
  'GET /api/my/request-prefill': { tag: 'Account', summary: 'The signed-in guest’s details for the request forms' },

  // Day spa
  'GET /api/products': {
    tag: 'Day spa',
    summary: 'Bookable day-spa products (or `?kind=gift_card`: the shop’s gift cards)',
    ok: {
      schema: list(obj({ id: int, slug: str, title: str, image: str })),
      example: [{ id: 1, slug: 'thermal-day', title: 'Thermal day', image: '/images/day-spa/thermal-day.svg' }],
    },
  },
  'GET /api/products/:slug': { tag: 'Day spa', summary: 'One product' },
  'GET /api/:productId/availability': {
    tag: 'Day spa',
    summary: 'Time slots and prices per day for a number of people',
    ok: {
      schema: list(
        obj(
          { id: int, date: str, available: { type: 'boolean' }, sale_price: int, title: { type: ['string', 'null'] } },
          ['id', 'date', 'available', 'sale_price'],
        ),
      ),
      example: [{ id: 412, date: '2026-12-03', available: true, sale_price: 4000, title: null }],
    },
  },
  'POST /my/product-reservations': {
    tag: 'Day spa',
    summary: 'Reserve and pay a day-spa slot',
    description:
      'With an access token (scope `day-spa:reserve`) nothing may be left for a card: send `payment_intent_id: "9"`, with a `gift_card_code` (or the bonus voucher) that covers the total, or for a free entry (402 when something is left to pay); a card (`payment_method_id`) is refused with 422.',
    body: {
      date: '2026-12-03',
      people: 1,
      product_availability_id: 412,
      cancellation_policy_consent: true,
      rules_consent: true,
      use_bonus_terme: true,
      payment_intent_id: '9',
    },
    ok: {
      schema: purchase(obj({ message: str, reservation_number: str })),
      example: { message: 'Reservation DS-7K3M9QXA confirmed.', reservation_number: 'DS-7K3M9QXA' },
    },
  },
  'GET /api/my/product-reservations': {
    tag: 'My reservations',
    summary: 'My day-spa reservations (booked, or joined by invitation)',
    ok: {
      schema: list(daySpaReservation),
      example: [
        {
          number: 'DS-7K3M9QXA',
          product_title: 'Thermal day',
          date: '2026-12-03',
          slot_title: null,
          people: 2,
          total: 7200,
          is_booker: true,
          booked_by: 'Giulia Rossi',
        },
      ],
    },
  },
  'GET /api/my/product-reservations/:number': {
    tag: 'My reservations',
    summary: 'One of my day-spa reservations, with its payments',
  },
  'POST /it/my/product-reservations/:number/invitations': {
    tag: 'Day spa',
    summary: 'Invite a participant (Italian mail)',
  },
  'POST /en/my/product-reservations/:number/invitations': {
    tag: 'Day spa',
    summary: 'Invite a participant (English mail)',
  },
  'POST /de/my/product-reservations/:number/invitations': {
    tag: 'Day spa',
    summary: 'Invite a participant (German mail)',
  },
  'GET /api/invitations/:token': { tag: 'Day spa', summary: 'A participant invitation, by its mailed token' },
  'POST /api/invitations/:token/accept': { tag: 'Day spa', summary: 'Accept a participant invitation' },

  // Rooms
  'GET /api/room-categories': {
    tag: 'Rooms',
    summary: 'Room categories',
    ok: {
      schema: list(
        obj({
          id: int,
          name: str,
          description: str,
          images: list(str),
          min_adults: int,
          max_adults: int,
          available_rooms_count: int,
        }),
      ),
      example: [
        {
          id: 2,
          name: 'Double Room',
          description: 'Our classic double with a balcony.',
          images: ['/images/rooms/double-1.svg'],
          min_adults: 2,
          max_adults: 2,
          available_rooms_count: 10,
        },
      ],
    },
  },
  'GET /api/booking/season': { tag: 'Rooms', summary: 'The season and the booking window' },
  'POST /api/available/rates': {
    tag: 'Rooms',
    summary: 'Available rates per room for a stay',
    body: { from_date: '2026-12-03', to_date: '2026-12-06', rooms: [{ adults: 2, children: 1, children_ages: [8] }] },
  },
  'GET /offers-code/:code': { tag: 'Rooms', summary: 'An offer code’s name' },
  'GET /it/offers-code/:code': { tag: 'Rooms', summary: 'An offer code’s name (Italian)' },
  'GET /en/offers-code/:code': { tag: 'Rooms', summary: 'An offer code’s name (English)' },
  'GET /de/offers-code/:code': { tag: 'Rooms', summary: 'An offer code’s name (German)' },
  'POST /my/room-reservations': {
    tag: 'Rooms',
    summary: 'Book rooms and pay the deposit',
    ok: { schema: purchase(obj({ reservation_id: int, redirect: str })) },
  },
  'GET /api/my/room-reservations': {
    tag: 'My reservations',
    summary: 'My confirmed room reservations (amounts in cents)',
    ok: {
      schema: list(roomReservation),
      example: [
        {
          id: 12,
          number: 'R-00012',
          from_date: '2026-12-03',
          to_date: '2026-12-06',
          rooms: ['Double Room'],
          people: 2,
          total: 45000,
          deposit_paid: 13500,
          url: '/en/my/room-reservations/12',
        },
      ],
    },
  },
  'GET /api/my/room-reservations/:id': {
    tag: 'My reservations',
    summary: 'One of my room reservations, with its payments',
  },
  'GET /api/my/reservations/:number/account': {
    tag: 'My reservations',
    summary: 'What is paid and what is left to pay on arrival',
  },
  'GET /api/my/reservations/:number/calendar.ics': {
    tag: 'My reservations',
    summary: 'The reservation as a calendar file',
  },

  // Check-in and places
  'GET /api/countries': { tag: 'Check-in', summary: 'Countries, searched by name' },
  'GET /api/provinces': { tag: 'Check-in', summary: 'Italian provinces, searched by name' },
  'GET /api/boroughs': { tag: 'Check-in', summary: 'Italian municipalities, searched by name' },
  'GET /api/my/room-reservations/:id/check-ins': {
    tag: 'Check-in',
    summary: 'The check-in of each guest of a reservation',
  },
  'GET /api/my/room-reservations/:id/check-ins/:position': { tag: 'Check-in', summary: 'One guest’s check-in' },
  'POST /my/room-reservations/:id/check-ins': { tag: 'Check-in', summary: 'Check a guest in' },
  'PATCH /my/room-reservations/:id/check-ins': { tag: 'Check-in', summary: 'Correct a guest’s check-in' },

  // Payments, deposit, requests
  'GET /api/payments/config': { tag: 'Payments', summary: 'Which card gateway the site uses and its public key' },
  'POST /api/sandbox/payment-methods': { tag: 'Payments', summary: 'Sandbox only: a payment method from a test card' },
  'POST /api/sandbox/payment-intents/authenticate': {
    tag: 'Payments',
    summary: 'Sandbox only: complete or fail 3-D Secure',
  },
  'POST /deposit-payment': { tag: 'Payments', summary: 'Pay a deposit for an existing reservation' },
  'POST /requests/change-booking': { tag: 'Requests', summary: 'Ask to change a booking', ok: { schema: notice } },
  'POST /requests/refund': { tag: 'Requests', summary: 'Ask for a refund', ok: { schema: notice } },
  'POST /airport-transfer': { tag: 'Requests', summary: 'Ask for an airport transfer', ok: { schema: notice } },
  'GET /api/my/bonus-terme/preference': { tag: 'Account', summary: 'My bonus-terme credit and preference' },
  'POST /it/my/bonus-terme/preferences': {
    tag: 'Account',
    summary: 'Choose how to use the bonus-terme credit (Italian)',
  },
  'POST /en/my/bonus-terme/preferences': {
    tag: 'Account',
    summary: 'Choose how to use the bonus-terme credit (English)',
  },
  'POST /de/my/bonus-terme/preferences': {
    tag: 'Account',
    summary: 'Choose how to use the bonus-terme credit (German)',
  },
  'GET /api/seasons': {
    tag: 'Site',
    summary: 'Season dates for the closing banner',
    ok: {
      schema: obj({ seasons: list(obj({ start: day, end: day })) }),
      example: { seasons: [{ start: '2027-03-01', end: '2027-11-07' }] },
    },
  },
  'GET /api/pages/:slug': { tag: 'Site', summary: 'A static page’s sanitised body' },
  'GET /healthz': { tag: 'Site', summary: 'Health check: the database answers' },

  // Shop
  'GET /it/shop/cart': {
    tag: 'Shop',
    summary: 'The session’s cart (Italian names)',
    ok: { schema: cart, example: { items: [], total: 0 } },
  },
  'GET /en/shop/cart': {
    tag: 'Shop',
    summary: 'The session’s cart (English names)',
    ok: {
      schema: cart,
      example: {
        items: [
          {
            rowId: 'r1a2b3',
            name: 'Gift card: day spa',
            qty: 1,
            price: 8000,
            subtotal: 8000,
            options: { type: 'giftcard', people: 2 },
          },
        ],
        total: 8000,
      },
    },
  },
  'GET /de/shop/cart': { tag: 'Shop', summary: 'The session’s cart (German names)', ok: { schema: cart } },
  'POST /shop/cart': {
    tag: 'Shop',
    summary: 'Add a gift card or a dated spa entry to the cart',
    ok: { schema: obj({ message: str, rowId: str }), example: { message: 'Product Added', rowId: 'r1a2b3' } },
  },
  'PATCH /shop/cart/:rowId': {
    tag: 'Shop',
    summary: 'Personalise a gift card line: one recipient (name, email, message) per card',
    ok: { schema: obj({ message: str, rowId: str }) },
  },
  'DELETE /shop/cart/:rowId': {
    tag: 'Shop',
    summary: 'Remove a cart line',
    ok: { schema: notice, example: { message: 'Deleted' } },
  },
  'POST /shop/checkout': {
    tag: 'Shop',
    summary: 'Pay the cart',
    ok: {
      schema: purchase(
        obj(
          {
            total: int,
            card_last_four: { type: ['string', 'null'] },
            reservation_id: { type: ['integer', 'null'] },
            redirect: str,
          },
          ['total'],
        ),
      ),
    },
  },
  'GET /api/gift-cards/balance': {
    tag: 'Shop',
    summary: 'A gift card’s balance and expiry, by its code',
    ok: { schema: obj({ balance: int, expires_at: str }, []), example: { balance: 8000, expires_at: '2027-11-26' } },
  },

  // Front desk
  'GET /api/admin/arrivals': { tag: 'Front desk', summary: 'Arrivals of a day' },
  'GET /api/admin/room-reservations/:id': { tag: 'Front desk', summary: 'A reservation as the front desk sees it' },
  'POST /api/admin/room-reservations/:id/check-ins': {
    tag: 'Front desk',
    summary: 'Check a guest in at the desk, or correct a check-in (201 new, 200 changed)',
    description:
      'The online check-in’s rules, names up to 100 characters (the police file cuts them, with a note), and `identity_checked`: the document seen in person.',
  },
  'GET /api/admin/tourist-tax': {
    tag: 'Front desk',
    summary: 'The tourist-tax ledger of a month: stays departing in it, what is due, what the desk recorded',
  },
  'POST /api/admin/room-reservations/:id/tourist-tax': {
    tag: 'Front desk',
    summary: 'Record a stay’s tourist tax at departure: exemptions, collected (cash or card) or not paid',
  },
  'GET /api/admin/tourist-tax/report.csv': {
    tag: 'Front desk',
    summary: 'The month’s tourist-tax report for the Comune (CSV)',
  },
  'GET /api/admin/tourist-tax/report.pdf': {
    tag: 'Front desk',
    summary: 'The month’s tourist-tax report for the Comune (PDF)',
  },
  'GET /api/admin/tourist-tax/year.csv': {
    tag: 'Front desk',
    summary: 'The year’s tourist-tax summary, month by month (CSV)',
  },
  'GET /api/admin/istat': {
    tag: 'Front desk',
    summary: 'ISTAT’s monthly movement: arrivals, departures and nights by residence, rooms and beds each day',
  },
  'GET /api/admin/istat/report.csv': {
    tag: 'Front desk',
    summary: 'The month’s movement in the ISTAT C/59 structure (CSV)',
  },
  'GET /api/admin/istat/report.pdf': {
    tag: 'Front desk',
    summary: 'The month’s movement in the ISTAT C/59 structure (PDF)',
  },
  'GET /api/admin/istat/ross1000.xml': {
    tag: 'Front desk',
    summary: 'The month’s movement as the ROSS 1000 file (Veneto)',
  },
  'GET /api/admin/metrics': {
    tag: 'Front desk',
    summary: 'Operating metrics in the Prometheus text format (administrators; token scope `metrics:read`)',
  },
  'GET /api/admin/police-report': { tag: 'Front desk', summary: 'The day’s police report (Alloggiati Web), checked' },
  'GET /api/admin/police-report/file': { tag: 'Front desk', summary: 'The day’s police report file' },
  'GET /api/admin/staff-actions': { tag: 'Front desk', summary: 'The latest staff actions' },
  'GET /api/admin/requests': { tag: 'Front desk', summary: 'Guests’ requests' },
  'GET /api/admin/staff': {
    tag: 'Staff',
    summary: 'Staff accounts and their roles (administrators)',
    ok: { schema: obj({ staff: list(staffMember) }) },
  },
  'POST /api/admin/staff': {
    tag: 'Staff',
    summary: 'Invite a colleague by e-mail: the mail’s one-time link sets the password (administrators)',
    ok: { status: 201, schema: staffMember },
    body: {
      first_name: 'Luca',
      last_name: 'Ferrari',
      email: 'luca@terme.example',
      role: 'front_desk',
      mail_language: 'it',
    },
  },
  'PUT /api/admin/staff/:id/role': {
    tag: 'Staff',
    summary: 'Change a staff account’s role; the last active administrator keeps theirs (409)',
    ok: { schema: staffMember },
  },
  'PUT /api/admin/staff/:id/disabled': {
    tag: 'Staff',
    summary: 'Disable a staff account (its sessions end) or enable it again (administrators)',
    ok: { schema: staffMember },
  },
  'POST /api/admin/requests/:id/status': { tag: 'Front desk', summary: 'Move a request to new, in progress or done' },

  // Seasons, closed days and the booking window (issue 32, docs/product.md §12.9). One block with
  // its own schemas, to move into the routes' own schemas as a whole.
  ...(() => {
    const season = obj({
      id: int,
      starts_on: day,
      ends_on: day,
      bookable_from: { type: ['string', 'null'], format: 'date' },
      bookable_to: { type: ['string', 'null'], format: 'date' },
    });
    const closedDay = obj({ date: day, reason: { type: ['string', 'null'] } });
    const seasonBody = {
      starts_on: '2027-03-01',
      ends_on: '2028-01-06',
      bookable_from: '2026-11-28',
      bookable_to: null,
    };
    const stays =
      'Refused with 422 and `reservations` (id, from_date, to_date, status, guest) when reservations hold the days it takes away.';
    const docs: Record<string, RouteDoc> = {
      'GET /api/admin/seasons': {
        tag: 'Seasons',
        summary: 'The seasons and the closed days (revenue managers, administrators)',
        ok: { schema: obj({ seasons: list(season), closed_days: list(closedDay) }) },
      },
      'POST /api/admin/seasons': {
        tag: 'Seasons',
        summary: 'Add a season: its first and last open day, the days its sales open and close',
        description:
          'A season ends after it starts and shares no day with another; sales do not close before they open (422 next to the field). Empty sales dates follow the default rule.',
        body: seasonBody,
        ok: { status: 201, schema: season },
      },
      'PUT /api/admin/seasons/:id': {
        tag: 'Seasons',
        summary: 'Change a season’s dates or its sales dates; the guest side follows at once',
        description: `The rules of a new season. ${stays}`,
        body: seasonBody,
        ok: { schema: season },
      },
      'DELETE /api/admin/seasons/:id': {
        tag: 'Seasons',
        summary: 'Delete a season that holds no reservation',
        description: stays,
        ok: { status: 204, description: 'Deleted.' },
      },
      'POST /api/admin/seasons/closed-days': {
        tag: 'Seasons',
        summary: 'Close a day, with an optional reason',
        description: 'Refused with 422 and `reservations` when stays include the day (arrival to departure).',
        body: { date: '2027-06-02', reason: 'Staff training' },
        ok: { status: 201, schema: closedDay },
      },
      'DELETE /api/admin/seasons/closed-days/:date': {
        tag: 'Seasons',
        summary: 'Open a closed day again',
        ok: { status: 204, description: 'Opened.' },
      },
    };
    return docs;
  })(),
};

/** Routes the document leaves out: files for crawlers, not an API. */
export const undocumented = new Set(['GET /robots.txt', 'GET /sitemap.xml']);

export type { TokenScope };
