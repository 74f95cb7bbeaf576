import { useFormikContext } from 'formik';
import { Trans } from '@lingui/react/macro';
import { airportTransferTotal, formatMoney } from '@domain/money';
import { useAirportPrices } from '../../api/requests';
import { useLocale } from '../../i18n/useLocale';
import type { AirportTransferFormValues } from './airportQuery';

/** The price per person and the total (price x people, product.md §8.3), following the airport and the people as the guest changes them. */
export function AirportPrice() {
  const locale = useLocale();
  const { values } = useFormikContext<AirportTransferFormValues>();
  const people = Math.max(1, values.people);
  const prices = useAirportPrices().data!;
  return (
    <dl className="airport-price" aria-live="polite">
      <dt>
        <Trans>Price per person</Trans>
      </dt>
      <dd data-testid="price-per-person">{formatMoney(prices[values.airport], locale)}</dd>
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd data-testid="transfer-total">{formatMoney(airportTransferTotal(values.airport, people, prices), locale)}</dd>
    </dl>
  );
}
