import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CabinWire, TherapistWire, TreatmentWire } from '@domain/spaSchedule/wire';
import { api } from '../../../api/client';

export interface SpaCatalogue {
  treatments: TreatmentWire[];
  therapists: TherapistWire[];
  cabins: CabinWire[];
}

/** The spa's catalogue (docs/product.md §16.8): front desk, revenue managers and administrators. */
export const spaCatalogueQuery = queryOptions({
  queryKey: ['my', 'admin', 'spa-catalogue'],
  queryFn: () => api.get<SpaCatalogue>('/api/admin/spa/catalog', { quiet: true }),
  retry: false,
});

export type CatalogueKind = 'treatments' | 'therapists' | 'cabins';

/** A new entry (`id` null) or a change of one; the server answers 422 field by field. */
export const saveEntry = (kind: CatalogueKind, id: number | null, values: Record<string, unknown>) =>
  id === null
    ? api.post<unknown>(`/api/admin/spa/${kind}`, values, { quiet: true })
    : api.put<unknown>(`/api/admin/spa/${kind}/${id}`, values, { quiet: true });

/** After a save: the catalogue, the spa's day and the free times are read again. */
export const refreshCatalogue = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: spaCatalogueQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'spa-day'] }),
    queryClient.invalidateQueries({ queryKey: ['spa-free-slots'] }),
  ]);
