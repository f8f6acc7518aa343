import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAX_INT4 } from '../../../common/contracts/primitives';
import type { DbOrTx } from '../../db/client';
import { business_signup_tokens, providers, upload_tokens } from '../../db/schema';

/**
 * One-time links for businesses (docs/decisions/012-one-time-business-links.md): a business
 * signup link, sent when an admin approves a provider, and a document upload link, sent when an
 * admin asks for documents. A token is 256 random bits, base64url; only its SHA-256 is stored,
 * bound to one provider, expiring after 7 days and consumed once. Callers pass the transaction of
 * the decision that creates or consumes a token, so the token and the decision commit together.
 */

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export type TokenKind = 'signup' | 'upload';

const table = (kind: TokenKind) => (kind === 'signup' ? business_signup_tokens : upload_tokens);

/* Raw tokens are 43 base64url characters; anything else is refused before touching the DB. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/*
 * A plain SHA-256 is enough: the input is 256 random bits, so there is nothing to brute-force and
 * no need for a slow or salted hash. Looking the row up by this hash leaks nothing useful through
 * timing either: learning a prefix of the hash of a guess says nothing about any stored token.
 */
export const hashToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

export function isTokenShaped(raw: unknown): raw is string {
  return typeof raw === 'string' && TOKEN_SHAPE.test(raw);
}

/** The site path a raw token is sent in (the e-mail or the operator prefixes the site's origin). */
export function tokenLinkPath(kind: TokenKind, providerId: number, raw: string): string {
  const token = encodeURIComponent(raw);
  return kind === 'signup'
    ? `/business-signup?provider=${providerId}&token=${token}`
    : `/provider/upload-docs/${providerId}?token=${token}`;
}

/** Makes a new token for the provider and returns the raw value (to put in a link, never log). */
export async function createToken(
  tx: DbOrTx,
  kind: TokenKind,
  providerId: number,
  createdBy: string | null,
  now = new Date(),
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await tx.insert(table(kind)).values({
    provider_id: providerId,
    token_hash: hashToken(raw),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    created_by: createdBy,
  });
  return raw;
}

export type TokenFailure =
  | 'malformed'
  | 'unknown'
  | 'wrong_provider'
  | 'used'
  | 'expired'
  | 'provider_not_pending';

export type TokenCheck =
  | { ok: true; tokenId: number }
  | { ok: false; reason: TokenFailure; usedBy?: string | null };

const isProviderId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_INT4;

/**
 * Whether the raw token is a live token of this kind for this provider. An upload token is also
 * live only while the provider's verification_status is 'pending' (spec §4). A used token reports
 * who used it, so a page can greet the same person instead of calling their own link invalid.
 */
export async function checkToken(
  db: DbOrTx,
  kind: TokenKind,
  providerId: number,
  raw: unknown,
  now = new Date(),
): Promise<TokenCheck> {
  if (!isTokenShaped(raw)) return { ok: false, reason: 'malformed' };
  if (!isProviderId(providerId)) return { ok: false, reason: 'wrong_provider' };
  const t = table(kind);
  const [row] = await db
    .select({
      id: t.id,
      provider_id: t.provider_id,
      expires_at: t.expires_at,
      used_at: t.used_at,
      used_by: t.used_by,
    })
    .from(t)
    .where(eq(t.token_hash, hashToken(raw)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.provider_id !== providerId) return { ok: false, reason: 'wrong_provider' };
  if (row.used_at) return { ok: false, reason: 'used', usedBy: row.used_by };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (kind === 'upload') {
    const [provider] = await db
      .select({ status: providers.verification_status })
      .from(providers)
      .where(eq(providers.id, providerId))
      .limit(1);
    if (provider?.status !== 'pending') return { ok: false, reason: 'provider_not_pending' };
  }
  return { ok: true, tokenId: row.id };
}

/**
 * Consumes the token inside the caller's transaction: exactly one of two concurrent consumers
 * wins (the UPDATE re-checks used_at and expiry under the row lock). For an upload token the
 * provider row is locked first, so an admin's decision cannot slip in between the "still pending"
 * check and the caller's own write to the provider. Returns the same result shape as checkToken.
 */
export async function consumeToken(
  tx: DbOrTx,
  kind: TokenKind,
  providerId: number,
  raw: unknown,
  usedBy: string | null,
  now = new Date(),
): Promise<TokenCheck> {
  if (kind === 'upload' && isProviderId(providerId)) {
    await tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
  }
  const check = await checkToken(tx, kind, providerId, raw, now);
  if (!check.ok) return check;
  const t = table(kind);
  const updated = await tx
    .update(t)
    .set({ used_at: now, used_by: usedBy })
    .where(and(eq(t.id, check.tokenId), isNull(t.used_at), gt(t.expires_at, now)))
    .returning({ id: t.id });
  return updated.length === 1 ? check : { ok: false, reason: 'used' };
}

/**
 * Consumes a token found live by its id (a signup completed by the confirmed owner of the
 * provider's contact e-mail, who came back without the link: see ownSignupLink). The same race
 * rule as consumeToken: exactly one of two concurrent consumers wins.
 */
export async function consumeTokenById(
  tx: DbOrTx,
  kind: TokenKind,
  tokenId: number,
  usedBy: string,
  now = new Date(),
): Promise<boolean> {
  const t = table(kind);
  const updated = await tx
    .update(t)
    .set({ used_at: now, used_by: usedBy })
    .where(and(eq(t.id, tokenId), isNull(t.used_at), gt(t.expires_at, now)))
    .returning({ id: t.id });
  return updated.length === 1;
}

/** Makes every live token of this kind for the provider unusable (e.g. a new request replaces them). */
export async function revokeTokens(
  tx: DbOrTx,
  kind: TokenKind,
  providerId: number,
  now = new Date(),
) {
  const t = table(kind);
  await tx
    .update(t)
    .set({ expires_at: sql`least(${t.expires_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(t.provider_id, providerId), isNull(t.used_at)));
}
