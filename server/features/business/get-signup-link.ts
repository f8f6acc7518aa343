import { eq } from 'drizzle-orm';
import { SIGNUP_LINK_ERRORS, type SignupLinkResponse } from '../../../common/contracts/business';
import { SIGNUP_LINK_MESSAGES } from '../../../common/messages/business';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { checkToken } from '../tokens/tokens';
import { ownSignupLink } from './own-signup-link';

export const invalidSignupLink = () =>
  AppError.notFound(SIGNUP_LINK_ERRORS.INVALID_SIGNUP_LINK, 'INVALID_SIGNUP_LINK');

/**
 * Validates a business signup link (spec §7 "Validate link" and "Signup pages") and returns what
 * the page shows: the business and the contact e-mail the account must use. A link the signed-in
 * user has already redeemed answers 'completed', so a second visit greets them. Without a token,
 * the signed-in owner of the contact e-mail is shown the provider's own link (ownSignupLink).
 */
export async function getSignupLink(
  db: Db,
  providerId: number,
  raw: unknown,
  user: SessionUser | null,
): Promise<SignupLinkResponse> {
  const check =
    raw === undefined && user
      ? await ownSignupLink(db, providerId, user)
      : await checkToken(db, 'signup', providerId, raw);
  const redeemedByUser = !check.ok && check.reason === 'used' && user && check.usedBy === user.id;
  if (!check.ok && !redeemedByUser) throw invalidSignupLink();
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw AppError.notFound(SIGNUP_LINK_MESSAGES.providerNotFound, 'PROVIDER_NOT_FOUND');
  if (!row.contact_email)
    throw AppError.conflict('NO_CONTACT_EMAIL', SIGNUP_LINK_ERRORS.NO_CONTACT_EMAIL);
  return {
    provider: {
      id: row.id,
      name: row.name,
      category: row.category,
      location: row.location,
      verificationStatus: row.verification_status,
    },
    email: row.contact_email,
    state: redeemedByUser ? 'completed' : 'valid',
  };
}
