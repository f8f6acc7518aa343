import { eq } from 'drizzle-orm';
import {
  type CompleteSignupResponse,
  SIGNUP_LINK_ERRORS,
} from '../../../common/contracts/business';
import type { Db } from '../../db/client';
import { providers, user_roles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { checkToken, consumeToken, consumeTokenById } from '../tokens/tokens';
import { invalidSignupLink } from './get-signup-link';
import { ownSignupLink } from './own-signup-link';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Completes a business account (spec §7 "Complete setup"): in one transaction, checks the hashed
 * token, consumes it, sets providers.business_admin_user_id and grants business_admin; nothing
 * else is written. The link binds to the provider and to its contact e-mail (decision 012): only
 * the signed-in owner of that confirmed address can redeem it, so a forwarded or leaked link is
 * useless to anyone else, and a business that already has an admin is never taken over.
 * Redeeming one's own link again answers success without writing anything.
 */
export async function completeBusinessSignup(
  db: Db,
  user: SessionUser,
  providerId: number,
  raw: unknown,
): Promise<CompleteSignupResponse> {
  return db.transaction(async (tx) => {
    /* Locked first: a second completion waits here and then sees the first one's outcome. */
    const [provider] = await tx
      .select({ email: providers.contact_email, admin: providers.business_admin_user_id })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
    /* No token: the confirmed owner of the contact e-mail, back from confirming (decision 036). */
    const own = raw === undefined;
    const check = own
      ? await ownSignupLink(tx, providerId, user)
      : await checkToken(tx, 'signup', providerId, raw);
    if (!check.ok) {
      const redeemedByUser = check.reason === 'used' && check.usedBy === user.id;
      if (redeemedByUser && provider?.admin === user.id) return { ok: true as const, providerId };
      throw invalidSignupLink();
    }
    if (!provider) throw invalidSignupLink();
    if (!provider.email) {
      throw AppError.conflict('NO_CONTACT_EMAIL', SIGNUP_LINK_ERRORS.NO_CONTACT_EMAIL);
    }
    if (!user.emailVerified || !sameEmail(provider.email, user.email)) {
      throw AppError.forbidden(SIGNUP_LINK_ERRORS.EMAIL_MISMATCH(provider.email), 'EMAIL_MISMATCH');
    }
    if (provider.admin && provider.admin !== user.id) {
      throw AppError.conflict('ALREADY_CLAIMED', SIGNUP_LINK_ERRORS.ALREADY_CLAIMED);
    }
    const consumed = own
      ? await consumeTokenById(tx, 'signup', check.tokenId, user.id)
      : (await consumeToken(tx, 'signup', providerId, raw, user.id)).ok;
    if (!consumed) throw invalidSignupLink();
    await tx
      .update(providers)
      .set({ business_admin_user_id: user.id })
      .where(eq(providers.id, providerId));
    await tx
      .insert(user_roles)
      .values({ user_id: user.id, role: 'business_admin' })
      .onConflictDoNothing();
    return { ok: true as const, providerId };
  });
}
