import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-provider';

function ShowAuth() {
  const auth = useAuth();
  return <p>{auth.loading ? 'loading' : `user:${auth.user?.email ?? 'none'}`}</p>;
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<ShowAuth />)).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    quiet.mockRestore();
  });

  it('stays loading until the first answer about the session arrives', () => {
    const client = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ShowAuth />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('loading');
  });

  it('gives no user and no roles once the answer says so', () => {
    const client = new QueryClient();
    client.setQueryData(['me'], {
      user: null,
      profile: null,
      roles: { roles: [], isAdmin: false, isModerator: false, isBusinessAdmin: false },
    });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ShowAuth />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('user:none');
  });
});
