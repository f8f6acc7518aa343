import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { business_signup_tokens, providers, upload_tokens } from '../../db/schema';

/**
 * One-time links for businesses (decision 011): a business signup link, sent when an admin
 * approves a provider, and a document upload link, sent when an admin asks for documents.
 * A token is 256 random bits, base64url; only its SHA-256 is stored, bound to one provider,
 * expiring after 7 days and consumed once. Callers pass the transaction of the decision that
 * creates or consumes a token, so the token and the decision commit together.
 */

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export type TokenKind = 'signup' | 'upload';

const table = (kind: TokenKind) => (kind === 'signup' ? business_signup_tokens : upload_tokens);

/* Raw tokens are 43 base64url characters; anything else is refused before touching the DB. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

export function isTokenShaped(raw: unknown): raw is string {
  return typeof raw === 'string' && TOKEN_SHAPE.test(raw);
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

export type TokenCheck =
  | { ok: true; tokenId: number }
  | {
      ok: false;
      reason:
        | 'malformed'
        | 'unknown'
        | 'wrong_provider'
        | 'used'
        | 'expired'
        | 'provider_not_pending';
    };

/**
 * Whether the raw token is a live token of this kind for this provider. An upload token is also
 * live only while the provider's verification_status is 'pending' (spec §4).
 */
export async function checkToken(
  db: DbOrTx,
  kind: TokenKind,
  providerId: number,
  raw: unknown,
  now = new Date(),
): Promise<TokenCheck> {
  if (!isTokenShaped(raw)) return { ok: false, reason: 'malformed' };
  const t = table(kind);
  const hash = hashToken(raw);
  const [row] = await db
    .select({
      id: t.id,
      provider_id: t.provider_id,
      token_hash: t.token_hash,
      expires_at: t.expires_at,
      used_at: t.used_at,
    })
    .from(t)
    .where(eq(t.token_hash, hash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  /* The lookup is by hash already; compare again in constant time as a belt and braces check. */
  if (!timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash)))
    return { ok: false, reason: 'unknown' };
  if (row.provider_id !== providerId) return { ok: false, reason: 'wrong_provider' };
  if (row.used_at) return { ok: false, reason: 'used' };
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
 * wins (the UPDATE re-checks used_at and expiry). Returns the same result shape as checkToken.
 */
export async function consumeToken(
  tx: DbOrTx,
  kind: TokenKind,
  providerId: number,
  raw: unknown,
  usedBy: string | null,
  now = new Date(),
): Promise<TokenCheck> {
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
