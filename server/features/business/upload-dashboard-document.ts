import { eq } from 'drizzle-orm';
import {
  BUSINESS_DASHBOARD_ERRORS,
  type UploadDocumentResponse,
} from '../../../common/contracts/business';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage';
import { requireManagedProvider } from './business-providers';
import { saveVerificationDocument } from './upload-requested-documents';

/** Refuses before the body is read: only the business's own admin, and only until verified. */
export async function checkDashboardUpload(db: Db, user: SessionUser, providerId: number) {
  const provider = await requireManagedProvider(db, user, providerId);
  if (provider.verification_status === 'verified') {
    throw AppError.conflict('ALREADY_VERIFIED', BUSINESS_DASHBOARD_ERRORS.ALREADY_VERIFIED);
  }
}

/**
 * 'Upload Verification Documents' on the dashboard: the business admin sends a document for its
 * own provider with the same rules as the secure link. The checks run again inside the
 * transaction, so a verification decided while the file streamed is not undone.
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
  return saveVerificationDocument({
    db: input.db,
    storage: input.storage,
    providerId: input.providerId,
    userId: input.user.id,
    file: input.file,
    notes: input.notes,
    wasTruncated: input.wasTruncated,
    authorize: async (tx) => {
      const [row] = await tx
        .select({ status: providers.verification_status })
        .from(providers)
        .where(eq(providers.id, input.providerId))
        .for('update');
      if (row?.status === 'verified') {
        throw AppError.conflict('ALREADY_VERIFIED', BUSINESS_DASHBOARD_ERRORS.ALREADY_VERIFIED);
      }
    },
  });
}
