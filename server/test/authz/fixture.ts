import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { reviews, users } from '../../db/schema';
import { insertProvider } from '../../features/providers/provider-factory';
import { grantRole } from '../../features/users/grant-role';
import { CookieJar, readMails, type TestApp } from '../app';
import { type AuthzFixture, PERSONAS, type Persona, type PersonaUser } from './types';

/**
 * Settings for an app that the matrix and the fuzzer send thousands of requests to: the limits
 * under test elsewhere (rate-limit.test.ts, suggest-business.test.ts) must not turn a permission
 * answer into a 429 here.
 */
export const MANY_REQUESTS_ENV = {
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
};

const PASSWORD = 'authz-matrix-pass-1';
const ROLE_OF: Partial<Record<Persona, 'admin' | 'moderator' | 'business_admin'>> = {
  businessAdmin: 'business_admin',
  otherBusinessAdmin: 'business_admin',
  moderator: 'moderator',
  admin: 'admin',
};

let nextAddress = 0;
/**
 * A remote address of its own for every request, so per-IP limits (auth, suggestions) never
 * count one test's requests against another's.
 */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 400) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}

/** A session of a confirmed account, made the way a person makes one: through the HTTP API. */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const jar = new CookieJar();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: t.origin },
    remoteAddress: freshAddress(),
  });
  expectOk(response, `sign-in of ${email}`);
  jar.store(response);
  return jar.header();
}

/** Signs up through Better Auth, follows the confirmation link from the mail, signs in. */
export async function signUpConfirmed(
  t: TestApp,
  email: string,
  name: string,
): Promise<PersonaUser & { cookie: string }> {
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: PASSWORD, name },
    headers: { origin: t.origin },
    remoteAddress: freshAddress(),
  });
  expectOk(signUp, `sign-up of ${email}`);
  const mail = readMails(t.mailDir)
    .filter((m) => m.to === email && m.kind === 'confirm-email')
    .at(-1);
  const link = mail?.links[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const url = new URL(link);
  const confirm = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: freshAddress(),
  });
  expectOk(confirm, `confirmation of ${email}`);
  const [user] = await t.app.database.db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.verified) throw new Error(`${email} is not confirmed after following the link`);
  return { id: user.id, email, cookie: await signIn(t, email) };
}

export type BuiltFixture = {
  fx: AuthzFixture;
  /** The Cookie header of each persona's session (null for anonymous). */
  cookies: Record<Persona, string | null>;
};

/**
 * The matrix's world: one confirmed, signed-in user per persona with their roles in user_roles,
 * and two verified providers, each with its business admin persona.
 */
export async function buildAuthzFixture(t: TestApp): Promise<BuiltFixture> {
  const db = t.app.database.db;
  const users = { anonymous: null } as Record<Persona, PersonaUser | null>;
  const cookies = { anonymous: null } as Record<Persona, string | null>;
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') continue;
    const email = `${persona.toLowerCase()}@authz.example`;
    const { cookie, ...user } = await signUpConfirmed(t, email, `Matrix ${persona}`);
    const role = ROLE_OF[persona];
    if (role) await grantRole(db, { email, role });
    users[persona] = user;
    cookies[persona] = cookie;
  }

  const verified = { verification_status: 'verified', verified: true } as const;
  const ownProviderId = await insertProvider(db, {
    name: 'Matrix Own Clinic',
    ...verified,
    business_admin_user_id: users.businessAdmin?.id,
  });
  const otherProviderId = await insertProvider(db, {
    name: 'Matrix Other Clinic',
    ...verified,
    business_admin_user_id: users.otherBusinessAdmin?.id,
  });

  const makeProvider = (overrides: Record<string, unknown> = {}) => insertProvider(db, overrides);

  const fx: AuthzFixture = {
    db,
    users,
    ownProviderId,
    otherProviderId,
    makeProvider,
    async makeReview(overrides = {}) {
      const providerId = (overrides.provider_id as number | undefined) ?? (await makeProvider({}));
      const [row] = await db
        .insert(reviews)
        .values({
          provider_id: providerId,
          user_id: users.member?.id,
          reviewer_name: 'member',
          overall_rating: 4,
          review_text: 'A calm visit.',
          status: 'pending',
          ...overrides,
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      return row.id;
    },
    app: t.app,
    async freshSession(persona) {
      const user = users[persona];
      return user ? signIn(t, user.email) : null;
    },
  };
  return { fx, cookies };
}
