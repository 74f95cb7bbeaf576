/**
 * Business constants, in one place for the SPA, the machines and the server; product.md names
 * each one where its rule is stated.
 * Money is integer cents; durations are milliseconds.
 */

// --- The hotel -------------------------------------------------------------------------------
/** "Today" and every stay date are the hotel's calendar dates. */
export const HOTEL_TIME_ZONE = 'Europe/Rome';
export const CURRENCY = 'EUR';
export const PAYMENT_CURRENCY = 'eur';
export const PAYMENT_COUNTRY = 'IT';
/**
 * Italy's id in the countries table, which is its Alloggiati Web code (the original description's
 * 110 was a row id of the old site, product.md §14): born, resident or issued in Italy asks for province and comune.
 */
export const ITALY_COUNTRY_ID = 100000100;
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

// --- Notices and timings (ms) --------------------------------------------------------------
export const TOAST_DURATION_MS = 6000;
export const FLASH_DURATION_MS = 4000;
export const NOTICE_TYPES = ['success', 'error', 'warning', 'info'] as const;
export const SEARCH_DEBOUNCE_MS = 500;
export const ADD_ROOM_LOADING_MS = 1000;
export const LOGIN_REDIRECT_MS = 800;
/** Wait after a successful payment before redirecting / moving to the confirmation. */
export const POST_PAYMENT_REDIRECT_MS = 1200;
/** Cart has items but no gift card: go to payment after this delay. */
export const PERSONALISATION_REDIRECT_MS = 400;
/** Each gift card is saved `index x stagger` ms after the first. */
export const PERSONALISATION_STAGGER_MS = 100;
export const PARTICIPANT_DONE_MS = 1000;

// --- Layout ----------------------------------------------------------------------------------
/** The navigation bar floats once less than 10% of the header is visible. */
export const NAV_FLOATING_THRESHOLD = 0.1;
export const CART_DROPDOWN_MAX_HEIGHT_PX = 300;

// --- Form limits -----------------------------------------------------------------------------
export const COUNTER_MIN = 1;
export const TEXTAREA_MAX_LENGTH = 255;
export const TEXTAREA_ROWS = 5;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 140;
/** The gift card message counter turns red at this many remaining characters or fewer. */
export const GIFT_CARD_MESSAGE_WARNING_REMAINING = 10;
export const SPECIAL_REQUESTS_MAX_LENGTH = 350;
export const DEPOSIT_REFERENCE_MAX_LENGTH = 150;
export const FLIGHT_NUMBER_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
/** Any one-line text a form sends (names, references, passwords): longer is not a person typing. */
export const SHORT_TEXT_MAX_LENGTH = 255;
/** A barrier report's description (product.md §8.4): longer than a note, a barrier takes words to describe. */
export const BARRIER_DESCRIPTION_MAX_LENGTH = 2000;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * A person's first or last name (guests, buyers, participants, gift-card recipients), in the forms
 * and in the database's columns alike (decision 023; check-in has its own, the police record's).
 */
export const NAME_MAX_LENGTH = 255;
/** The longest IBAN is 34 characters; room for the spaces a person types between groups. */
export const IBAN_MAX_LENGTH = 64;
/** A BIC is 8 or 11 characters; room for spaces. */
export const BIC_MAX_LENGTH = 16;
/** Ids are PostgreSQL `integer`s: a larger number names no row and would overflow the column. */
export const MAX_ID = 2_147_483_647;

// --- Online check-in and the police report ---------------------------------------------------
/** Check-in data is deleted this many days after departure unless configured otherwise. */
export const CHECK_IN_RETENTION_DAYS = 30;
/** Widths of the Alloggiati record: names longer than this are cut in the report. */
export const CHECK_IN_LAST_NAME_MAX_LENGTH = 50;
export const CHECK_IN_FIRST_NAME_MAX_LENGTH = 30;
/**
 * At the desk a name longer than its Alloggiati field is kept whole (the file cuts it, with a note
 * to staff): a guest is never refused because of the length of their name.
 */
export const DESK_NAME_MAX_LENGTH = 100;
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;
/**
 * The most days of stay an Alloggiati record may declare (the decree of 7 January 2013, Gazzetta
 * Ufficiale 17 January 2013, table I); a longer stay is written as this and noted for staff.
 */
export const ALLOGGIATI_MAX_NIGHTS = 30;
/** A document issued in a comune that merged since is still valid for up to this many years. */
export const DOCUMENT_MAX_VALIDITY_YEARS = 10;
/** The front desk's arrivals list shows today and this many following days. */
export const ARRIVALS_DAYS_AHEAD = 7;

// --- Money (cents) ---------------------------------------------------------------------------
export const DEFAULT_DEPOSIT_CENTS = 10000;
export const DEFAULT_DEPOSIT_NOTE = 'Reservation Deposit';
export const DEPOSIT_MIN_CENTS = 100;
export const DEPOSIT_MAX_CENTS = 1_000_000;
/** Room booking deposit: this much per person (adults + children). */
export const BOOKING_DEPOSIT_PER_PERSON_CENTS = 7500;
/** City tax, paid on site at departure, not included in the total. */
export const CITY_TAX_PER_PERSON_PER_NIGHT_CENTS = 150;
/** The city tax is due for at most this many nights of a stay; null: every night (product.md §12.7). */
export const CITY_TAX_MAX_NIGHTS_TAXED: number | null = null;
/** Guests younger than this on arrival pay no city tax; null: no exemption by age. */
export const CITY_TAX_EXEMPT_UNDER_AGE: number | null = null;
/** The bonus voucher pays one person's entry, up to this much. */
export const BONUS_VOUCHER_CENTS = 20000;
export const AIRPORTS = ['VCE', 'TSF'] as const;
export type Airport = (typeof AIRPORTS)[number];
export const AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS: Record<Airport, number> = { VCE: 3500, TSF: 4500 };
/** People on one transfer request: a minibus or two; larger groups call the front desk. */
export const AIRPORT_TRANSFER_MAX_PEOPLE = 50;
/** The largest refund a request may ask for when it names no reservation of the guest (the largest deposit). */
export const REFUND_MAX_CENTS = 1_000_000;
/** A zero total posts this placeholder payment intent and charges nothing. */
export const ZERO_TOTAL_PAYMENT_INTENT_ID = '9';

// --- Guest requests and the bonus-terme preference ---------------------------------------
/** What the front desk is doing about a request (the admin inbox moves it along). */
export const REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_KINDS = ['change_booking', 'refund', 'airport_transfer', 'accessibility_barrier'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** The four ways a guest may prefer to spend bonus-terme credit (product.md §11). */
export const BONUS_PREFERENCES = ['dayspa', 'poolTreatments', 'stay', 'spa'] as const;
export type BonusPreference = (typeof BONUS_PREFERENCES)[number];

// --- Booking widget --------------------------------------------------------------------------
export const MAX_ROOMS = 5;
export const MIN_ROOMS = 1;
export const MIN_ADULTS_PER_ROOM = 1;
export const MAX_ADULTS_PER_ROOM = 3;
export const MIN_CHILDREN_PER_ROOM = 0;
export const MAX_CHILDREN_PER_ROOM = 2;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 17;
/** Default stay: arrival tomorrow, departure five days from today. */
export const DEFAULT_STAY_START_OFFSET_DAYS = 1;
export const DEFAULT_STAY_END_OFFSET_DAYS = 5;

// --- Seasons and day spa ---------------------------------------------------------------------
export const SEASONAL_BANNER_WINDOW_DAYS = 20;
/** From this many months before season end, stays may be booked up to the next season's end. */
export const NEXT_SEASON_OPENS_MONTHS_BEFORE_END = 2;
/** Day-spa dates can be booked from today to today plus this many months. */
export const DAY_SPA_WINDOW_MONTHS = 2;
/** The longest period one day-spa availability call may ask for (the calendar asks two months). */
export const DAY_SPA_AVAILABILITY_MAX_DAYS = 100;
/** Babies up to this age (years) are free and are not counted as people. */
export const FREE_INFANT_MAX_AGE_YEARS = 1;
/** Infants a day-spa reservation takes per booked place: each comes with a grown-up (30 on one entry was accepted). */
export const MAX_INFANTS_PER_PLACE = 1;
export const ADULT_AGE_YEARS = 18;
/** Gift cards expire this many months after purchase, unless their product says otherwise (product.md §12.17). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;
/** What the revenue manager may set (product.md §12.17): validity in months, a variation's price in cents, variations per product. */
export const GIFT_CARD_VALIDITY_MONTHS_MIN = 1;
export const GIFT_CARD_VALIDITY_MONTHS_MAX = 60;
export const GIFT_CARD_PRICE_MIN_CENTS = 500;
export const GIFT_CARD_PRICE_MAX_CENTS = 500_000;
export const GIFT_CARD_VARIATIONS_MAX = 10;
/** Most gift cards of one kind in one cart line, and most people one card is for: beyond is not a gift. */
export const GIFT_CARD_MAX_QUANTITY = 20;
export const GIFT_CARD_MAX_PEOPLE = 10;
/** Most lines one cart holds. */
export const CART_MAX_ITEMS = 30;

/** How long before a package's treatment time the guest may still change or cancel it, until the administrator sets another notice (product.md §16.6, §12.17). */
export const TREATMENT_CHANGE_NOTICE_HOURS = 24;
