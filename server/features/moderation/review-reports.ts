import { and, eq, sql } from 'drizzle-orm';
import type {
  DecideReportResponse,
  ReviewReportsResponse,
} from '../../../common/contracts/provider-profile';
import { reviewerDisplayName } from '../../../common/domain/profile-words';
import { REPORT_QUEUE_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers, review_reports, reviews, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writtenLanguage } from '../../lib/written-language';
import type { SessionUser } from '../../plugins/auth';
import { writeAudits } from '../audit/write-audit';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';

/**
 * Open reports of published reviews, newest first, keyset-paged on (created_at, id) along
 * review_reports_status_created_idx.
 */
export async function listReviewReports(
  db: Db,
  input: { limit: number; cursor?: number | undefined },
): Promise<ReviewReportsResponse> {
  const rows = await db
    .select({
      id: review_reports.id,
      reviewId: review_reports.review_id,
      reason: review_reports.reason,
      details: review_reports.details,
      createdAt: review_reports.created_at,
      reviewText: reviews.review_text,
      reviewStatus: reviews.status,
      providerId: reviews.provider_id,
      providerName: sql<string>`coalesce(${providers.name}, ${reviews.provider}, '')`,
      authorName: users.name,
      reportCount: sql<number>`(SELECT count(*)::int FROM review_reports o WHERE o.review_id = ${review_reports.review_id} AND o.status = 'open')`,
    })
    .from(review_reports)
    .innerJoin(reviews, eq(reviews.id, review_reports.review_id))
    .leftJoin(providers, eq(providers.id, reviews.provider_id))
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(
      and(
        eq(review_reports.status, 'open'),
        input.cursor === undefined
          ? undefined
          : sql`(${review_reports.created_at}, ${review_reports.id}) < (SELECT c.created_at, c.id FROM review_reports c WHERE c.id = ${input.cursor})`,
      ),
    )
    .orderBy(sql`${review_reports.created_at} DESC, ${review_reports.id} DESC`)
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    reports: page.map((r) => ({
      id: r.id,
      reviewId: r.reviewId,
      providerId: r.providerId,
      providerName: r.providerName,
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      reviewText: r.reviewText,
      reviewLang: writtenLanguage(r.reviewText),
      reviewStatus: r.reviewStatus,
      reviewDisplayName: reviewerDisplayName(r.authorName),
      reportCount: Number(r.reportCount),
    })),
    nextCursor: rows.length > input.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/**
 * An admin's decision on an open report, in one transaction with its audit rows.
 * - dismiss: this report is closed ('dismissed'); the review stays published.
 * - unpublish: the review leaves the profile (status 'rejected', the admin's note kept), every
 *   open report of it is closed ('actioned'), and the provider's derived stats are recomputed
 *   (recomputeProviderStats), so counts, badges and evidence no longer include it.
 */
export async function decideReviewReport(
  db: Db,
  admin: SessionUser,
  reportId: number,
  input: { decision: 'dismiss' | 'unpublish'; notes: string },
): Promise<DecideReportResponse> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: review_reports.id,
        status: review_reports.status,
        reviewId: review_reports.review_id,
      })
      .from(review_reports)
      .where(eq(review_reports.id, reportId))
      .for('update');
    if (!report) throw AppError.notFound(REPORT_QUEUE_MESSAGES.notFound, 'REPORT_NOT_FOUND');
    if (report.status !== 'open') {
      throw AppError.conflict('REPORT_ALREADY_DECIDED', REPORT_QUEUE_MESSAGES.alreadyDecided);
    }
    const now = new Date();
    const notes = input.notes.trim();
    const resolution = { resolved_by: admin.id, resolved_at: now, resolution_notes: notes || null };

    if (input.decision === 'dismiss') {
      await tx
        .update(review_reports)
        .set({ status: 'dismissed', ...resolution })
        .where(eq(review_reports.id, reportId));
      await writeAudits(tx, [
        { admin, action: 'dismiss_report', targetType: 'report', targetId: reportId, notes },
      ]);
      return { id: reportId, status: 'dismissed', closed: 1 };
    }

    const [review] = await tx
      .update(reviews)
      .set({
        status: 'rejected',
        moderator_notes: notes || 'Unpublished after a report.',
        moderated_by: admin.id,
        moderated_at: now,
      })
      .where(eq(reviews.id, report.reviewId))
      .returning({ id: reviews.id, providerId: reviews.provider_id });
    const closed = await tx
      .update(review_reports)
      .set({ status: 'actioned', ...resolution })
      .where(and(eq(review_reports.review_id, report.reviewId), eq(review_reports.status, 'open')))
      .returning({ id: review_reports.id });
    if (review?.providerId) await recomputeProviderStats(tx, [review.providerId]);
    await writeAudits(tx, [
      ...closed.map((c) => ({
        admin,
        action: 'resolve_report' as const,
        targetType: 'report' as const,
        targetId: c.id,
        notes,
      })),
      {
        admin,
        action: 'reject',
        targetType: 'review',
        targetId: report.reviewId,
        notes: notes || 'Unpublished after a report.',
      },
    ]);
    return { id: reportId, status: 'actioned', closed: closed.length };
  });
}
