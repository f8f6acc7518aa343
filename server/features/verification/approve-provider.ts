import { eq, sql } from 'drizzle-orm';
import type { VerificationDecisionResponse } from '../../../common/contracts/verification';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { enqueueMail } from '../outbox/enqueue-mail';
import { createToken, revokeTokens } from '../tokens/tokens';
import { lockQueuedProvider } from './lock-queued-provider';
import { approvedMail } from './verification-mails';

/**
 * 'Approve & Verify': the provider becomes verified and its listing searchable
 * (accommodation_status verified), the decision is audited, and the 'approved' e-mail with a
 * one-time business signup link is queued, all in one transaction. A provider without a contact
 * e-mail (a suggested business) is approved all the same; the caller is told no e-mail went out.
 */
export async function approveProvider(
  db: Db,
  input: { admin: SessionUser; providerId: number; notes?: string; siteUrl: string },
  now = new Date(),
): Promise<VerificationDecisionResponse> {
  const notes = input.notes?.trim() || null;
  return db.transaction(async (tx) => {
    const provider = await lockQueuedProvider(tx, input.providerId);
    await tx
      .update(providers)
      .set({
        verification_status: 'verified',
        verified: true,
        verified_at: now,
        accommodation_status: 'verified',
        verification_notes: notes,
        /* The listing the admin approved: only these count as 'Document-verified' (045). */
        document_verified_accommodations: sql`${providers.accommodations}`,
      })
      .where(eq(providers.id, provider.id));
    await writeAudit(tx, {
      admin: input.admin,
      action: 'approve',
      targetType: 'provider',
      targetId: provider.id,
      notes,
    });
    /* An upload link must never come back to life if the provider is ever pending again. */
    await revokeTokens(tx, 'upload', provider.id, now);
    if (!provider.contactEmail) {
      return { id: provider.id, verificationStatus: 'verified', mail: 'no_contact_email' };
    }
    /* Only the newest signup link works: an earlier approval's link is withdrawn. */
    await revokeTokens(tx, 'signup', provider.id, now);
    const token = await createToken(tx, 'signup', provider.id, input.admin.id, now);
    const url = `${input.siteUrl}/business-signup?provider=${provider.id}&token=${token}`;
    await enqueueMail(
      tx,
      approvedMail(
        {
          id: provider.id,
          name: provider.name,
          contactEmail: provider.contactEmail,
          locale: provider.locale,
        },
        url,
      ),
    );
    return { id: provider.id, verificationStatus: 'verified', mail: 'queued' };
  });
}
