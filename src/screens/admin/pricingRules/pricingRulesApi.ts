import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PricingRulesWire } from '@domain/pricingRules';
import { api } from '../../../api/client';

/** The pricing rules with the fingerprint of what was read (revenue managers and administrators). */
export const pricingRulesQuery = queryOptions({
  queryKey: ['my', 'admin', 'pricing-rules'],
  queryFn: () => api.get<PricingRulesWire>('/api/admin/pricing-rules', { quiet: true }),
  retry: false,
});

export const savePricingRules = (values: Record<string, unknown>) =>
  api.put<PricingRulesWire>('/api/admin/pricing-rules', values, { quiet: true });

export const refreshPricingRules = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: pricingRulesQuery.queryKey });
