/** Verified Reviewer: at least 3 approved reviews, at least 1 of them verified. */
export const VERIFIED_REVIEWER_MIN_APPROVED = 3;
export const VERIFIED_REVIEWER_MIN_VERIFIED = 1;
/** A practitioner is highlighted only from verified reviews of 4 stars or more. */
export const PRACTITIONER_MIN_RATING = 4;

export interface ReviewerTrust {
  totalApproved: number;
  verifiedApproved: number;
  isVerifiedReviewer: boolean;
}

/** Trust derived from one reviewer's approved reviews (callers pass approved reviews only). */
export function reviewerTrust(approved: readonly { is_verified: boolean }[]): ReviewerTrust {
  const totalApproved = approved.length;
  const verifiedApproved = approved.filter((r) => r.is_verified).length;
  return {
    totalApproved,
    verifiedApproved,
    isVerifiedReviewer:
      totalApproved >= VERIFIED_REVIEWER_MIN_APPROVED &&
      verifiedApproved >= VERIFIED_REVIEWER_MIN_VERIFIED,
  };
}

/** A review "meets criteria" for practitioner approval when it is verified and rated 4 or more. */
export function meetsPractitionerCriteria(review: {
  is_verified: boolean;
  overall_rating: number;
}): boolean {
  return review.is_verified && review.overall_rating >= PRACTITIONER_MIN_RATING;
}
