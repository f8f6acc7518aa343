import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  ReportVisitThreadBody,
  VisitReportsResponse,
} from '../../../common/contracts/visit-messages';
import { VISIT_MESSAGE_ERRORS } from '../../../common/messages/visit-messages';
import type { Db } from '../../db/client';
import { providers, visit_thread_reports, visit_threads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { reportedBy, type Side, threadForSide, threadMessages } from './thread-access';

/**
 * "Report this conversation" from either side (decision 069): one open report per side at a
 * time. From then on, and only while a report is open, moderators may read the thread.
 */
export async function reportVisitThread(
  db: Db,
  user: SessionUser,
  threadId: number,
  side: Side,
  input: ReportVisitThreadBody,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    await threadForSide(tx, threadId, user.id, side);
    if (await reportedBy(tx, threadId, side)) {
      throw AppError.conflict('ALREADY_REPORTED', VISIT_MESSAGE_ERRORS.ALREADY_REPORTED);
    }
    await tx.insert(visit_thread_reports).values({
      thread_id: threadId,
      reporter_user_id: user.id,
      reporter_side: side,
      reason: input.reason,
      details: input.details || null,
    });
    return { ok: true as const };
  });
}

const REPORTS_LIMIT = 50;

/**
 * Open reports, newest first, each with its thread's messages: the only way a moderator reads a
 * conversation. Neither side's e-mail is in it.
 */
export async function listVisitReports(db: Db): Promise<VisitReportsResponse> {
  const rows = await db
    .select({
      id: visit_thread_reports.id,
      reporterSide: visit_thread_reports.reporter_side,
      reason: visit_thread_reports.reason,
      details: visit_thread_reports.details,
      createdAt: visit_thread_reports.created_at,
      threadId: visit_thread_reports.thread_id,
      providerName: providers.name,
    })
    .from(visit_thread_reports)
    .innerJoin(visit_threads, eq(visit_threads.id, visit_thread_reports.thread_id))
    .innerJoin(providers, eq(providers.id, visit_threads.provider_id))
    .where(eq(visit_thread_reports.status, 'open'))
    .orderBy(desc(visit_thread_reports.created_at), desc(visit_thread_reports.id))
    .limit(REPORTS_LIMIT);
  const reports = [];
  for (const r of rows) {
    reports.push({
      ...r,
      createdAt: r.createdAt.toISOString(),
      messages: await threadMessages(db, r.threadId),
    });
  }
  return { reports };
}

/** A moderator closes a report once handled: with no open report left, the thread is private again. */
export async function closeVisitReport(
  db: Db,
  moderator: SessionUser,
  reportId: number,
): Promise<{ ok: true }> {
  const closed = await db
    .update(visit_thread_reports)
    .set({ status: 'closed', closed_by: moderator.id, closed_at: new Date() })
    .where(
      and(inArray(visit_thread_reports.id, [reportId]), eq(visit_thread_reports.status, 'open')),
    )
    .returning({ id: visit_thread_reports.id });
  if (closed.length === 0) {
    throw AppError.notFound(VISIT_MESSAGE_ERRORS.REPORT_NOT_FOUND, 'REPORT_NOT_FOUND');
  }
  return { ok: true };
}
