import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Rows of the Better Auth endpoints CalmPath serves (server/plugins/auth-endpoints.ts), one
 * Fastify route each. Roles do not matter to them: a visitor and every signed-in persona differ
 * only where an endpoint needs a session.
 */

type Expect = Record<Persona, number>;
/* `name` and `freshSession` come with the matrix (server/test/authz/types.ts on its branch). */
type Row = AuthzRow & { name?: string };
type Fixture = AuthzFixture & { freshSession?(persona: Persona): Promise<string | null> };

const everyone = (status: number): Expect => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});
/** Anyone signed in gets `status`; a visitor is asked to sign in. */
const signedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

export const rows: Row[] = [
  {
    name: 'sign-up',
    method: 'POST',
    route: '/api/auth/sign-up/email',
    request: () => ({
      url: '/api/auth/sign-up/email',
      payload: { email: `${unique('new')}@authz.example`, password: 'new-pass-123', name: 'New' },
    }),
    expect: everyone(200),
  },
  {
    name: 'sign-in with a wrong password',
    method: 'POST',
    route: '/api/auth/sign-in/email',
    request: (fx) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: fx.users.member?.email, password: 'not-the-password' },
    }),
    expect: everyone(401),
  },
  {
    name: 'sign-out of a fresh session',
    method: 'POST',
    route: '/api/auth/sign-out',
    request: async (fx, persona) => {
      const cookie = await (fx as Fixture).freshSession?.(persona);
      return { url: '/api/auth/sign-out', payload: {}, ...(cookie ? { headers: { cookie } } : {}) };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/auth/get-session',
    request: () => ({ url: '/api/auth/get-session' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/send-verification-email',
    request: () => ({
      url: '/api/auth/send-verification-email',
      payload: { email: `${unique('nobody')}@authz.example`, callbackURL: '/onboarding' },
    }),
    /* Signed in, Better Auth sends only to the session's own address: 'Email mismatch'. */
    expect: { ...everyone(400), anonymous: 200 },
  },
  {
    name: 'a bad token',
    method: 'GET',
    route: '/api/auth/verify-email',
    request: () => ({ url: '/api/auth/verify-email?token=not-a-token' }),
    expect: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/auth/request-password-reset',
    request: (fx) => ({
      url: '/api/auth/request-password-reset',
      payload: { email: fx.users.member?.email, redirectTo: '/reset-password' },
    }),
    expect: everyone(200),
  },
  {
    name: 'a bad token: back to the reset page with an error',
    method: 'GET',
    route: '/api/auth/reset-password/:token',
    request: () => ({ url: '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password' }),
    expect: everyone(302),
  },
  {
    name: 'a bad token',
    method: 'POST',
    route: '/api/auth/reset-password',
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'not-a-token', newPassword: 'another-pass-123' },
    }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/update-user',
    request: () => ({ url: '/api/auth/update-user', payload: { image: null } }),
    expect: signedIn(200),
  },
  {
    name: 'a wrong current password',
    method: 'POST',
    route: '/api/auth/change-password',
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not-the-password', newPassword: 'another-pass-123' },
    }),
    expect: signedIn(400),
  },
  {
    name: 'a wrong password',
    method: 'POST',
    route: '/api/auth/verify-password',
    request: () => ({
      url: '/api/auth/verify-password',
      payload: { password: 'not-the-password' },
    }),
    expect: signedIn(400),
  },
  {
    name: 'a token that is no session',
    method: 'POST',
    route: '/api/auth/revoke-session',
    request: () => ({ url: '/api/auth/revoke-session', payload: { token: 'no-such-session' } }),
    expect: signedIn(200),
  },
];
