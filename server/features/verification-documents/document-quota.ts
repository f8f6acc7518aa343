import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DOCUMENT_UPLOAD_MESSAGES } from '../../../common/messages/business';
import type { DbOrTx, Tx } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Bucket } from '../../plugins/storage';

/** Where verification documents live, at {provider id}/{timestamp}-{uuid}.{ext}. */
export const PROVIDER_DOCUMENT_BUCKET: Bucket = 'provider-verification';

/*
 * A business sends one licence or certificate, perhaps again after a rejection or a wrong file;
 * a person managing a few locations sends a few. Stored rows are counted, replaced ones included
 * (their files are deleted, their rows stay), so replacing never gives quota back (decision 037).
 */
export const DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR = 5;
export const DOCUMENT_UPLOADS_PER_USER_PER_HOUR = 10;
const QUOTA_WINDOW_MS = 60 * 60 * 1000;

export type DocumentUploader = { providerId: number; userId: string | null };

const userQuotaReached = () =>
  new AppError(429, 'TOO_MANY_DOCUMENTS', DOCUMENT_UPLOAD_MESSAGES.userQuota);
const providerQuotaReached = () =>
  new AppError(429, 'TOO_MANY_BUSINESS_DOCUMENTS', DOCUMENT_UPLOAD_MESSAGES.providerQuota);

async function documentsInLastHour(db: DbOrTx, who: DocumentUploader, now: Date) {
  const recent = and(
    eq(stored_files.bucket, PROVIDER_DOCUMENT_BUCKET),
    gt(stored_files.created_at, new Date(now.getTime() - QUOTA_WINDOW_MS)),
  );
  const [byProvider] = await db
    .select({ n: count() })
    .from(stored_files)
    .where(and(recent, sql`starts_with(${stored_files.key}, ${`${who.providerId}/`})`));
  const [byUser] = who.userId
    ? await db
        .select({ n: count() })
        .from(stored_files)
        .where(and(recent, eq(stored_files.owner_user_id, who.userId)))
    : [];
  return { provider: byProvider?.n ?? 0, user: byUser?.n ?? 0 };
}

async function assertUnderQuota(db: DbOrTx, who: DocumentUploader, now: Date) {
  const n = await documentsInLastHour(db, who, now);
  if (n.user >= DOCUMENT_UPLOADS_PER_USER_PER_HOUR) throw userQuotaReached();
  if (n.provider >= DOCUMENT_UPLOADS_PER_PROVIDER_PER_HOUR) throw providerQuotaReached();
}

/**
 * Refuses before the body is received when the uploader or the business is already at its quota.
 * Only a courtesy: the count that decides is taken again, under locks, when the row is inserted.
 */
export async function checkDocumentQuota(db: DbOrTx, who: DocumentUploader, now = new Date()) {
  await assertUnderQuota(db, who, now);
}

/**
 * Runs first in the transaction that inserts the stored_files row, as the review-proof quota does
 * (decision 018): transaction-scoped advisory locks on the uploader, then on the business (always
 * in that order, so two uploads can never wait for each other in a circle), then the count. Uploads
 * for one business or by one person are counted one after another; the locks end with the commit.
 */
export async function lockAndCheckDocumentQuota(tx: Tx, who: DocumentUploader) {
  if (who.userId) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`document-quota:user:${who.userId}`}, 0))`,
    );
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`document-quota:provider:${who.providerId}`}, 0))`,
  );
  await assertUnderQuota(tx, who, new Date());
}
