import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UploadVerificationDocumentResponse } from '../../../common/contracts/applications';
import type { Db, Tx } from '../../db/client';
import { providers, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../plugins/storage';
import { type StoredUpload, storeUpload } from '../uploads/store-upload';
import { lockAndCheckDocumentQuota, PROVIDER_DOCUMENT_BUCKET } from './document-quota';

export const ALREADY_VERIFIED_MESSAGE =
  'This business is already verified, so no documents are needed.';

const TYPE_NAMES: Record<StoredUpload['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

function sizeText(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type VerificationDocumentInput = {
  providerId: number;
  /** The signed-in uploader; null when a secure upload link is used without an account. */
  uploadedBy: string | null;
  source: AsyncIterable<Buffer>;
  wasTruncated?: () => boolean;
  /**
   * verification_notes; by default a line naming the document's type and size. null keeps the
   * notes already there (an upload answering an admin's request keeps the request's text).
   */
  notes?: string | null;
  now?: () => Date;
  /**
   * More work for the same transaction (the secure upload page consumes its token here); if it
   * throws, nothing is recorded and the file is deleted.
   */
  alsoInTransaction?: (tx: Tx) => Promise<void>;
};

/**
 * Stores a provider's verification document privately (bucket provider-verification, type judged
 * by content, cut off past 5 MB while streaming) and records it, in one transaction with the
 * stored_files row (provider-admin-side.md §7 "Record upload"): verification_status 'pending',
 * verification_document_url = the stored file's id (a private reference, never a URL: decision
 * 008), verification_notes, verification_requested_at and verification_requested_by.
 *
 * Who may upload is the caller's decision. A verified provider is refused (409): a new document
 * would otherwise put a verified listing back to 'pending'. The upload counts against the
 * uploader's and the business's quotas (429, counted atomically), and once it
 * commits, the business's earlier documents are deleted from disk; their rows stay, marked
 * removed, as the audit record (decision 037).
 */
export async function saveVerificationDocument(
  deps: { db: Db; storage: Storage },
  input: VerificationDocumentInput,
): Promise<UploadVerificationDocumentResponse> {
  const now = input.now ?? (() => new Date());
  await assertAcceptsDocuments(deps.db, input.providerId);
  let replaced: string[] = [];
  const stored = await storeUpload(deps.db, deps.storage, {
    bucket: PROVIDER_DOCUMENT_BUCKET,
    folder: String(input.providerId),
    ownerUserId: input.uploadedBy,
    source: input.source,
    wasTruncated: input.wasTruncated,
    now: () => now().getTime(),
    beforeInsert: (tx) =>
      lockAndCheckDocumentQuota(tx, { providerId: input.providerId, userId: input.uploadedBy }),
    record: async (tx, file) => {
      /* Locked, so an admin's decision cannot interleave with this one. */
      await assertAcceptsDocuments(tx, input.providerId, true);
      await tx
        .update(providers)
        .set({
          verification_status: 'pending',
          verification_document_url: file.fileId,
          ...(input.notes === null
            ? {}
            : {
                verification_notes:
                  input.notes ??
                  `Verification document uploaded (${TYPE_NAMES[file.contentType]}, ${sizeText(file.size)}).`,
              }),
          verification_requested_at: now(),
          verification_requested_by: input.uploadedBy,
        })
        .where(eq(providers.id, input.providerId));
      await input.alsoInTransaction?.(tx);
      replaced = await markEarlierDocumentsRemoved(tx, input.providerId, file.fileId, now());
    },
  });
  /* After the commit: until then the earlier document is still the one on record. A crash right
   * here leaves files whose rows say removed (decision 037). */
  await Promise.all(replaced.map((key) => deps.storage.remove(PROVIDER_DOCUMENT_BUCKET, key)));
  return { ...stored, verificationStatus: 'pending' };
}

/** The business's other documents still on disk, marked removed; returns their keys. */
async function markEarlierDocumentsRemoved(tx: Tx, providerId: number, keep: string, at: Date) {
  const rows = await tx
    .update(stored_files)
    .set({ removed_at: at })
    .where(
      and(
        eq(stored_files.bucket, PROVIDER_DOCUMENT_BUCKET),
        sql`starts_with(${stored_files.key}, ${`${providerId}/`})`,
        isNull(stored_files.removed_at),
        ne(stored_files.id, keep),
      ),
    )
    .returning({ key: stored_files.key });
  return rows.map((r) => r.key);
}

/* Checked before the file is read (no upload for nothing) and again, locked, when recording. */
async function assertAcceptsDocuments(db: Db | Tx, providerId: number, lock = false) {
  const query = db
    .select({ status: providers.verification_status })
    .from(providers)
    .where(eq(providers.id, providerId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw AppError.notFound('This business was not found.', 'PROVIDER_NOT_FOUND');
  if (row.status === 'verified')
    throw AppError.conflict('ALREADY_VERIFIED', ALREADY_VERIFIED_MESSAGE);
}
