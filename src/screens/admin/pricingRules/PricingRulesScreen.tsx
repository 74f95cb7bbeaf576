import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { PricingRulesForm } from './PricingRulesForm';
import { pricingRulesQuery } from './pricingRulesApi';

/**
 * /{lang}/admin/pricing-rules (docs/product.md §12.13): what children pay by age, the weekday
 * percents, the early-booking and the long-stay discounts, edited and saved together.
 */
export function PricingRulesScreen() {
  const rules = useQuery(pricingRulesQuery);
  return (
    <section aria-labelledby="pricing-rules-title" className="admin-pricing-rules">
      <h2 id="pricing-rules-title">
        <Trans>Pricing rules</Trans>
      </h2>
      {rules.isPending ? <Skeleton count={4} height={32} /> : null}
      {rules.isError ? <AdminLoadError error={rules.error} /> : null}
      {rules.data ? <PricingRulesForm rules={rules.data} /> : null}
    </section>
  );
}
