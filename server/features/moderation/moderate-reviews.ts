import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ModerationDecision } from '../../../common/contracts/moderation';
import { ADMIN_MESSAGES } from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudits } from '../audit/write-audit';
import { headsUpCounts, recordNewHeadsUps } from '../follow-changes/heads-up-changes';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';

export const ALREADY_MODERATED_MESSAGE =
  'This review has already been moderated. Refresh the queue to see the current list.';
export const SOME_ALREADY_MODERATED_MESSAGE = (count: number) =>
  `${count} of the selected reviews ${count === 1 ? 'is' : 'are'} no longer pending (already moderated or removed). Nothing was changed: refresh the queue and try again.`;
export const REVIEW_NOT_FOUND_MESSAGE = 'We could not find that review.';

export type ModerateReviewsInput = {
  reviewIds: readonly number[];
  status: ModerationDecision;
  notes: string;
  /** 'single' and 'bulk' differ only in their wording. */
  scope: 'single' | 'bulk';
};

/**
 * Approves or rejects pending reviews, all or nothing, in one transaction: the status, notes,
 * moderator and time; on approval the providers' derived fields (so the public card changes at
 * once); and one moderation_logs row per review. Only pending reviews can be decided: if any of them is no
 * longer pending, nothing changes (409), so two moderators cannot overwrite each other.
 */
export async function moderateReviews(
  db: Db,
  admin: SessionUser,
  input: ModerateReviewsInput,
): Promise<{ count: number; moderatedAt: Date }> {
  const notes = input.notes.trim();
  if (input.status === 'rejected' && notes === '') {
    throw AppError.badRequest(
      'NOTES_REQUIRED',
      input.scope === 'single'
        ? ADMIN_MESSAGES.rejectNotesRequired
        : ADMIN_MESSAGES.bulkRejectNotesRequired,
      { field: 'notes' },
    );
  }
  const ids = [...new Set(input.reviewIds)];

  return db.transaction(async (tx) => {
    /* Locked in id order, so two bulk decisions over overlapping sets cannot deadlock. */
    const locked = await tx
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(inArray(reviews.id, ids))
      .orderBy(asc(reviews.id))
      .for('update');
    const pending = locked.filter((r) => r.status === 'pending').length;
    if (pending !== ids.length) {
      if (input.scope === 'single') {
        throw locked.length === 0
          ? AppError.notFound(REVIEW_NOT_FOUND_MESSAGE, 'REVIEW_NOT_FOUND')
          : AppError.conflict('REVIEW_ALREADY_MODERATED', ALREADY_MODERATED_MESSAGE);
      }
      throw AppError.conflict(
        'REVIEW_ALREADY_MODERATED',
        SOME_ALREADY_MODERATED_MESSAGE(ids.length - pending),
      );
    }

    const moderatedAt = new Date();
    const updated = await tx
      .update(reviews)
      .set({
        status: input.status,
        moderator_notes: notes === '' ? null : notes,
        moderated_by: admin.id,
        moderated_at: moderatedAt,
      })
      .where(and(inArray(reviews.id, ids), eq(reviews.status, 'pending')))
      .returning({ id: reviews.id, providerId: reviews.provider_id });

    /* Derived fields count approved reviews only: rejecting a pending review leaves them as
     * they are, so only an approval pays for the recompute (a spam wave is rejected fast). */
    if (input.status === 'approved') {
      const places = updated.flatMap((r) => (r.providerId === null ? [] : [r.providerId]));
      /* A heads-up that now reaches several families is news to followers (decision 072). */
      const headsUpsBefore = await headsUpCounts(tx, places);
      await recomputeProviderStats(tx, places);
      await recordNewHeadsUps(tx, headsUpsBefore);
    }
    await writeAudits(
      tx,
      updated.map((r) => ({
        admin,
        action: input.status === 'approved' ? 'approve' : 'reject',
        targetType: 'review',
        targetId: r.id,
        notes,
      })),
    );
    return { count: updated.length, moderatedAt };
  });
}
