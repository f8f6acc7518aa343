import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { AuthDialogProvider } from '../features/auth/components/auth-dialog';
import { AppToaster } from '../lib/toaster';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * `queryClient` is made by main.tsx before the first render, so that a direct visit can ask for
 * the page's data while the page's code arrives (route-data.ts).
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthDialogProvider>{children}</AuthDialogProvider>
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
