import { eq } from 'drizzle-orm';
import type { LinkUserBody, LinkUserResponse } from '../../../common/contracts/duplicates';
import { ADMIN_REVIEW_DESK_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers, user_roles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';

const M = ADMIN_REVIEW_DESK_MESSAGES.duplicates;

/**
 * Link User (decision 017): makes a user the business admin of a provider whose contact e-mail is
 * that user's own confirmed e-mail. Sets providers.business_admin_user_id, grants the
 * business_admin role and writes the 'link_user' audit row in one transaction. The shared,
 * confirmed e-mail is what proves the account belongs to the business; anything else is refused,
 * and a provider that already has a business admin keeps it.
 */
export async function linkUserToProvider(
  db: Db,
  input: { admin: SessionUser } & LinkUserBody,
): Promise<LinkUserResponse> {
  return db.transaction(async (tx) => {
    const [provider] = await tx
      .select({
        id: providers.id,
        name: providers.name,
        contactEmail: providers.contact_email,
        businessAdmin: providers.business_admin_user_id,
      })
      .from(providers)
      .where(eq(providers.id, input.providerId))
      .for('update');
    if (!provider) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        confirmed: users.emailVerified,
      })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user) throw AppError.notFound('User not found.', 'USER_NOT_FOUND');
    if (provider.businessAdmin) throw AppError.conflict('ALREADY_LINKED', M.alreadyLinked);
    const contactEmail = provider.contactEmail?.trim().toLowerCase();
    if (!contactEmail || contactEmail !== user.email.trim().toLowerCase()) {
      throw AppError.conflict('EMAIL_MISMATCH', M.emailMismatch);
    }
    if (!user.confirmed) throw AppError.conflict('EMAIL_NOT_CONFIRMED', M.emailNotConfirmed);

    await tx
      .update(providers)
      .set({ business_admin_user_id: user.id })
      .where(eq(providers.id, provider.id));
    await tx
      .insert(user_roles)
      .values({ user_id: user.id, role: 'business_admin' })
      .onConflictDoNothing();
    await writeAudit(tx, {
      admin: input.admin,
      action: 'link_user',
      targetType: 'provider',
      targetId: provider.id,
      notes: `Linked ${user.email} (user ${user.id}) as business admin`,
    });
    return {
      providerId: provider.id,
      providerName: provider.name,
      userId: user.id,
      userName: user.name.trim() || user.email,
    };
  });
}
