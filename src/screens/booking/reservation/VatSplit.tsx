import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { useLocale } from '@src/i18n/useLocale';

/** The total split by VAT rate (docs/product.md §16.7): taxable and VAT per rate, as on the receipt. */
export function VatSplit({ lines }: { lines: { rate: number; gross: number; taxable: number; vat: number }[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  if (lines.length === 0) return null;
  return (
    <table className="reservation-page__vat" data-testid="vat-split">
      <caption>
        <Trans>VAT included in the total</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t`VAT rate`}</th>
          <th scope="col">{t`Taxable`}</th>
          <th scope="col">{t`VAT`}</th>
          <th scope="col">{t`Amount`}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.rate}>
            <th scope="row">{line.rate} %</th>
            <td>{money(line.taxable)}</td>
            <td>{money(line.vat)}</td>
            <td>{money(line.gross)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
