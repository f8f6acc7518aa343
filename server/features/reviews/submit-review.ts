import { eq } from 'drizzle-orm';
import type { SubmitReviewBody, SubmitReviewResponse } from '../../../common/contracts/reviews';
import {
  countSelectedAccommodations,
  hasMismatch,
  reviewSensoryMatchScore,
} from '../../../common/domain/review-score';
import { REVIEW_MESSAGES } from '../../../common/messages/review';
import type { Db, DbOrTx } from '../../db/client';
import { providers, reviews, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { REVIEW_PROOF_BUCKET } from '../../plugins/storage';

export const REVIEW_EXISTS_MESSAGE =
  'You have already reviewed this business. Your review is waiting for moderation or is already published.';

const fieldError = (code: string, message: string, field: string) =>
  AppError.badRequest(code, message, { field });

/** The part of the e-mail before the @ (public-side.md §3, "Review as stored"). */
export function reviewerNameOf(email: string): string {
  return email.split('@')[0]?.trim() || 'Anonymous';
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * Stores a review exactly as the spec's "Review as stored" lists it, recomputing everything
 * derived from the ticked items: the browser's own score or flags are never trusted. The stars
 * are the reviewer's own choice, not derived from the ticked items (decision 039).
 * A second pending-or-approved review of the same business is refused (409 REVIEW_EXISTS), by
 * the database's partial unique index, so two simultaneous submissions cannot both get in.
 */
export async function submitReview(
  db: Db,
  user: SessionUser,
  body: SubmitReviewBody,
): Promise<SubmitReviewResponse> {
  const { values, isVerified } = await prepareReview(db, user, body);
  const [row] = await db
    .insert(reviews)
    .values(values)
    /* The only unique index besides the key is reviews_one_live_per_user_provider. */
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw AppError.conflict('REVIEW_EXISTS', REVIEW_EXISTS_MESSAGE);
  return { id: row.id, status: 'pending', isVerified };
}

/**
 * Checks a review body and builds the row to store (submit, and the author's edit of a pending
 * review in features/me/account): the same rules either way.
 */
export async function prepareReview(
  db: DbOrTx,
  user: SessionUser,
  body: SubmitReviewBody,
): Promise<{ values: typeof reviews.$inferInsert; isVerified: boolean }> {
  const categoryExperiences = {
    environment: unique(body.categoryExperiences.environment),
    tools: unique(body.categoryExperiences.tools),
    communication: unique(body.categoryExperiences.communication),
  };
  const selected = countSelectedAccommodations(categoryExperiences);
  if (selected === 0) {
    throw fieldError(
      'NO_ACCOMMODATIONS',
      REVIEW_MESSAGES.selectAccommodations.description,
      'categoryExperiences',
    );
  }

  const [provider] = await db
    .select({ id: providers.id, name: providers.name, status: providers.accommodation_status })
    .from(providers)
    .where(eq(providers.id, body.providerId));
  if (!provider || provider.status === 'pending') {
    throw fieldError(
      'UNKNOWN_PROVIDER',
      'We could not find that business. Please choose one from the list.',
      'providerId',
    );
  }

  let proof: { id: string; contentType: string } | null = null;
  if (body.proofFileId) {
    const [file] = await db
      .select({
        id: stored_files.id,
        owner: stored_files.owner_user_id,
        bucket: stored_files.bucket,
        contentType: stored_files.content_type,
      })
      .from(stored_files)
      .where(eq(stored_files.id, body.proofFileId));
    if (!file || file.owner !== user.id || file.bucket !== REVIEW_PROOF_BUCKET) {
      throw fieldError(
        'INVALID_PROOF_FILE',
        'We could not find your uploaded proof. Please upload it again.',
        'proofFileId',
      );
    }
    proof = { id: file.id, contentType: file.contentType };
  }

  const score = reviewSensoryMatchScore(selected);
  const mismatch = hasMismatch(body.categoryMatches);
  const flat = [
    ...categoryExperiences.environment,
    ...categoryExperiences.tools,
    ...categoryExperiences.communication,
  ];
  const practitioner = body.practitionerName?.trim() || null;
  const isVerified = proof !== null && body.verifiedExperience;
  const headsUp = unique(body.headsUp ?? []);
  const headsUpOther = headsUp.includes('other') ? body.headsUpOther?.trim() || null : null;

  const values = {
    user_id: user.id,
    provider_id: provider.id,
    provider: provider.name,
    reviewer_name: reviewerNameOf(user.email),
    overall_rating: body.overallRating,
    rating_chosen: true,
    review_text: body.overallFeedback.trim(),
    sensory_ratings: {
      category_experiences: categoryExperiences,
      category_comments: body.categoryComments,
      category_matches: body.categoryMatches,
      feedback_tags: unique(body.feedbackTags),
      sensory_match_score: score,
      has_mismatch: mismatch,
    },
    sensory_tags: flat,
    verified_accommodations: flat,
    accommodation_notes: practitioner,
    status: 'pending',
    practitioner_approved: false,
    is_verified: isVerified,
    /* A reference to the private file (its stored_files id), never a public address:
     * moderators open it through GET /api/files/{id}/link (docs/decisions/008). */
    verification_document_url: proof?.id ?? null,
    verification_document_type: proof?.contentType ?? null,
    visit_day: body.visitDay ?? null,
    visit_time: body.visitTime ?? null,
    busyness: body.busyness ?? null,
    heads_up: headsUp,
    heads_up_other: headsUpOther,
  } satisfies typeof reviews.$inferInsert;
  return { values, isVerified };
}
