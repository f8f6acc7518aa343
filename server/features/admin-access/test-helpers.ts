import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { providers, type Role, reviews, user_roles } from '../../db/schema';
import type { CookieJar, TestApp } from '../../test/app';
import { signedInUser } from '../uploads/test-helpers';

export const ADMIN_PERSONAS = [
  'anonymous',
  'member',
  'businessAdmin',
  'moderator',
  'admin',
] as const;
export type AdminPersona = (typeof ADMIN_PERSONAS)[number];
export type SignedIn = { id: string; email: string; jar: CookieJar };

/** What each persona gets from an admin-only route. */
export const ADMIN_ONLY_STATUS: Record<AdminPersona, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  moderator: 403,
  admin: 200,
};

/** What each persona gets from a route of the moderation desk, which moderators work too (041). */
export const MODERATOR_STATUS: Record<AdminPersona, number> = {
  ...ADMIN_ONLY_STATUS,
  moderator: 200,
};

/** One signed-in account per role, with a tag so several test files can share a database. */
export async function signInPersonas(
  t: TestApp,
  tag: string,
): Promise<Record<Exclude<AdminPersona, 'anonymous'>, SignedIn>> {
  const make = async (name: string, role: Role | null) => {
    const email = `${name}.${tag}@example.com`;
    const user = await signedInUser(t, email);
    if (role) await t.app.database.db.insert(user_roles).values({ user_id: user.id, role });
    return { ...user, email };
  };
  const businessAdmin = await make('owner', 'business_admin');
  await t.app.database.db.insert(providers).values({
    name: `Owned ${tag}`,
    category: 'Dentist',
    business_admin_user_id: businessAdmin.id,
  });
  return {
    member: await make('member', null),
    businessAdmin,
    moderator: await make('moderator', 'moderator'),
    admin: await make('admin', 'admin'),
  };
}

/** Sends a request as a persona (same-origin, with its session cookie). */
export function asPersona(
  t: TestApp,
  personas: Record<Exclude<AdminPersona, 'anonymous'>, SignedIn>,
  persona: AdminPersona,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
) {
  const jar = persona === 'anonymous' ? null : personas[persona].jar;
  return t.app.inject({
    ...request,
    headers: { origin: t.origin, ...(jar ? { cookie: jar.header() } : {}) },
  });
}

/** The spec's answer to everyone the route refuses (decision 016). */
export function expectAdminRefusal(
  response: { statusCode: number; json(): { error: unknown } },
  persona: AdminPersona,
) {
  if (persona === 'anonymous') {
    expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED' });
  } else {
    expect(response.json().error).toEqual({
      code: 'ADMIN_REQUIRED',
      message: 'Unauthorized: Admin access required',
    });
  }
}

let reviewCounter = 0;
/** A pending review with plain defaults (no user, so the one-live-review rule never bites). */
export async function insertReview(
  db: Db,
  providerId: number,
  overrides: Partial<typeof reviews.$inferInsert> = {},
): Promise<number> {
  reviewCounter += 1;
  const [row] = await db
    .insert(reviews)
    .values({
      provider_id: providerId,
      provider: 'unused',
      overall_rating: 4,
      /* A review of today's form, whose author chose the stars (decision 039). */
      rating_chosen: true,
      review_text: `Calm visit number ${reviewCounter}.`,
      status: 'pending',
      ...overrides,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('no review inserted');
  return row.id;
}
