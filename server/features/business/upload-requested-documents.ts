import { eq } from 'drizzle-orm';
import {
  UPLOAD_LINK_ERRORS,
  type UploadDocumentResponse,
  type UploadLinkResponse,
} from '../../../common/contracts/business';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../plugins/storage';
import { checkToken, consumeToken, type TokenCheck } from '../tokens/tokens';
import { saveVerificationDocument } from '../verification-documents/save-verification-document';

/** Both link failures open the 'Invalid Upload Link' view (spec §8); the code says which. */
export function uploadLinkError(check: Exclude<TokenCheck, { ok: true }>): AppError {
  return check.reason === 'malformed'
    ? AppError.badRequest('INVALID_SECURITY_TOKEN', UPLOAD_LINK_ERRORS.INVALID_SECURITY_TOKEN)
    : AppError.notFound(UPLOAD_LINK_ERRORS.INVALID_UPLOAD_LINK, 'INVALID_UPLOAD_LINK');
}

/**
 * What the secure upload page shows (spec §7 "Upload page": the provider while it is pending):
 * the business and the admin's request text. Every failure is one of the two link errors, so the
 * page learns nothing about a provider without a live link for it.
 */
export async function getUploadLink(
  db: Db,
  providerId: number,
  raw: unknown,
): Promise<UploadLinkResponse> {
  const check = await checkToken(db, 'upload', providerId, raw);
  if (!check.ok) throw uploadLinkError(check);
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw uploadLinkError({ ok: false, reason: 'unknown' });
  return {
    provider: { id: row.id, name: row.name, category: row.category, location: row.location },
    requestText: row.verification_notes,
    requestedAt: row.verification_requested_at?.toISOString() ?? null,
  };
}

/**
 * An upload through the secure link: the link is the credential (decision 012), so no sign-in is
 * needed; a signed-in uploader is recorded. The token is consumed in the transaction that records
 * the upload, so a link uploads exactly once even when two uploads race.
 */
export async function uploadRequestedDocuments(input: {
  db: Db;
  storage: Storage;
  providerId: number;
  token: unknown;
  userId: string | null;
  file: AsyncIterable<Buffer>;
  notes: string;
  wasTruncated?: () => boolean;
}): Promise<UploadDocumentResponse> {
  const saved = await saveVerificationDocument(input, {
    providerId: input.providerId,
    uploadedBy: input.userId,
    source: input.file,
    wasTruncated: input.wasTruncated,
    notes: input.notes.trim() || null,
    alsoInTransaction: async (tx) => {
      const consumed = await consumeToken(
        tx,
        'upload',
        input.providerId,
        input.token,
        input.userId,
      );
      if (!consumed.ok) throw uploadLinkError(consumed);
    },
  });
  return {
    providerId: input.providerId,
    verificationStatus: saved.verificationStatus,
    fileId: saved.fileId,
  };
}
