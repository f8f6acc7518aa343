import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-provider';
import { AuthDialogProvider } from '../features/auth/components/auth-dialog';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider>
        <AuthProvider>
          <AuthDialogProvider>{children}</AuthDialogProvider>
        </AuthProvider>
      </Tooltip.Provider>
      <Toaster position="top-center" closeButton toastOptions={{ duration: 5000 }} />
    </QueryClientProvider>
  );
}
