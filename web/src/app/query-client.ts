import { QueryClient } from '@tanstack/react-query';

/*
 * The app's one query client, in a module of its own (no React, no router): first-page.ts asks
 * for a page's session and data into it before the rest of the entry has run (decision 048).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
