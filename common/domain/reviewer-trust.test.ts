import { describe, expect, it } from 'vitest';
import { meetsPractitionerCriteria, reviewerTrust } from './reviewer-trust';

const approved = (verified: number, unverified: number) => [
  ...Array.from({ length: verified }, () => ({ is_verified: true })),
  ...Array.from({ length: unverified }, () => ({ is_verified: false })),
];

describe('Verified Reviewer: at least 3 approved reviews and at least 1 verified approved review', () => {
  it('counts approved and verified approved reviews', () => {
    expect(reviewerTrust(approved(2, 3))).toEqual({
      totalApproved: 5,
      verifiedApproved: 2,
      isVerifiedReviewer: true,
    });
  });

  it('is earned at exactly 3 approved with 1 verified', () => {
    expect(reviewerTrust(approved(1, 2)).isVerifiedReviewer).toBe(true);
  });

  it('is not earned with only 2 approved reviews, even both verified', () => {
    expect(reviewerTrust(approved(2, 0)).isVerifiedReviewer).toBe(false);
  });

  it('is not earned without a verified review', () => {
    expect(reviewerTrust(approved(0, 5)).isVerifiedReviewer).toBe(false);
  });

  it('is not earned with no reviews', () => {
    expect(reviewerTrust([])).toEqual({
      totalApproved: 0,
      verifiedApproved: 0,
      isVerifiedReviewer: false,
    });
  });
});

describe("practitioner 'meets criteria': verified and overall rating at least 4", () => {
  it('meets criteria when verified and rated 4 or 5', () => {
    expect(meetsPractitionerCriteria({ is_verified: true, overall_rating: 4 })).toBe(true);
    expect(meetsPractitionerCriteria({ is_verified: true, overall_rating: 5 })).toBe(true);
  });

  it('does not meet criteria when rated 3', () => {
    expect(meetsPractitionerCriteria({ is_verified: true, overall_rating: 3 })).toBe(false);
  });

  it('does not meet criteria when not verified', () => {
    expect(meetsPractitionerCriteria({ is_verified: false, overall_rating: 5 })).toBe(false);
  });
});
