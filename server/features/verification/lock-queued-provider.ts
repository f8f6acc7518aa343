import { eq, sql } from 'drizzle-orm';
import { ADMIN_REVIEW_DESK_MESSAGES } from '../../../common/messages/admin';
import type { Tx } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { waitingForTheTeam } from './verification-queue-rows';

/**
 * Locks a provider of the verification queue (pending or unverified) for a decision. Two admins
 * deciding on one provider at once run one after the other; the second is told it is no longer
 * waiting instead of overwriting the first decision.
 */
export async function lockQueuedProvider(tx: Tx, providerId: number) {
  const [row] = await tx
    .select({
      id: providers.id,
      name: providers.name,
      contactEmail: providers.contact_email,
      /* The language the application was sent in: the decision's mail is written in it. */
      locale: providers.application_locale,
      verificationStatus: providers.verification_status,
      waiting: sql<boolean>`${waitingForTheTeam}`,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  if (!row) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
  const queued = row.verificationStatus === 'pending' || row.verificationStatus === 'unverified';
  /* An unclaimed place from a registry is not in the queue either (decision 061). */
  if (!queued || !row.waiting) {
    throw AppError.conflict('NOT_IN_QUEUE', ADMIN_REVIEW_DESK_MESSAGES.verification.notInQueue);
  }
  /* A blank contact e-mail (as the original stored for suggestions) is no address at all. */
  const contactEmail = row.contactEmail?.trim() || null;
  const { waiting: _waiting, ...provider } = row;
  return { ...provider, contactEmail };
}
