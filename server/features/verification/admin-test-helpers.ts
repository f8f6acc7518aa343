import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { providers, stored_files, user_roles } from '../../db/schema';
import type { CookieJar, TestApp } from '../../test/app';
import { signedInUser } from '../uploads/test-helpers';

/** The five people every admin action is tried as (anonymous has no jar). */
export const PERSONA_NAMES = [
  'anonymous',
  'member',
  'businessAdmin',
  'moderator',
  'admin',
] as const;
export type PersonaName = (typeof PERSONA_NAMES)[number];
export type Persona = { id: string; email: string; jar: CookieJar };
export type Personas = Record<Exclude<PersonaName, 'anonymous'>, Persona>;

/** Signs in one account per persona; `tag` keeps e-mails apart when a file calls it twice. */
export async function signInPersonas(t: TestApp, tag = 'desk'): Promise<Personas> {
  const make = async (name: string, role: 'admin' | 'moderator' | 'business_admin' | null) => {
    const email = `${name}.${tag}@example.com`;
    const user = await signedInUser(t, email);
    if (role) await t.app.database.db.insert(user_roles).values({ user_id: user.id, role });
    return { ...user, email };
  };
  const businessAdmin = await make('owner', 'business_admin');
  const [own] = await t.app.database.db
    .insert(providers)
    .values({ name: `Owned Studio ${tag}`, category: 'Dentist', accommodation_status: 'verified' })
    .returning({ id: providers.id });
  await t.app.database.db
    .update(providers)
    .set({ business_admin_user_id: businessAdmin.id })
    .where(eq(providers.id, own?.id ?? 0));
  return {
    member: await make('member', null),
    businessAdmin,
    moderator: await make('moderator', 'moderator'),
    admin: await make('admin', 'admin'),
  };
}

/** An app.inject call as a persona (same-origin header included, as a browser sends it). */
export function asPersona(t: TestApp, personas: Personas, who: PersonaName) {
  const cookie = who === 'anonymous' ? undefined : personas[who].jar.header();
  return (opts: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }) =>
    t.app.inject({
      method: opts.method ?? 'GET',
      url: opts.url,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
      headers: { origin: t.origin, ...(cookie ? { cookie } : {}) },
    });
}

/** The status each persona gets from an admin-only route. */
export const ADMIN_ONLY: Record<PersonaName, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  moderator: 403,
  admin: 200,
};

export function expectAdminRequired(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect((response.json() as { error: unknown }).error).toEqual({
    code: 'ADMIN_REQUIRED',
    message: 'Unauthorized: Admin access required',
  });
}

/** Stores a verification document for a provider the way an upload would and points at it. */
export async function attachDocument(
  t: TestApp,
  providerId: number,
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg',
  data: Buffer,
  opts: { onDisk?: boolean } = {},
): Promise<string> {
  const ext =
    contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
  const key = `providers/${providerId}-${Date.now()}-${Math.random().toString(36).slice(2)}.${ext}`;
  if (opts.onDisk !== false) {
    await t.app.storage.saveStream('provider-verification', key, Readable.from([data]), {
      maxBytes: 5 * 1024 * 1024,
    });
  }
  const [file] = await t.app.database.db
    .insert(stored_files)
    .values({
      bucket: 'provider-verification',
      key,
      content_type: contentType,
      size_bytes: data.length,
    })
    .returning({ id: stored_files.id });
  if (!file) throw new Error('no stored file');
  await t.app.database.db
    .update(providers)
    .set({ verification_document_url: file.id })
    .where(eq(providers.id, providerId));
  return file.id;
}
