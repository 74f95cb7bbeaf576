import { HttpError } from '../../http/errors';
import { formatDate } from '../../../domain/dates';
import { interpolate, type Locale } from '../../../domain/locales';
import { promoStatus } from '../../../domain/pricing';
import type { OfferLookup } from '../../../domain/roomRates';
import { bookingMessages as m } from './messages';
import { normalizeCode, type PricingCatalog, type PromoOffer } from './pricingModel';

const say = (key: keyof typeof m, locale: Locale, params: Record<string, string | number> = {}) =>
  interpolate(m[key][locale], params);

type Found = PromoOffer;
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
  return parts.join(say('and', locale));
}

function validity(promo: Found['promo'], locale: Locale): string {
  const day = (iso: string) => formatDate(iso, locale, 'DD MMMM YYYY');
  if (promo.validFrom && promo.validTo)
    return say('rangeFromTo', locale, { from: day(promo.validFrom), to: day(promo.validTo) });
  if (promo.validFrom) return say('rangeFrom', locale, { from: day(promo.validFrom) });
  return say('rangeTo', locale, { to: promo.validTo ? day(promo.validTo) : '' });
}

/** A refused code: the status of the lookup, the same text as the `code` field's error. */
function refused(status: number, message: string) {
  return new HttpError(status, message, { code: [message] });
}

/**
 * The offer of a promo code as the guest is told about it (product.md §2.1 'offers-code' lookup): its
 * name and what it changes; unknown (404), ended (410) or not valid for the arrival (422) codes
 * are refused with the reason. `arrival` null checks only that the code exists and runs.
 */
export function describeOffer(
  catalog: Offers,
  input: { code: string; arrival: string | null; today: string },
  locale: Locale,
): OfferLookup {
  const code = normalizeCode(input.code);
  const found = code ? (catalog.offers.get(code) ?? null) : null;
  // The refusals never repeat the code: an answer does not echo what was sent (the guest sees it in the field).
  if (!found) throw refused(404, say('codeUnknown', locale));
  const offer = found.promo.name[locale];
  const status = promoStatus(found.promo, input.arrival, input.today);
  if (status === 'ended') throw refused(410, say('codeEnded', locale, { offer }));
  if (status === 'notForDates')
    throw refused(422, say('codeNotForDates', locale, { offer, range: validity(found.promo, locale) }));
  return { breadcrumb: offer, code, summary: summary(found, locale) };
}

/**
 * For the rates and the reservation: a code sent with a search must be usable for its arrival,
 * else the whole request is refused (422, the reason under `code`): prices never silently
 * ignore a code the guest typed.
 */
export function requireUsableCode(
  catalog: Offers,
  input: { code: string | null | undefined; arrival: string; today: string },
  locale: Locale,
): void {
  if (!normalizeCode(input.code)) return;
  try {
    describeOffer(catalog, { code: input.code ?? '', arrival: input.arrival, today: input.today }, locale);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(422, error.text, error.errors);
    throw error;
  }
}
