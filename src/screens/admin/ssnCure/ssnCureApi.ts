import { queryOptions } from '@tanstack/react-query';
import type { CureSettingsWire } from '@domain/ssnCure/wire';
import type { DeskCuresWire } from '@domain/ssnCure/deskWire';
import { api } from '../../../api/client';

/** The SSN cures' settings (docs/product.md §16.11): front desk, revenue managers and administrators. */
export const cureSettingsQuery = queryOptions({
  queryKey: ['my', 'admin', 'ssn-cure'],
  queryFn: () => api.get<CureSettingsWire>('/api/admin/ssn-cure', { quiet: true }),
  retry: false,
});

/** The settings saved whole over the version read; 422 field by field, 409 when someone saved since. */
export const saveCureSettings = (values: Record<string, unknown>) =>
  api.put<CureSettingsWire>('/api/admin/ssn-cure', values, { quiet: true });

/** The cures of confirmed reservations whose visit falls in [from, to]. */
export const deskCuresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['my', 'admin', 'ssn-cure', 'cures', from, to],
    queryFn: () => api.get<DeskCuresWire>(`/api/admin/ssn-cure/cures?from=${from}&to=${to}`, { quiet: true }),
    retry: false,
  });
