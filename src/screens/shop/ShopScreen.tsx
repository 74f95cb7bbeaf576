import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { formatDate, hotelToday } from '@domain/dates';
import { giftCardExpiry } from '@domain/shop';
import { giftCardProductsQuery } from '../../api/shop';
import { useLocale } from '../../i18n/useLocale';
import { Skeleton } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { GiftCardForm } from './GiftCardForm';
import { SpaDaysSection } from './SpaDaysSection';
import './shop.css';

/** /{lang}/shop (product.md §5.1): the gift cards on sale, each with its form. No account needed. */
export function ShopScreen() {
  const locale = useLocale();
  const products = useQuery(giftCardProductsQuery(locale));
  // Each product's cards are valid for its own months (product.md §12.17).
  const expiry = (months: number) =>
    formatDate(giftCardExpiry(hotelToday(), months || undefined), locale, 'DD MMMM YYYY');
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Gift cards</Trans>
        </h1>
      </PageHeader>
      <div className="container page shop-page">
        <p className="shop-page__intro">
          <Trans>
            Give a day at the spa or a stay: each gift card goes to its recipient by email, with a card to print, and is
            valid for one year.
          </Trans>
        </p>
        <p>
          <Link href="/gift-cards/balance">
            <Trans>Received a gift card? Check its balance</Trans>
          </Link>
        </p>
        {products.isPending ? (
          <Skeleton count={4} height="6rem" />
        ) : (
          <div className="shop-products">
            {(products.data ?? []).map((product) => (
              <article key={product.id} className="shop-product" aria-labelledby={`product-${product.id}`}>
                <img className="shop-product__image" src={product.image} alt="" width="480" height="270" />
                <div className="shop-product__body">
                  <h2 id={`product-${product.id}`}>{product.title}</h2>
                  <p>{product.description}</p>
                  <GiftCardForm product={product} expiry={expiry(product.validity_months)} />
                </div>
              </article>
            ))}
          </div>
        )}
        <SpaDaysSection shown={!products.isPending} />
      </div>
    </>
  );
}
