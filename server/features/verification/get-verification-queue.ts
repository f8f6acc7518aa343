import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import {
  DOCUMENT_CONTENT_TYPES,
  type DocumentContentType,
  VERIFICATION_QUEUE_PAGE_SIZE,
  type VerificationQueueResponse,
} from '../../../common/contracts/verification';
import type { Db } from '../../db/client';
import { providers, stored_files } from '../../db/schema';
import { allOf, providerInState, textMatches } from '../admin-queues/queue-narrowing';
import { mailStatusFor } from '../outbox/mail-status';
import { waitingForTheTeam } from './verification-queue-rows';

const QUEUED = ['pending', 'unverified'] as const;

/* verification_document_url holds a stored_files id; anything else (a legacy URL) is no file. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStoredFileId = (value: string | null): value is string =>
  value !== null && UUID.test(value);

/**
 * The verification queue (provider-admin-side.md §7 'Verification queue'): providers pending or
 * unverified (but for unclaimed places from a registry, decision 061), oldest first, one page at
 * a time, each with whether a document is on file and
 * whether the last e-mail about it went out. The plain queue is read along
 * providers_verification_queue_idx (verification_status, created_at, id), one status at a time,
 * and so is one state's along providers_verification_state_idx (state, verification_status,
 * created_at, id), both partial on the queue's rows (0026); a
 * search or the name order (decision 046) reads the queued rows in one statement.
 */
export async function getVerificationQueue(
  db: Db,
  page: number,
  filters: Partial<AdminQueueFilters> = {},
  pageSize = VERIFICATION_QUEUE_PAGE_SIZE,
): Promise<VerificationQueueResponse> {
  const columns = {
    id: providers.id,
    name: providers.name,
    category: providers.category,
    location: providers.location,
    contactEmail: providers.contact_email,
    verificationStatus: providers.verification_status,
    documentId: providers.verification_document_url,
    verificationNotes: providers.verification_notes,
    verificationRequestedAt: providers.verification_requested_at,
    createdAt: providers.created_at,
  };
  const offset = (page - 1) * pageSize;
  /* Each status is read in created_at order along the index (forwards for oldest first,
   * backwards for newest first) and the two runs are merged: one query over both statuses would
   * sort every queued provider to find the first few. */
  const sort = filters.sort ?? 'oldest';
  const byTime = sort === 'newest' ? desc : asc;
  const inState = providerInState(filters.state);
  const walk = (status: (typeof QUEUED)[number]) =>
    db
      .select(columns)
      .from(providers)
      .where(and(eq(providers.verification_status, status), waitingForTheTeam, inState))
      .orderBy(byTime(providers.created_at), byTime(providers.id))
      .limit(offset + pageSize);
  const narrowed = narrowing(filters);
  const queued = and(
    inArray(providers.verification_status, [...QUEUED]),
    waitingForTheTeam,
    narrowed,
  );
  const order =
    sort === 'name'
      ? [asc(providers.name), asc(providers.id)]
      : [byTime(providers.created_at), byTime(providers.id)];
  const [rows, [totalRow]] = await Promise.all([
    filters.q || sort === 'name'
      ? db
          .select(columns)
          .from(providers)
          .where(queued)
          .orderBy(...order)
          .limit(pageSize)
          .offset(offset)
      : unionAll(walk('pending'), walk('unverified'))
          .orderBy(byTime(sql`created_at`), byTime(sql`id`))
          .limit(pageSize)
          .offset(offset),
    db.select({ n: count() }).from(providers).where(queued),
  ]);

  const fileIds = rows.map((r) => r.documentId).filter(isStoredFileId);
  const [files, mails] = await Promise.all([
    fileIds.length === 0
      ? []
      : db
          .select({ id: stored_files.id, contentType: stored_files.content_type })
          .from(stored_files)
          .where(inArray(stored_files.id, fileIds)),
    mailStatusFor(
      db,
      'provider',
      rows.map((r) => r.id),
    ),
  ]);
  const typeOf = new Map(files.map((f) => [f.id, f.contentType as DocumentContentType]));

  return {
    items: rows.map((r) => {
      const documentType = (r.documentId && typeOf.get(r.documentId)) || null;
      /* Newest first: the last e-mail about this provider. */
      const mail = mails[String(r.id)]?.[0];
      return {
        id: r.id,
        name: r.name,
        category: r.category,
        location: r.location,
        contactEmail: r.contactEmail?.trim() || null,
        verificationStatus: r.verificationStatus as (typeof QUEUED)[number],
        hasDocument: documentType !== null && DOCUMENT_CONTENT_TYPES.includes(documentType),
        documentType,
        verificationNotes: r.verificationNotes,
        verificationRequestedAt: r.verificationRequestedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        lastMail: mail
          ? {
              kind: mail.kind,
              status: mail.status,
              at: mail.sentAt ?? mail.createdAt,
            }
          : null,
      };
    }),
    page,
    pageSize,
    total: totalRow?.n ?? 0,
  };
}

/**
 * The search (name, contact e-mail or the city in the location, case-insensitive) and the state
 * (from the ZIP code's centroid, or the location's ", TX"); undefined with nothing to narrow by.
 */
const narrowing = ({ q, state }: Partial<AdminQueueFilters>): SQL | undefined =>
  allOf(
    textMatches(q, [
      sql`${providers.name}`,
      sql`${providers.contact_email}`,
      sql`${providers.location}`,
    ]),
    providerInState(state),
  );
