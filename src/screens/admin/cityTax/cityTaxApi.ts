import { queryOptions } from '@tanstack/react-query';
import type { CityTaxVersionWire } from '@domain/cityTax';
import { api } from '../../../api/client';

export interface CityTaxAnswer {
  today: string;
  versions: CityTaxVersionWire[];
}

/** The city tax's versions (administrators only; others get 403, shown in place). */
export const cityTaxQuery = queryOptions({
  queryKey: ['my', 'admin', 'city-tax'],
  queryFn: () => api.get<CityTaxAnswer>('/api/admin/city-tax', { quiet: true }),
  retry: false,
});

export const saveCityTax = (values: Record<string, unknown>) =>
  api.post<CityTaxAnswer>('/api/admin/city-tax', values, { quiet: true });

export const deleteCityTax = (validFrom: string) => api.delete<CityTaxAnswer>(`/api/admin/city-tax/${validFrom}`);
