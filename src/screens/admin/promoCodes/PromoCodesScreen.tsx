import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';
import { promoCodesQuery } from './promoCodesApi';

/**
 * /{lang}/admin/promo-codes (docs/product.md §12.15): the revenue manager's promo codes in a
 * sortable table with each code's uses, each changed in place, a new code added below; the guest
 * side follows every change at once.
 */
export function PromoCodesScreen() {
  const codes = useQuery(promoCodesQuery);
  const [added, setAdded] = useState(0);
  return (
    <section aria-labelledby="promo-codes-title" className="admin-promo-codes">
      <h2 id="promo-codes-title">
        <Trans>Promo codes</Trans>
      </h2>
      {codes.isPending ? <Skeleton count={3} height={32} /> : null}
      {codes.isError ? <AdminLoadError error={codes.error} /> : null}
      {codes.data ? (
        <>
          <PromoCodesTable list={codes.data} />
          <h3>
            <Trans>Add a promo code</Trans>
          </h3>
          <PromoCodeForm key={added} plans={codes.data.rate_plans} onDone={() => setAdded((n) => n + 1)} />
        </>
      ) : null}
    </section>
  );
}
