import { describe, expect, it } from 'vitest';
import { type ApprovedReviewFacts, computeProviderStats } from './provider-stats';

let seq = 0;
function review(overrides: Partial<ApprovedReviewFacts> = {}): ApprovedReviewFacts {
  seq += 1;
  return {
    user_id: `user-${seq}`,
    overall_rating: 5,
    rating_chosen: true,
    is_verified: false,
    verified_accommodations: [],
    ...overrides,
  };
}

const FOUR_IN_TWO_CATEGORIES = [
  'Quiet Waiting Area',
  'Sensory-Friendly Hours',
  'Sensory Toolkits',
  'Fidget Toys or Stress Balls',
];

describe('computeProviderStats', () => {
  it('gives empty statistics when there are no approved reviews', () => {
    expect(computeProviderStats(['Quiet Waiting Area'], [])).toEqual({
      total_review_count: 0,
      average_rating: null,
      rating_count: 0,
      verified_percentage: 0,
      sensory_match_score: 0,
      isCommunityVerified: false,
      isTrustedAlly: false,
    });
  });

  describe('average rating', () => {
    it('is the mean of approved ratings', () => {
      const stats = computeProviderStats(
        [],
        [review({ overall_rating: 4 }), review({ overall_rating: 5 })],
      );
      expect(stats.average_rating).toBe(4.5);
      expect(stats.total_review_count).toBe(2);
    });

    it('is rounded to 2 decimals', () => {
      const ratings = [5, 4, 4].map((overall_rating) => review({ overall_rating }));
      expect(computeProviderStats([], ratings).average_rating).toBe(4.33);
      const upward = [5, 5, 4].map((overall_rating) => review({ overall_rating }));
      expect(computeProviderStats([], upward).average_rating).toBe(4.67);
    });

    it('counts only ratings the reviewers chose (decision 039)', () => {
      const stats = computeProviderStats(
        [],
        [
          review({ overall_rating: 5 }),
          review({ overall_rating: 2, rating_chosen: false }),
          review({ overall_rating: 4 }),
        ],
      );
      expect(stats.average_rating).toBe(4.5);
      expect(stats.rating_count).toBe(2);
      expect(stats.total_review_count).toBe(3);
    });

    it('is null, with no ratings, when no reviewer chose stars', () => {
      const stats = computeProviderStats([], [review({ overall_rating: 3, rating_chosen: false })]);
      expect(stats.average_rating).toBeNull();
      expect(stats.rating_count).toBe(0);
      expect(stats.total_review_count).toBe(1);
    });
  });

  describe('verified percentage', () => {
    it('is the share of approved reviews that are verified, as an integer', () => {
      const reviews = [review({ is_verified: true }), review(), review()];
      expect(computeProviderStats([], reviews).verified_percentage).toBe(33);
    });

    it('rounds half up', () => {
      const reviews = [review({ is_verified: true }), ...Array.from({ length: 7 }, () => review())];
      expect(computeProviderStats([], reviews).verified_percentage).toBe(13);
    });

    it('is 100 when every review is verified', () => {
      const reviews = [review({ is_verified: true }), review({ is_verified: true })];
      expect(computeProviderStats([], reviews).verified_percentage).toBe(100);
    });
  });

  describe('sensory match score: accommodations confirmed by reviewers ÷ listed × 100', () => {
    it('is 0 when nothing is listed', () => {
      const stats = computeProviderStats(
        [],
        [review({ verified_accommodations: ['Quiet Waiting Area'] })],
      );
      expect(stats.sensory_match_score).toBe(0);
    });

    it('counts an accommodation once however many reviewers confirm it', () => {
      const stats = computeProviderStats(
        ['Quiet Waiting Area', 'Sensory Toolkits', 'Sensory-Friendly Hours'],
        [
          review({ verified_accommodations: ['Quiet Waiting Area'] }),
          review({ verified_accommodations: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'] }),
        ],
      );
      expect(stats.sensory_match_score).toBe(33);
    });

    it('ignores confirmations of accommodations the provider did not list', () => {
      const stats = computeProviderStats(
        ['Quiet Waiting Area', 'Sensory Toolkits'],
        [review({ verified_accommodations: ['Dim or Adjustable Lighting'] })],
      );
      expect(stats.sensory_match_score).toBe(0);
    });

    it('is 100 when every listed accommodation is confirmed', () => {
      const stats = computeProviderStats(
        ['Quiet Waiting Area', 'Sensory Toolkits'],
        [
          review({ verified_accommodations: ['Quiet Waiting Area'] }),
          review({ verified_accommodations: ['sensory toolkits '] }),
        ],
      );
      expect(stats.sensory_match_score).toBe(100);
    });

    it('counts a listed name repeated in the listing once', () => {
      const stats = computeProviderStats(
        ['Quiet Waiting Area', 'Quiet Waiting Area', 'Sensory Toolkits'],
        [review({ verified_accommodations: ['Quiet Waiting Area'] })],
      );
      expect(stats.sensory_match_score).toBe(50);
    });
  });

  describe('Community Verified: at least 3 approved reviews from different users and at least 2 verified', () => {
    it('is earned at exactly 3 reviewers and 2 verified reviews', () => {
      const reviews = [review({ is_verified: true }), review({ is_verified: true }), review()];
      expect(computeProviderStats([], reviews).isCommunityVerified).toBe(true);
    });

    it('is not earned with only 2 different reviewers', () => {
      const reviews = [
        review({ user_id: 'a', is_verified: true }),
        review({ user_id: 'a', is_verified: true }),
        review({ user_id: 'b' }),
      ];
      expect(computeProviderStats([], reviews).isCommunityVerified).toBe(false);
    });

    it('is not earned with only 1 verified review', () => {
      const reviews = [review({ is_verified: true }), review(), review(), review()];
      expect(computeProviderStats([], reviews).isCommunityVerified).toBe(false);
    });

    it('does not count reviews without a known author as different users', () => {
      const reviews = [
        review({ user_id: null, is_verified: true }),
        review({ user_id: null, is_verified: true }),
        review({ user_id: 'a' }),
      ];
      expect(computeProviderStats([], reviews).isCommunityVerified).toBe(false);
    });
  });

  describe('Trusted Ally: at least 4 listed from the catalogue, in at least 2 categories, at least 2 confirmed', () => {
    const confirming = [
      review({ verified_accommodations: ['Quiet Waiting Area', 'Sensory Toolkits'] }),
    ];

    it('is earned at exactly the thresholds', () => {
      expect(computeProviderStats(FOUR_IN_TWO_CATEGORIES, confirming).isTrustedAlly).toBe(true);
    });

    it('is not earned with only 3 catalogue accommodations listed', () => {
      const listed = FOUR_IN_TWO_CATEGORIES.slice(0, 3);
      expect(computeProviderStats(listed, confirming).isTrustedAlly).toBe(false);
    });

    it('does not count custom accommodations towards the 4', () => {
      const listed = [...FOUR_IN_TWO_CATEGORIES.slice(0, 3), 'Quiet parking'];
      expect(computeProviderStats(listed, confirming).isTrustedAlly).toBe(false);
    });

    it('is not earned when every listed accommodation is in one category', () => {
      const listed = [
        'Quiet Waiting Area',
        'Sensory-Friendly Hours',
        'Dim or Adjustable Lighting',
        'Calm or Neutral Decor',
      ];
      const reviews = [
        review({ verified_accommodations: ['Quiet Waiting Area', 'Calm or Neutral Decor'] }),
      ];
      expect(computeProviderStats(listed, reviews).isTrustedAlly).toBe(false);
    });

    it('is not earned with only 1 accommodation confirmed', () => {
      const reviews = [review({ verified_accommodations: ['Quiet Waiting Area'] })];
      expect(computeProviderStats(FOUR_IN_TWO_CATEGORIES, reviews).isTrustedAlly).toBe(false);
    });

    it('accepts confirmations spread over several reviewers', () => {
      const reviews = [
        review({ verified_accommodations: ['Quiet Waiting Area'] }),
        review({ verified_accommodations: ['Fidget Toys or Stress Balls'] }),
      ];
      expect(computeProviderStats(FOUR_IN_TWO_CATEGORIES, reviews).isTrustedAlly).toBe(true);
    });

    it('does not count a confirmed custom accommodation towards the 2 confirmed', () => {
      const listed = [...FOUR_IN_TWO_CATEGORIES, 'Quiet parking'];
      const reviews = [
        review({ verified_accommodations: ['Quiet Waiting Area', 'Quiet parking'] }),
      ];
      expect(computeProviderStats(listed, reviews).isTrustedAlly).toBe(false);
    });
  });
});
