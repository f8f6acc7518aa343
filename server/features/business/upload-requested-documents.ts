import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  UPLOAD_LINK_ERRORS,
  type UploadDocumentResponse,
  type UploadLinkResponse,
} from '../../../common/contracts/business';
import { PROOF_MAX_BYTES } from '../../../common/contracts/reviews';
import type { Db, Tx } from '../../db/client';
import { providers, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Bucket, fileTooLargeError, type Storage } from '../../plugins/storage';
import { checkToken, consumeToken, type TokenCheck } from '../tokens/tokens';
import { invalidFileType } from '../uploads/save-review-proof';
import { EXTENSION_OF, peekStream, SNIFF_BYTES, sniffProofType } from '../uploads/sniff-file-type';

export const PROVIDER_DOCUMENT_BUCKET: Bucket = 'provider-verification';

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

export type SaveVerificationDocumentInput = {
  db: Db;
  storage: Storage;
  providerId: number;
  /** The signed-in uploader, or null for a visitor holding an upload link. */
  userId: string | null;
  file: AsyncIterable<Buffer>;
  /** The business's words for the team; blank keeps the notes already on the provider. */
  notes: string;
  /** The multipart parser's own cut-off, reported without an error. */
  wasTruncated?: () => boolean;
  /**
   * Runs first inside the transaction that records the upload (e.g. consuming the upload token);
   * throwing refuses the upload and removes the stored file.
   */
  authorize?: (tx: Tx) => Promise<void>;
  now?: () => Date;
};

/**
 * Stores a verification document privately in provider-verification/{provider id}/… and records
 * it on the provider (spec §7 "Record upload"): verification_status 'pending',
 * verification_document_url = the stored file's id (the private key the document viewer asks a
 * signed link for, never a public URL), verification_notes, verification_requested_at/_by.
 * The type is judged from the first bytes before anything is written, the size is counted while
 * streaming and cut off just past 5 MB, and a refusal at any step leaves no file behind.
 */
export async function saveVerificationDocument(
  input: SaveVerificationDocumentInput,
): Promise<UploadDocumentResponse> {
  const { db, storage, providerId, userId } = input;
  const now = (input.now ?? (() => new Date()))();
  const peeked = await peekStream(input.file, SNIFF_BYTES);
  const contentType = await sniffProofType(peeked.head);
  if (!contentType) {
    await peeked.cancel();
    throw invalidFileType();
  }
  const key = `${providerId}/${now.getTime()}-${randomBytes(6).toString('hex')}.${EXTENSION_OF[contentType]}`;
  const { size } = await storage.saveStream(PROVIDER_DOCUMENT_BUCKET, key, peeked.all, {
    maxBytes: PROOF_MAX_BYTES,
  });
  try {
    if (input.wasTruncated?.()) throw fileTooLargeError();
    return await db.transaction(async (tx) => {
      await input.authorize?.(tx);
      const [file] = await tx
        .insert(stored_files)
        .values({
          bucket: PROVIDER_DOCUMENT_BUCKET,
          key,
          owner_user_id: userId,
          content_type: contentType,
          size_bytes: size,
        })
        .returning({ id: stored_files.id });
      if (!file) throw new Error('stored_files insert returned no row');
      const notes = input.notes.trim();
      const updated = await tx
        .update(providers)
        .set({
          verification_status: 'pending',
          verification_document_url: file.id,
          ...(notes ? { verification_notes: notes } : {}),
          verification_requested_at: now,
          verification_requested_by: userId,
        })
        .where(eq(providers.id, providerId))
        .returning({ id: providers.id });
      if (updated.length !== 1)
        throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
      return { providerId, verificationStatus: 'pending' as const, fileId: file.id };
    });
  } catch (err) {
    await storage.remove(PROVIDER_DOCUMENT_BUCKET, key);
    throw err;
  }
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
  return saveVerificationDocument({
    ...input,
    authorize: async (tx) => {
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
}
