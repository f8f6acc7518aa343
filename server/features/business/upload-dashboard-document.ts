import {
  BUSINESS_DASHBOARD_ERRORS,
  type UploadDocumentResponse,
} from '../../../common/contracts/business';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import { saveVerificationDocument } from '../verification-documents/save-verification-document';
import { requireManagedProvider } from './business-providers';

/** Refuses before the body is read: only the business's own admin, and only until verified. */
export async function checkDashboardUpload(db: Db, user: SessionUser, providerId: number) {
  const provider = await requireManagedProvider(db, user, providerId);
  if (provider.verification_status === 'verified') {
    throw AppError.conflict('ALREADY_VERIFIED', BUSINESS_DASHBOARD_ERRORS.ALREADY_VERIFIED);
  }
}

/**
 * 'Upload Verification Documents' on the dashboard: the business admin sends a document for its
 * own provider with the same rules as the secure link. saveVerificationDocument checks again,
 * locked, inside the transaction, so a verification decided while the file streamed is not undone.
 */
export async function uploadDashboardDocument(input: {
  db: Db;
  storage: Storage;
  user: SessionUser;
  providerId: number;
  file: AsyncIterable<Buffer>;
  notes: string;
  wasTruncated?: () => boolean;
}): Promise<UploadDocumentResponse> {
  const saved = await saveVerificationDocument(input, {
    providerId: input.providerId,
    uploadedBy: input.user.id,
    source: input.file,
    wasTruncated: input.wasTruncated,
    notes: input.notes.trim() || undefined,
  });
  return {
    providerId: input.providerId,
    verificationStatus: saved.verificationStatus,
    fileId: saved.fileId,
  };
}
