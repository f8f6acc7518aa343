import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { AuthDialogProvider } from '../features/auth/components/auth-dialog';
import { AppToaster } from '../lib/toaster';

/**
 * `queryClient` is made before the first render (query-client.ts), so that a direct visit can ask
 * for the page's data while the page's code arrives (first-page.ts).
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
