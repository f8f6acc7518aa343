import { eq } from 'drizzle-orm';
import type { VerificationDecisionResponse } from '../../../common/contracts/verification';
import { ADMIN_REVIEW_DESK_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { enqueueMail } from '../outbox/enqueue-mail';
import { revokeTokens } from '../tokens/tokens';
import { lockQueuedProvider } from './lock-queued-provider';
import { rejectedMail } from './verification-mails';

/**
 * Reject with a reason: verification_status rejected, the reason kept in verification_notes (the
 * provider dashboard shows it as the admin's notes), audited, and the 'rejected' e-mail with the
 * reason queued, in one transaction. The listing's own status (accommodation_status) is left
 * alone: a never-listed application stays hidden, a listed business stays listed without the
 * Verified badge (decision 017).
 */
export async function rejectProvider(
  db: Db,
  input: { admin: SessionUser; providerId: number; reason: string },
  now = new Date(),
): Promise<VerificationDecisionResponse> {
  const reason = input.reason.trim();
  if (!reason) {
    throw AppError.badRequest(
      'REASON_REQUIRED',
      ADMIN_REVIEW_DESK_MESSAGES.verification.rejectReasonRequired,
      { field: 'reason' },
    );
  }
  return db.transaction(async (tx) => {
    const provider = await lockQueuedProvider(tx, input.providerId);
    await tx
      .update(providers)
      .set({
        verification_status: 'rejected',
        verified: false,
        verified_at: null,
        verification_notes: reason,
      })
      .where(eq(providers.id, provider.id));
    await writeAudit(tx, {
      admin: input.admin,
      action: 'reject',
      targetType: 'provider',
      targetId: provider.id,
      notes: reason,
    });
    await revokeTokens(tx, 'upload', provider.id, now);
    if (!provider.contactEmail) {
      return { id: provider.id, verificationStatus: 'rejected', mail: 'no_contact_email' };
    }
    await enqueueMail(
      tx,
      rejectedMail(
        {
          id: provider.id,
          name: provider.name,
          contactEmail: provider.contactEmail,
          locale: provider.locale,
        },
        reason,
      ),
    );
    return { id: provider.id, verificationStatus: 'rejected', mail: 'queued' };
  });
}
