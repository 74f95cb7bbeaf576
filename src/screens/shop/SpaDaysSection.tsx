import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { daySpaProductsQuery } from '../../api/daySpa';
import { useLocale } from '../../i18n/useLocale';

/**
 * The dated spa products on the shop's page (product.md §5.5, cart lines of type 'reservation'): each leads to its
 * 'Reservation {product}' pages, where a time slot can go in the cart instead of being booked.
 * Asked at once, shown only once the gift cards above it are (`shown`): under their skeletons it
 * moved down when the cards came (CLS 0.056 on a phone, issue 10).
 */
export function SpaDaysSection({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const products = useQuery(daySpaProductsQuery(locale));
  if (!shown || !products.data?.length) return null;
  return (
    <section className="shop-spa-days" aria-labelledby="shop-spa-days-title">
      <h2 id="shop-spa-days-title">
        <Trans>A day at the spa on a date</Trans>
      </h2>
      <p>
        <Trans>
          Choose the people, the day and the time slot, then add it to your cart: no account needed, paid with your gift
          cards at the checkout.
        </Trans>
      </p>
      <ul className="shop-spa-days__list">
        {products.data.map(({ id, slug, title }) => (
          <li key={id}>
            <Link
              href={`/day-spa/${encodeURIComponent(slug)}`}
              className="button button--secondary"
              aria-label={t`Choose a date for ${title}`}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
