import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; each lazy screen and island provides it (src/shared/page/QueryScope.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
