import { eq } from 'drizzle-orm';
import {
  documentRequestText,
  isoDateAt,
  type RequestDocumentsBody,
  type VerificationDecisionResponse,
} from '../../../common/contracts/verification';
import { ADMIN_MESSAGES, ADMIN_REVIEW_DESK_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { enqueueMail } from '../outbox/enqueue-mail';
import { createToken, revokeTokens } from '../tokens/tokens';
import { lockQueuedProvider } from './lock-queued-provider';
import { documentRequestMail } from './verification-mails';

/* The admin's "today" is unknown to the server: a date that is still today anywhere on Earth
 * (UTC-12) is accepted, so an admin west of UTC is never refused their own today. */
const EARLIEST_OFFSET_MINUTES = -12 * 60;

/**
 * Request Additional Documents: the provider goes back to pending with the request text in
 * verification_notes, the old document is cleared, earlier upload links are revoked and a new
 * one is e-mailed, audited, all in one transaction. A provider without a contact e-mail cannot
 * be asked (there is nobody to send the link to): 409.
 */
export async function requestDocuments(
  db: Db,
  input: { admin: SessionUser; providerId: number; siteUrl: string } & RequestDocumentsBody,
  now = new Date(),
): Promise<VerificationDecisionResponse> {
  const message = input.message.trim();
  if (!message) {
    throw AppError.badRequest(
      'MISSING_INFORMATION',
      ADMIN_MESSAGES.missingInformation.description,
      {
        field: 'message',
      },
    );
  }
  const deadline = input.deadline || null;
  if (deadline && deadline < isoDateAt(now, EARLIEST_OFFSET_MINUTES)) {
    throw AppError.badRequest(
      'DEADLINE_IN_PAST',
      ADMIN_REVIEW_DESK_MESSAGES.verification.deadlineBeforeToday,
      { field: 'deadline' },
    );
  }
  const requestText = documentRequestText({ documentType: input.documentType, message, deadline });
  return db.transaction(async (tx) => {
    const provider = await lockQueuedProvider(tx, input.providerId);
    if (!provider.contactEmail) {
      throw AppError.conflict(
        'NO_CONTACT_EMAIL',
        ADMIN_REVIEW_DESK_MESSAGES.verification.noContactEmail,
      );
    }
    await tx
      .update(providers)
      .set({
        verification_status: 'pending',
        verification_notes: requestText,
        verification_document_url: null,
        verification_requested_at: now,
        verification_requested_by: input.admin.id,
      })
      .where(eq(providers.id, provider.id));
    await writeAudit(tx, {
      admin: input.admin,
      action: 'request_documents',
      targetType: 'provider',
      targetId: provider.id,
      notes: requestText,
    });
    await revokeTokens(tx, 'upload', provider.id, now);
    const token = await createToken(tx, 'upload', provider.id, input.admin.id, now);
    const url = `${input.siteUrl}/provider/upload-docs/${provider.id}?token=${token}`;
    await enqueueMail(
      tx,
      documentRequestMail(
        {
          id: provider.id,
          name: provider.name,
          contactEmail: provider.contactEmail,
          locale: provider.locale,
        },
        requestText,
        url,
      ),
    );
    return { id: provider.id, verificationStatus: 'pending', mail: 'queued' };
  });
}
