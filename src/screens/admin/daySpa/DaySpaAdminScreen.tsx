import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, addMonths } from '@domain/dates';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { spaDaysQuery, spaProductsQuery } from './daySpaAdminApi';
import { SpaDays } from './SpaDays';
import { NewSlotsForm } from './NewSlotsForm';
import { PriceChangeForm } from './PriceChangeForm';
import { ProductForm } from './ProductForm';

/** The first and last day of a month ('2027-06'). */
const monthDays = (month: string) => {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
};

/**
 * /{lang}/admin/day-spa (docs/product.md §12.16), the revenue manager's: a product's month of days
 * with their slots (places, sold, price), a slot changed or removed, a day closed, new slots over
 * days and prices changed in bulk with a preview. Guests see every change at once.
 */
export function DaySpaAdminScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const products = useQuery(spaProductsQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const today = products.data?.today;
  const productId = chosen ?? products.data?.products[0]?.id ?? null;
  const product = products.data?.products.find((p) => p.id === productId);
  const shownMonth = month ?? today?.slice(0, 7) ?? null;
  const range = shownMonth ? monthDays(shownMonth) : null;
  const days = useQuery({
    ...spaDaysQuery(productId ?? 0, range?.first ?? '', range?.last ?? ''),
    enabled: productId !== null && range !== null,
  });
  return (
    <section aria-labelledby="day-spa-admin-title" className="admin-spa">
      <h2 id="day-spa-admin-title">
        <Trans>Day spa</Trans>
      </h2>
      {products.isPending ? <Skeleton count={3} height={32} /> : null}
      {products.isError ? <AdminLoadError error={products.error} /> : null}
      {products.data && today && productId !== null && shownMonth && range ? (
        <>
          <div className="admin-spa__pick">
            <div className="form-row">
              <label className="form-label" htmlFor="spa-product">
                <Trans>Product</Trans>
              </label>
              <select
                id="spa-product"
                className="form-input form-select"
                value={productId}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {products.data.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title[locale]}
                    {p.active ? '' : ` (${t`not on sale`})`}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-row">
              <label className="form-label" htmlFor="spa-month">
                <Trans>Month</Trans>
              </label>
              <input
                id="spa-month"
                type="month"
                className="form-input"
                value={shownMonth}
                onChange={(event) => {
                  if (/^\d{4}-\d\d$/.test(event.target.value)) setMonth(event.target.value);
                }}
              />
            </div>
          </div>
          {product ? <ProductForm key={`product-${product.id}`} product={product} /> : null}
          {days.isPending ? <Skeleton count={6} height={32} /> : null}
          {days.isError ? <AdminLoadError error={days.error} /> : null}
          {days.data ? <SpaDays productId={productId} days={days.data} today={today} /> : null}
          <NewSlotsForm key={`slots-${productId}`} productId={productId} today={today} />
          <PriceChangeForm key={`prices-${productId}`} productId={productId} today={today} />
        </>
      ) : null}
    </section>
  );
}
