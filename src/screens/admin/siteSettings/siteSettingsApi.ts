import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SiteSettingsWire } from '@domain/siteSettings';
import { api } from '../../../api/client';

/** The site's settings (administrators; others get 403, shown in place). */
export const siteSettingsQuery = queryOptions({
  queryKey: ['my', 'admin', 'settings'],
  queryFn: () => api.get<SiteSettingsWire>('/api/admin/settings', { quiet: true }),
  retry: false,
});

export const saveSiteSettings = (values: Record<string, unknown>) =>
  api.put<SiteSettingsWire>('/api/admin/settings', values, { quiet: true });

/** After a save: what this browser keeps of the guest side (the banner, the airport prices) is asked again. */
export const refreshGuestSide = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['seasons'] }),
    queryClient.invalidateQueries({ queryKey: ['airport-transfer', 'prices'] }),
  ]);
