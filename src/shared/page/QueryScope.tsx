import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';

/**
 * The query cache for what renders inside: every lazy screen and island gets its own provider of
 * the same client, so TanStack Query stays out of the first paint's JavaScript (decision 026).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
