import { eq } from 'drizzle-orm';
import type {
  PractitionerAction,
  PractitionerDecisionResponse,
  PractitionerStatus,
} from '../../../common/contracts/practitioners';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { meetsPractitionerCriteria } from './list-practitioners';

const RESULT: Record<PractitionerAction, PractitionerStatus> = {
  approve: 'approved',
  reject: 'rejected',
  revoke: 'revoked',
};

/* Approve works from any undecided or withdrawn state; reject only before a decision; revoke
 * only withdraws an approval. */
const ALLOWED_FROM: Record<PractitionerAction, readonly PractitionerStatus[]> = {
  approve: ['pending', 'rejected', 'revoked'],
  reject: ['pending'],
  revoke: ['approved'],
};

export const PRACTITIONER_NOT_FOUND_MESSAGE = 'We could not find a practitioner on that review.';
export const PRACTITIONER_CRITERIA_MESSAGE =
  'Review does not meet the criteria: only a verified review rated 4 or more can highlight a practitioner.';
export const practitionerStateMessage = (action: PractitionerAction, from: PractitionerStatus) =>
  action === 'revoke'
    ? `Only an approved practitioner can be revoked; this one is ${from}.`
    : `This practitioner is already ${from}; refresh the list to see the current state.`;

/**
 * Approves, rejects or revokes the practitioner a review names, with its audit row, in one
 * transaction. practitioner_approved mirrors practitioner_status = 'approved'. The criteria
 * (verified, rating ≥ 4) are enforced here, not only shown (decision 016).
 */
export async function decidePractitioner(
  db: Db,
  admin: SessionUser,
  input: { reviewId: number; action: PractitionerAction; notes?: string },
): Promise<PractitionerDecisionResponse> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        name: reviews.accommodation_notes,
        isVerified: reviews.is_verified,
        overallRating: reviews.overall_rating,
        status: reviews.practitioner_status,
      })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .for('update');
    if (!review?.name?.trim()) {
      throw AppError.notFound(PRACTITIONER_NOT_FOUND_MESSAGE, 'PRACTITIONER_NOT_FOUND');
    }
    if (!ALLOWED_FROM[input.action].includes(review.status)) {
      throw AppError.conflict(
        'PRACTITIONER_STATE',
        practitionerStateMessage(input.action, review.status),
      );
    }
    if (input.action === 'approve' && !meetsPractitionerCriteria(review)) {
      throw AppError.conflict('PRACTITIONER_CRITERIA', PRACTITIONER_CRITERIA_MESSAGE);
    }
    const status = RESULT[input.action];
    await tx
      .update(reviews)
      .set({ practitioner_status: status, practitioner_approved: status === 'approved' })
      .where(eq(reviews.id, input.reviewId));
    await writeAudit(tx, {
      admin,
      action: `${input.action}_practitioner`,
      targetType: 'review',
      targetId: input.reviewId,
      notes: input.notes,
    });
    return {
      reviewId: input.reviewId,
      practitionerStatus: status,
      practitionerApproved: status === 'approved',
    };
  });
}
