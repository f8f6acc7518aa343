import { eq } from 'drizzle-orm';
import type {
  DocumentContentType,
  DocumentLinkResponse,
} from '../../../common/contracts/verification';
import { DOCUMENT_VIEWER_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ADMIN_VIEWER_LINK_LIFETIME_SECONDS, signFileToken } from '../../plugins/storage';
import { isStoredFileId } from './get-verification-queue';

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * A signed link to a provider's verification document for the admin viewer: 300 s ('Secure access
 * expires in 5 minutes'), served by the storage plugin's signed-link route. A document that is not
 * a stored file (none, or a legacy URL) is 'Document not available'.
 */
export async function getDocumentLink(
  db: Db,
  authSecret: string,
  providerId: number,
): Promise<DocumentLinkResponse> {
  const [provider] = await db
    .select({ documentId: providers.verification_document_url })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
  const notAvailable = () =>
    AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
  if (!isStoredFileId(provider.documentId)) throw notAvailable();
  const [file] = await db
    .select({ id: stored_files.id, contentType: stored_files.content_type })
    .from(stored_files)
    .where(eq(stored_files.id, provider.documentId));
  /* The table's CHECK constraint allows exactly these three types. */
  const contentType = file?.contentType as DocumentContentType | undefined;
  if (!file || !contentType || !(contentType in EXTENSIONS)) throw notAvailable();
  const { token, expiresAt } = await signFileToken(
    authSecret,
    file.id,
    ADMIN_VIEWER_LINK_LIFETIME_SECONDS,
  );
  return {
    url: `/api/files/signed/${token}`,
    expiresAt: expiresAt.toISOString(),
    contentType,
    fileName: `verification-document-${providerId}.${EXTENSIONS[contentType]}`,
  };
}
