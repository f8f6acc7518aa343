import type { AuthContext } from 'better-auth';
import { eq, like } from 'drizzle-orm';
import {
  businessSignupProblems,
  type CreateBusinessAccountBody,
  SIGNUP_LINK_ERRORS,
} from '../../../common/contracts/business';
import { AUTH_SERVER_ERRORS } from '../../../common/messages/auth';
import { joinValidationErrors } from '../../../common/messages/shared';
import type { Db } from '../../db/client';
import { providers, user_roles, users, verifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MAX_PASSWORD_LENGTH } from '../../plugins/auth-endpoints';
import { checkToken, consumeToken } from '../tokens/tokens';
import { invalidSignupLink } from './get-signup-link';

export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

/* Pending credentials of decision 013 live under this prefix in Better Auth's verification table. */
const pendingCredentialsOf = (userId: string) => `signup-credential:${userId}:%`;

/**
 * Creates the business account from the signup link (decision 044). The link was mailed to the
 * provider's contact e-mail, so holding it proves that address: the account is made as Better
 * Auth's sign-up makes it (its adapter, password hashing and hooks), without the confirmation
 * mail, and is marked confirmed in the same transaction that
 * spends the link and makes it the provider's business admin. No confirmation e-mail is sent.
 *
 * An unconfirmed account already holding the address (anyone can sign up with any address) is
 * removed first, with its password, sessions and pending credentials: whoever made it gains
 * nothing (decision 013's protection). A confirmed one is answered 'User already registered', and
 * its holder signs in instead. The caller signs the new account in through Better Auth.
 */
export async function createBusinessAccount(
  db: Db,
  auth: AuthContext,
  providerId: number,
  input: CreateBusinessAccountBody,
): Promise<{ userId: string; email: string }> {
  const check = await checkToken(db, 'signup', providerId, input.token);
  if (!check.ok) throw invalidSignupLink();
  const [provider] = await db
    .select({ email: providers.contact_email, admin: providers.business_admin_user_id })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw invalidSignupLink();
  if (!provider.email) {
    throw AppError.conflict('NO_CONTACT_EMAIL', SIGNUP_LINK_ERRORS.NO_CONTACT_EMAIL);
  }
  if (provider.admin)
    throw AppError.conflict('ALREADY_CLAIMED', SIGNUP_LINK_ERRORS.ALREADY_CLAIMED);
  const email = provider.email.trim().toLowerCase();
  const problems = businessSignupProblems({ ...input, email });
  if (problems.length > 0) {
    throw AppError.badRequest(
      'VALIDATION_ERROR',
      joinValidationErrors(problems.map((p) => p.message)),
      { fields: problems },
    );
  }
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    throw AppError.badRequest('VALIDATION_ERROR', PASSWORD_TOO_LONG, {
      fields: [{ field: 'password', message: PASSWORD_TOO_LONG }],
    });
  }

  const existing = await auth.internalAdapter.findUserByEmail(email);
  if (existing?.user.emailVerified) {
    throw AppError.conflict('USER_ALREADY_EXISTS', AUTH_SERVER_ERRORS.userAlreadyRegistered);
  }
  if (existing) {
    await db
      .delete(verifications)
      .where(like(verifications.identifier, pendingCredentialsOf(existing.user.id)));
    await auth.internalAdapter.deleteUser(existing.user.id);
  }

  const created = await auth.internalAdapter
    .createUser(
      { email, name: input.fullName.trim(), emailVerified: false },
      { method: 'email-password' },
    )
    .catch(() => {
      /* Another request made the account for this address a moment ago. */
      throw AppError.conflict('USER_ALREADY_EXISTS', AUTH_SERVER_ERRORS.userAlreadyRegistered);
    });
  try {
    await auth.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await auth.password.hash(input.password),
    });
    await db.transaction(async (tx) => {
      /* Locked first: a second redemption waits here and then finds the link spent. */
      const [locked] = await tx
        .select({ admin: providers.business_admin_user_id })
        .from(providers)
        .where(eq(providers.id, providerId))
        .for('update');
      if (locked?.admin) {
        throw AppError.conflict('ALREADY_CLAIMED', SIGNUP_LINK_ERRORS.ALREADY_CLAIMED);
      }
      const spent = await consumeToken(tx, 'signup', providerId, input.token, created.id);
      if (!spent.ok) throw invalidSignupLink();
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, created.id));
      await tx
        .update(providers)
        .set({ business_admin_user_id: created.id })
        .where(eq(providers.id, providerId));
      await tx
        .insert(user_roles)
        .values({ user_id: created.id, role: 'business_admin' })
        .onConflictDoNothing();
    });
  } catch (err) {
    /* The link was not spent for this account: it must not stay behind, half made. */
    await auth.internalAdapter.deleteUser(created.id);
    throw err;
  }
  return { userId: created.id, email };
}
