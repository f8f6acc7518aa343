import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const NOT_YOUR_APPLICATION_MESSAGE =
  'You can upload documents only for an application you submitted or a business you manage.';

/**
 * Only the member who submitted the application, or the business admin of that provider, may
 * attach its documents. Any other member, and an id that does not exist, get the same 403, so
 * the answer does not reveal which applications exist.
 */
export async function assertMayUploadDocuments(db: Db, providerId: number, userId: string) {
  const [provider] = await db
    .select({
      submittedBy: providers.submitted_by_user_id,
      businessAdmin: providers.business_admin_user_id,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (provider?.submittedBy !== userId && provider?.businessAdmin !== userId) {
    throw AppError.forbidden(NOT_YOUR_APPLICATION_MESSAGE, 'NOT_YOUR_APPLICATION');
  }
}
