import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { AuthDialogProvider } from '../features/auth/components/auth-dialog';
import { AppToaster } from '../lib/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthDialogProvider>{children}</AuthDialogProvider>
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
