import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import type { GiftCardProductWire } from '@domain/giftCardProducts';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { GiftCardProductForm } from './GiftCardProductForm';
import { giftCardProductsAdminQuery } from './giftCardProductsApi';

/**
 * /{lang}/admin/gift-card-products (product.md §12.17): the revenue manager's gift-card products,
 * each with its variations and prices, changed in place; a product added below them. The shop
 * follows every change at once.
 */
export function GiftCardProductsScreen() {
  const products = useQuery(giftCardProductsAdminQuery);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="gift-card-products-title" className="admin-gift-card-products">
      <h2 id="gift-card-products-title">
        <Trans>Gift-card products</Trans>
      </h2>
      {products.isPending ? <Skeleton count={3} height={48} /> : null}
      {products.isError ? <AdminLoadError error={products.error} /> : null}
      {products.data ? (
        <>
          {products.data.products.map((product) => (
            <ProductEntry key={product.id} product={product} />
          ))}
          {adding ? (
            <GiftCardProductForm onDone={() => setAdding(false)} />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
              <Trans>Add a gift-card product</Trans>
            </button>
          )}
        </>
      ) : null}
    </section>
  );
}

/** One product: its name, whether it is on sale, its validity and variations; "Change" opens its form in place. */
function ProductEntry({ product }: { product: GiftCardProductWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const titleId = `gift-card-product-${product.id}`;
  const months = product.validity_months;
  return (
    <article className="admin-gift-card-product" aria-labelledby={titleId}>
      <h3 id={titleId}>{product.title[locale]}</h3>
      <p>
        {product.on_sale ? t`On sale` : t`Not on sale`} · <Trans>Valid {months} months</Trans>
      </p>
      {editing ? (
        // A new version remounts the form with what the server holds now.
        <GiftCardProductForm key={product.version} product={product} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ul>
            {product.variations.map((v) => (
              <li key={v.id}>
                {v.text[locale]}:{' '}
                <Trans>
                  value {formatMoney(v.value, locale)}, price {formatMoney(v.price, locale)}
                </Trans>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            <Trans>Change {product.title[locale]}</Trans>
          </button>
        </>
      )}
    </article>
  );
}
