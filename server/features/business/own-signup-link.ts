import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { business_signup_tokens, providers } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import type { TokenCheck } from '../tokens/tokens';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The provider's newest signup link, for the signed-in owner of its confirmed contact e-mail who
 * comes back without the link in hand: confirming the account made from the link returns to
 * /business-signup?provider=… with no token, since tokens never travel in a callbackURL
 * (decision 036). Confirming that address proves what holding the link proves: the link was
 * mailed to it. Anyone else gets 'unknown', as for a wrong token.
 */
export async function ownSignupLink(
  db: DbOrTx,
  providerId: number,
  user: SessionUser,
  now = new Date(),
): Promise<TokenCheck> {
  if (!user.emailVerified) return { ok: false, reason: 'unknown' };
  const t = business_signup_tokens;
  const [row] = await db
    .select({
      id: t.id,
      expires_at: t.expires_at,
      used_at: t.used_at,
      used_by: t.used_by,
      email: providers.contact_email,
    })
    .from(t)
    .innerJoin(providers, eq(providers.id, t.provider_id))
    .where(eq(t.provider_id, providerId))
    .orderBy(desc(t.id))
    .limit(1);
  if (!row?.email || !sameEmail(row.email, user.email)) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used', usedBy: row.used_by };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, tokenId: row.id };
}
