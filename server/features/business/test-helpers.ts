import { user_roles } from '../../db/schema';
import type { CookieJar, TestApp } from '../../test/app';
import { insertProvider, type ProviderOverrides } from '../providers/provider-factory';
import { createToken, type TokenKind } from '../tokens/tokens';
import { type FilePart, multipartBody, signedInUser } from '../uploads/test-helpers';

export type Persona = { id: string; email: string; jar: CookieJar };

let counter = 0;
/** Each request from its own address, so the per-IP link limit never couples tests. */
export function freshAddress() {
  counter += 1;
  return `10.77.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

/** A confirmed, signed-in account, optionally with a role. */
export async function persona(
  t: TestApp,
  email: string,
  role?: 'admin' | 'moderator' | 'business_admin',
): Promise<Persona> {
  const { id, jar } = await signedInUser(t, email);
  if (role) await t.app.database.db.insert(user_roles).values({ user_id: id, role });
  return { id, email, jar };
}

export async function providerWithToken(
  t: TestApp,
  kind: TokenKind,
  overrides: ProviderOverrides = {},
): Promise<{ providerId: number; token: string }> {
  const providerId = await insertProvider(t.app.database.db, {
    verification_status: kind === 'upload' ? 'pending' : 'verified',
    ...overrides,
  });
  const token = await createToken(t.app.database.db, kind, providerId, null);
  return { providerId, token };
}

/** A multipart body with an optional notes field before the file part(s). */
export function documentBody(parts: FilePart[], notes?: string) {
  const body = multipartBody(parts);
  if (notes === undefined) return body;
  const field = Buffer.from(
    `--${body.boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\n${notes}\r\n`,
  );
  return { ...body, payload: Buffer.concat([field, body.payload]) };
}
