import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { promoCodes, roomReservations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { formatDate } from '../../../domain/dates';
import { interpolate, type Locale } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import {
  normalizePromoCode as normalizeCode,
  promoMessage,
  promoRefusal,
  type PromoRefusal,
  type PromoRules,
} from '../../../domain/promoCodes';
import type { OfferLookup } from '../../../domain/roomRates';
import { bookingMessages as m } from './messages';
import type { PricingCatalog, PromoOffer } from './pricingModel';

const say = (key: keyof typeof m, locale: Locale, params: Record<string, string | number> = {}) =>
  interpolate(m[key][locale], params);

type Found = PromoOffer;
type PromoRow = typeof promoCodes.$inferSelect;
/** Where codes are looked up: the pricing catalog, cached or just read (pricingModel.ts). */
type Offers = Pick<PricingCatalog, 'offers'>;

/** What the code changes, in words: '−10% on every rate', 'unlocks the rate “Spa Weekend offer” (−15%)'. */
function summary({ promo, plan }: Found, locale: Locale): string {
  const parts: string[] = [];
  if (plan)
    parts.push(
      plan.discountPercent > 0
        ? say('codeUnlocksDiscount', locale, { rate: plan.name[locale], percent: plan.discountPercent })
        : say('codeUnlocks', locale, { rate: plan.name[locale] }),
    );
  if (promo.discountPercent > 0) parts.push(say('codeDiscount', locale, { percent: promo.discountPercent }));
  if (promo.amountOffCents > 0)
    parts.push(say('codeAmountOff', locale, { amount: formatMoney(promo.amountOffCents, locale) }));
  return parts.join(say('and', locale));
}

function validity(promo: PromoRow, locale: Locale): string {
  const day = (iso: string) => formatDate(iso, locale, 'DD MMMM YYYY');
  if (promo.validFrom && promo.validTo)
    return say('rangeFromTo', locale, { from: day(promo.validFrom), to: day(promo.validTo) });
  if (promo.validFrom) return say('rangeFrom', locale, { from: day(promo.validFrom) });
  return say('rangeTo', locale, { to: promo.validTo ? day(promo.validTo) : '' });
}

/** The stored row as the rules of domain/promoCodes.ts read it. */
export const promoRules = (row: PromoRow): PromoRules => ({
  active: row.active,
  arrivalFrom: row.validFrom,
  arrivalTo: row.validTo,
  bookedFrom: row.bookedFrom,
  bookedTo: row.bookedTo,
  minNights: row.minNights,
  maxUses: row.maxUses,
  maxUsesPerGuest: row.maxUsesPerGuest,
});

/** The refusal's status and words (product.md §2.1, §12.15). The refusals never repeat the code. */
export function refusalOf(row: PromoRow, refusal: PromoRefusal, locale: Locale): HttpError {
  const offer = row.name[locale];
  const day = (iso: string | null) => (iso ? formatDate(iso, locale, 'DD MMMM YYYY') : '');
  const [status, message] = {
    ended: () => [410, say('codeEnded', locale, { offer })] as const,
    notYetBookable: () => [422, promoMessage(locale, 'notYetBookable', { offer, date: day(row.bookedFrom) })] as const,
    bookingEnded: () => [410, promoMessage(locale, 'bookingEnded', { offer, date: day(row.bookedTo) })] as const,
    notForDates: () => [422, say('codeNotForDates', locale, { offer, range: validity(row, locale) })] as const,
    tooFewNights: () => [422, promoMessage(locale, 'tooFewNights', { offer, nights: row.minNights })] as const,
    usedUp: () => [410, promoMessage(locale, 'usedUp', { offer })] as const,
    usedByYou: () => [422, promoMessage(locale, 'usedByYou', { offer })] as const,
  }[refusal]();
  return new HttpError(status, message, { code: [message] });
}

/** What is known of a use of the code: the stay, and its uses counted when the code has caps. */
interface UseOf {
  code: string;
  arrival: string | null;
  departure?: string | null;
  today: string;
  uses?: number;
  guestUses?: number;
}

/**
 * The offer of a promo code as the guest is told about it (product.md §2.1 'offers-code' lookup): its
 * name and what it changes; unknown (404), ended (410) or not valid for this use (422, 410 when
 * it will never be: §12.15) codes are refused with the reason. `arrival` null checks only that
 * the code exists and runs.
 */
export function describeOffer(catalog: Offers, input: UseOf, locale: Locale): OfferLookup {
  const code = normalizeCode(input.code);
  const found = code ? (catalog.offers.get(code) ?? null) : null;
  if (!found) throw new HttpError(404, say('codeUnknown', locale), { code: [say('codeUnknown', locale)] });
  const refusal = promoRefusal(promoRules(found.promo), input);
  if (refusal) throw refusalOf(found.promo, refusal, locale);
  return { breadcrumb: found.promo.name[locale], code, summary: summary(found, locale) };
}

/** A use of a code: a confirmed reservation, or a hold still live, carrying it (decision 045). */
const isUse = (code: string) =>
  and(
    eq(roomReservations.promoCode, code),
    sql`(${roomReservations.status} = 'confirmed' or (${roomReservations.status} = 'pending' and ${roomReservations.holdExpiresAt} > now()))`,
  );

/** The uses of a code, in all and (with a guest) by that guest. */
export async function usesOf(db: Db | Tx, code: string, userId: number | null = null) {
  const [row] = await db
    .select({
      uses: sql<number>`count(*)::int`,
      guestUses: sql<number>`(count(*) filter (where ${roomReservations.userId} = ${userId ?? 0}))::int`,
    })
    .from(roomReservations)
    .where(isUse(code));
  return row;
}

/** The uses a check needs: none for a code without caps, the guest's only with a guest. */
async function usesNeeded(db: Db, catalog: Offers, code: string, userId: number | null) {
  const promo = catalog.offers.get(code)?.promo;
  const needed = promo && (promo.maxUses !== null || (promo.maxUsesPerGuest !== null && userId !== null));
  return needed ? usesOf(db, code, userId) : {};
}

/** The widget's lookup (product.md §2.1): `describeOffer`, a code used up included. */
export async function lookUpOffer(
  db: Db,
  catalog: Offers,
  input: { code: string; arrival: string | null; today: string },
  locale: Locale,
): Promise<OfferLookup> {
  const code = normalizeCode(input.code);
  return describeOffer(catalog, { ...input, code, ...(await usesNeeded(db, catalog, code, null)) }, locale);
}

/**
 * For the rates and the reservation: a code sent with a search must be usable for its stay (and,
 * when it has caps, not used up), else the whole request is refused (422, the reason under
 * `code`): prices never silently ignore a code the guest typed.
 */
export async function requireUsableCode(
  db: Db,
  catalog: Offers,
  input: { code: string | null | undefined; arrival: string; departure: string; today: string; userId?: number },
  locale: Locale,
): Promise<void> {
  const code = normalizeCode(input.code);
  if (!code) return;
  const counted = await usesNeeded(db, catalog, code, input.userId ?? null);
  try {
    describeOffer(catalog, { ...input, code, ...counted }, locale);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(422, error.text, error.errors);
    throw error;
  }
}

/**
 * In the hold's transaction (product.md §12.15, decision 045): the code's row locked until the
 * transaction ends, so two guests racing for its last use are decided one after the other; its
 * rules read again and its uses counted under the lock. Refused with 409 (the reason under
 * `code`) before any charge; also when staff changed the code since the stay was priced.
 */
export async function takePromoUse(
  tx: Tx,
  input: { code: string; version: number; userId: number; arrival: string; departure: string; today: string },
  locale: Locale,
): Promise<void> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, input.code)).for('update');
  if (!row) throw new HttpError(409, say('codeUnknown', locale), { code: [say('codeUnknown', locale)] });
  const counted = await usesOf(tx, row.code, input.userId);
  const refusal = promoRefusal(promoRules(row), { ...input, ...counted });
  if (refusal) {
    const refused = refusalOf(row, refusal, locale);
    throw new HttpError(409, refused.text, refused.errors);
  }
  if (row.version !== input.version)
    throw new HttpError(409, say('rateNotOffered', locale), { code: [say('rateNotOffered', locale)] });
}
