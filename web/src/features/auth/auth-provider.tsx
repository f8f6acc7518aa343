import type { MeResponse } from '@common/contracts/me';
import { NO_ROLES } from '@common/domain/roles';
import { AUTH_MESSAGES, AUTH_PROVIDER_MESSAGES } from '@common/messages/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { localizedUrl } from '@web/lib/i18n/locale-links';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { meKeys } from '../me/api/me-keys';
import { signInEmail, signOutSession, signUpEmail } from './api/auth-calls';
import { meQueryOptions } from './api/get-me';

type Role = MeResponse['roles']['roles'][number];

export type AuthState = {
  user: MeResponse['user'];
  profile: MeResponse['profile'];
  roles: Role[];
  isAdmin: boolean;
  isModerator: boolean;
  isBusinessAdmin: boolean;
  hasRole(role: Role): boolean;
  /** True until the first answer about the session arrives. */
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: {
    email: string;
    password: string;
    fullName: string;
    redirectTo?: string;
  }): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);
const CHANNEL = 'calmpath-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
  }, [queryClient]);

  /* A sign-in or sign-out in one tab is seen by the others. */
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      void queryClient.invalidateQueries();
    };
    return () => channel.close();
  }, [queryClient]);

  const announce = useCallback(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }, []);

  const value = useMemo<AuthState>(() => {
    /* A failed read of the session or roles yields no user and no roles. */
    const data = me.data ?? { user: null, profile: null, roles: NO_ROLES };
    const roles = data.roles.roles;
    return {
      user: data.user,
      profile: data.profile,
      roles,
      isAdmin: data.roles.isAdmin,
      isModerator: data.roles.isModerator,
      isBusinessAdmin: data.roles.isBusinessAdmin,
      hasRole: (role) => roles.includes(role),
      loading: me.isPending,
      async signIn(email, password) {
        await signInEmail(email, password);
        await queryClient.invalidateQueries();
        announce();
      },
      async signUp({ email, password, fullName, redirectTo }) {
        const callbackURL = redirectTo ?? localizedUrl('/onboarding');
        await signUpEmail({ email, password, fullName, callbackURL });
      },
      async signOut() {
        try {
          await signOutSession();
        } catch (err) {
          /* Spec: sign-out errors are only logged. */
          console.error(AUTH_PROVIDER_MESSAGES.signOutFailed, err);
        }
        queryClient.setQueryData(meKeys.all, { user: null, profile: null, roles: NO_ROLES });
        await queryClient.invalidateQueries();
        announce();
      },
      refresh,
    };
  }, [me.data, me.isPending, queryClient, refresh, announce]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error(AUTH_MESSAGES.useAuthOutsideProvider);
  return ctx;
}
