import { Trans, useLingui } from '@lingui/react/macro';
import { useOfferLookup } from '@src/api/booking';
import { ApiError } from '@src/api/client';
import { useLocale } from '@src/i18n/useLocale';

interface Props {
  code: string;
  /** The arrival the code must be valid for ('' while no dates are chosen). */
  arrival: string;
  /** Also say when the code is refused (the widget); the rooms screen shows the server's refusal itself. */
  showRefusal?: boolean;
}

/** A promo code's answer: 'TERME10 · Thermal Autumn: −10% on every rate', or why it cannot be used. */
export function PromoCodeStatus({ code, arrival, showRefusal = false }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const offer = useOfferLookup(code, locale, arrival);
  if (!code.trim()) return null;
  if (offer.data) {
    const { code: accepted, breadcrumb, summary } = offer.data;
    return (
      <p className="promo-status promo-status--accepted" role="status" data-testid="promo-status">
        <span aria-hidden="true">✓ </span>
        <Trans>
          Code accepted: {accepted} · {breadcrumb}: {summary}
        </Trans>
      </p>
    );
  }
  if (offer.error && showRefusal) {
    return (
      <p className="promo-status promo-status--refused" role="alert" data-testid="promo-status">
        {offer.error instanceof ApiError
          ? offer.error.message
          : t`The promo code could not be checked. Please try again.`}
      </p>
    );
  }
  return null;
}
