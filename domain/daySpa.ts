import type { GuestPhoto } from './photos';
/**
 * Day-spa rules the screens and the server share (product.md §3), and the shapes of
 * the day-spa API. Amounts are integer cents.
 */
import { clockNowMs } from './clock';
import { COUNTER_MIN, FREE_INFANT_MAX_AGE_YEARS, MAX_ID, MAX_INFANTS_PER_PLACE } from './constants';
import { applyDiscountPercent, bonusVoucherDiscount } from './money';
import { addYears, daySpaWindow, hotelInstant, isIsoDate, type IsoDate } from './dates';

/** product.md §3.1 people counter: a whole number from 1 (a slot's capacity is the real limit). */
export const isPeopleCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= COUNTER_MIN && value <= MAX_ID;

/** People from a URL or an event (`'3'`, 3): the count, or undefined when it is not one. */
export function parsePeople(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isPeopleCount(n) ? n : undefined;
}

/**
 * The people a day-spa journey starts with: the address's count (`?people=`), brought within the
 * fewest and most one reservation of the product takes (product.md §12.16); the fewest without a count.
 */
export function startingPeople(people: unknown, maxPeople?: number, minPeople: number = COUNTER_MIN): number {
  const count = parsePeople(people) ?? minPeople;
  const max = Math.max(COUNTER_MIN, maxPeople ?? Infinity);
  return Math.min(Math.max(count, minPeople), max);
}

/** GET of a product's availability records from one day to another, for that many people. */
export const availabilityUrl = (productId: number, people: number, from: IsoDate, to: IsoDate) =>
  `/api/${productId}/availability?people=${people}&from_date=${from}&to_date=${to}`;

/**
 * The day-spa start's calendar (product.md §3.1): the product's records over the whole sale window from the
 * hotel's today, for the people the journey starts with. One of the first requests (decision 033).
 */
export function startCalendarUrl(
  product: { id: number; max_people: number; min_people?: number },
  query: string,
  today: IsoDate,
): string {
  const { min, max } = daySpaWindow(today);
  return availabilityUrl(
    product.id,
    startingPeople(new URLSearchParams(query).get('people'), product.max_people, product.min_people),
    min,
    max,
  );
}

/** product.md §3.1: a day-spa date can be picked from the hotel's today to two months ahead. */
export function isInDaySpaWindow(date: unknown, today: IsoDate): date is IsoDate {
  if (!isIsoDate(date)) return false;
  const { min, max } = daySpaWindow(today);
  return date >= min && date <= max;
}

/**
 * The day the day-spa calendar opens on: the first day from `min` that has an availability record
 * (in the winter closure the first slots are at the season's start, weeks after today), or `min`
 * when the window has none.
 */
export function calendarOpensOn(records: readonly Pick<AvailabilityRecord, 'date'>[], min: IsoDate): IsoDate {
  let first: IsoDate | null = null;
  for (const { date } of records) if (date >= min && (first === null || date < first)) first = date;
  return first ?? min;
}

/** The slots a person can choose: the ones the server marked available whose sales are not over yet. */
export const availableSlots = <S extends Pick<AvailabilityRecord, 'available' | 'sales_end'>>(
  slots: readonly S[],
  now: number = clockNowMs(),
): S[] => slots.filter((slot) => isOnSale(slot, now));

/** A slot is available when its date is not past, its sales are not over (issue 16) and it can take `people` more. */
export const isSlotAvailable = (
  slot: { date: IsoDate; capacity: number; booked: number; salesEnd: Date },
  people: number,
  today: IsoDate,
  now: Date,
) => slot.date >= today && now < slot.salesEnd && slotCanTake(slot, people);

export interface DaySpaPriceInput {
  /** The slot's price per person. */
  salePrice: number;
  people: number;
  /** The user's bonus-terme credit (0 for none). */
  credit: number;
  useVoucher: boolean;
  discountPercent: number;
}

export interface DaySpaPrice {
  /** sale price x people: what the availability screen shows. */
  subtotal: number;
  /** The bonus voucher: one person's entry, capped at the credit (0 when not used). */
  voucher: number;
  /** The user's discount_percent taken off what is left after the voucher. */
  discount: number;
  /** What the card pays. */
  total: number;
  /** The credit left once this reservation is paid. */
  creditAfter: number;
}

/** A slot's price for everyone (product.md §3.2: sale price x people), as the availability lists it. */
export const slotTotal = (salePrice: number, people: number) => salePrice * Math.max(1, Math.trunc(people));

/**
 * One computation for the payment screen and the server: the voucher pays one person's entry
 * (total / people) up to the credit, then the user's percentage comes off the rest.
 */
export function daySpaPrice(input: DaySpaPriceInput): DaySpaPrice {
  const people = Math.max(1, Math.trunc(input.people));
  const subtotal = slotTotal(input.salePrice, people);
  const voucher = input.useVoucher ? bonusVoucherDiscount(subtotal, people, input.credit) : 0;
  const afterVoucher = subtotal - voucher;
  const total = applyDiscountPercent(afterVoucher, input.discountPercent);
  return { subtotal, voucher, discount: afterVoucher - total, total, creditAfter: Math.max(0, input.credit - voucher) };
}

/** One reservation never takes more people than its time slot holds, however many places are free. */
export const fitsInSlot = (slot: { capacity: number }, people: number) => people <= slot.capacity;

/** A slot can take `people` more when its free places are at least that many. */
export function slotCanTake(slot: { capacity: number; booked: number }, people: number): boolean {
  return slot.capacity - slot.booked >= people;
}

/**
 * The moment a slot stops being sold (issue 16): its end time on its date in the hotel's zone,
 * less the cut-off. `endsAt` is the database's 'HH:mm' or 'HH:mm:ss'.
 */
export function slotSalesEnd(date: IsoDate, endsAt: string, cutoffMinutes: number): Date {
  return new Date(hotelInstant(date, endsAt).getTime() - cutoffMinutes * 60_000);
}

/** Whether a listed slot can still be bought now: places for everyone, and its sales not yet over. */
export function isOnSale(
  record: Pick<AvailabilityRecord, 'available' | 'sales_end'>,
  now: number = clockNowMs(),
): boolean {
  return record.available && now < Date.parse(record.sales_end);
}

/**
 * A day-spa product's participant rules (product.md §3.1, §10, §12.16; decision 053), edited by the
 * revenue manager with the product. `maxPeople` null: one reservation takes what its slot holds.
 */
export interface ParticipantRules {
  /** Infants up to this age (in whole years, 0-3) come free and take no place. */
  freeInfantMaxAgeYears: number;
  /** Infants per booked place (0-2); 0: no infants. */
  infantsPerPlace: number;
  /** False for a product for adults only (a sauna): no minors, no infants. */
  minorsAdmitted: boolean;
  /** The fewest people one reservation takes. */
  minPeople: number;
  /** The most people one reservation takes, null for the slot's places. */
  maxPeople: number | null;
}

/** What every product had before the rules were its own (the constants). */
export const DEFAULT_PARTICIPANT_RULES: ParticipantRules = {
  freeInfantMaxAgeYears: FREE_INFANT_MAX_AGE_YEARS,
  infantsPerPlace: MAX_INFANTS_PER_PLACE,
  minorsAdmitted: true,
  minPeople: COUNTER_MIN,
  maxPeople: null,
};

/** The bounds the revenue manager may set (product.md §12.16). */
export const PARTICIPANT_RULE_LIMITS = {
  freeInfantMaxAgeYears: { min: 0, max: 3 },
  infantsPerPlace: { min: 0, max: 2 },
  people: { min: 1, max: 500 },
} as const;

export type ParticipantKind = 'infant' | 'minor' | 'adult' | 'guest';

/**
 * The participant types a product admits (product.md §10): adults and guests always; minors when
 * the product admits them; infants when it admits minors and at least one per place.
 */
export function admittedTypes(rules: ParticipantRules): ParticipantKind[] {
  const types: ParticipantKind[] = [];
  if (rules.minorsAdmitted && rules.infantsPerPlace > 0) types.push('infant');
  if (rules.minorsAdmitted) types.push('minor');
  types.push('adult', 'guest');
  return types;
}

export const isTypeAdmitted = (type: string, rules: ParticipantRules) =>
  (admittedTypes(rules) as string[]).includes(type);

/** What the invitation form needs of the rules (ProductReservationDetail.participant_rules). */
export const participantRulesWire = (rules: ParticipantRules) => ({
  admitted_types: admittedTypes(rules),
  free_infant_max_age_years: rules.freeInfantMaxAgeYears,
});

/** The most people one reservation of a slot of `capacity` places takes under the product's rules. */
export const maxPeopleFor = (capacity: number, rules: ParticipantRules) =>
  rules.maxPeople === null ? capacity : Math.min(capacity, rules.maxPeople);

/** 'below' the product's minimum, 'above' its maximum, or null when a reservation may take `people`. */
export function peopleOutOfRules(
  people: number,
  rules: Pick<ParticipantRules, 'minPeople' | 'maxPeople'>,
): 'below' | 'above' | null {
  if (people < rules.minPeople) return 'below';
  if (rules.maxPeople !== null && people > rules.maxPeople) return 'above';
  return null;
}

/** An infant born before this day is older than the product's free age (product.md §10): a minor. */
export const infantTooOld = (
  dateOfBirth: IsoDate,
  today: IsoDate,
  rules: Pick<ParticipantRules, 'freeInfantMaxAgeYears'>,
) => dateOfBirth < addYears(today, -rules.freeInfantMaxAgeYears);

/**
 * Why the product refuses a participant of this type and birth date (product.md §10), before
 * places are counted: 'adultsOnly' (a minor or infant on an adults-only product), 'noInfants'
 * (0 infants per place), 'infantTooOld'; null when it admits them.
 */
export function participantRefusal(
  participant: { type: string; date_of_birth?: string | null },
  today: IsoDate,
  rules: ParticipantRules,
): 'adultsOnly' | 'noInfants' | 'infantTooOld' | null {
  if (isTypeAdmitted(participant.type, rules)) {
    const born = participant.date_of_birth;
    return participant.type === 'infant' && isIsoDate(born) && infantTooOld(born, today, rules) ? 'infantTooOld' : null;
  }
  return rules.minorsAdmitted ? 'noInfants' : 'adultsOnly';
}

/** Participants who fill a place: everyone but infants (free, product.md §3.1). */
export const takesPlace = (type: string) => type !== 'infant';

/** Full when the non-infant participants (the booker included) fill every booked place. */
export function reservationIsFull(people: number, participants: { type: string }[]): boolean {
  return participants.filter((p) => takesPlace(p.type)).length >= people;
}

/** The most infants a reservation of `people` places takes: the product's number per place. */
export const maxInfants = (people: number, rules: ParticipantRules = DEFAULT_PARTICIPANT_RULES) =>
  people * rules.infantsPerPlace;

/** No more infants: the product's number per booked place, each with a grown-up. */
export function infantsFull(
  people: number,
  participants: { type: string }[],
  rules: ParticipantRules = DEFAULT_PARTICIPANT_RULES,
): boolean {
  return participants.filter((p) => !takesPlace(p.type)).length >= maxInfants(people, rules);
}

// --- Wire types --------------------------------------------------------------------------------

export interface ProductSummary {
  id: number;
  slug: string;
  title: string;
  image: string;
}

export interface ProductVariationWire {
  id: number;
  text: string;
  /** Cents per person the buyer pays. */
  price: number;
  /** Cents per person a gift card is worth (product.md §12.17); the price for a day-spa product. */
  value: number;
}

export interface ProductDetail extends ProductSummary {
  kind: 'day_spa' | 'gift_card';
  description: string;
  product_variations: ProductVariationWire[];
  /** Day spa: the most people one reservation can take (the largest time slot on sale); 0 when none is. */
  max_people: number;
  /** Day spa: the fewest people one reservation takes (product.md §12.16); 0 for a gift card. */
  min_people: number;
  /** Day spa: the free infants' age and whether infants come at all (the start's note, product.md §3.1). */
  free_infant_max_age_years: number;
  admits_infants: boolean;
  /** Gift card: how many months a card is valid from its purchase (product.md §12.17); 0 for the day spa. */
  validity_months: number;
  /** Day spa: the product's photos in their order, each with its size and alt text (product.md §12.16). */
  photos?: GuestPhoto[];
}

/** product.md §3.2 availability record; `title` null means the default daily slot. */
export interface AvailabilityRecord {
  id: number;
  date: IsoDate;
  available: boolean;
  sale_price: number;
  title: string | null;
  /** When it stops being sold (ISO instant): a page left open past it stops offering the slot. */
  sales_end: string;
}

export interface ProductReservationAnswer {
  message: string;
  reservation_number: string;
}

export interface ParticipantWire {
  id: number;
  type: 'infant' | 'minor' | 'adult' | 'guest';
  first_name: string;
  last_name: string;
  email: string | null;
  date_of_birth: IsoDate | null;
  /**
   * 'booker' is the person who booked; 'invited' waits for the invited person to register or log
   * in with the mailed link; 'confirmed' did so; 'added' are infants and minors.
   */
  status: 'booker' | 'added' | 'invited' | 'confirmed';
}

/**
 * A reservation as its booker or one of its confirmed participants sees it. What the booker paid
 * is theirs: a participant gets null amounts.
 */
export interface ProductReservationSummary {
  number: string;
  product_title: string;
  date: IsoDate;
  slot_title: string | null;
  people: number;
  total: number | null;
  /** False for a participant who joined by invitation. */
  is_booker: boolean;
  /** The booker's full name. */
  booked_by: string;
}

export interface ProductReservationDetail extends ProductReservationSummary {
  product_slug: string;
  subtotal: number | null;
  bonus_discount: number | null;
  discount_percent: number | null;
  participants: ParticipantWire[];
  /** No more places: only infants can still be added. */
  is_full: boolean;
  /** The product's participant rules now (product.md §10): the types the form offers and the free infants' age. */
  participant_rules: { admitted_types: ParticipantKind[]; free_infant_max_age_years: number };
}

/** GET /api/invitations/{token}: what the invitation link shows before registering or logging in. */
export interface InvitationPreview {
  inviter: string;
  product_title: string;
  date: IsoDate;
  slot_title: string | null;
  reservation_number: string;
  first_name: string;
  last_name: string;
  /** The invited address (prefilled), null when the booker was to forward the link. */
  email: string | null;
  /** An account with that address exists: the link opens the login instead of the registration. */
  account_exists: boolean;
}
