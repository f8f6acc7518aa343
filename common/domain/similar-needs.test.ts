import { describe, expect, it } from 'vitest';
import { NEEDS_MESSAGES } from '../messages/needs';
import { orderBySimilarNeeds, STORED_REVIEW_SHAPE } from './similar-needs';

const QUIET = 'Quiet Waiting Area';
const VISUAL = 'Visual Schedules or Social Stories';
const DIM = 'Dim or Adjustable Lighting';
const FIDGET = 'Fidget Toys or Stress Balls';

const review = (id: number, day: number, tags: string[]) => ({
  id,
  created_at: new Date(Date.UTC(2026, 0, day)),
  sensory_tags: tags,
});

describe('reviews from families with similar needs (decision 031)', () => {
  const reviews = [
    review(1, 1, [QUIET, VISUAL, DIM]),
    review(2, 9, [FIDGET]),
    review(3, 5, [QUIET]),
    review(4, 7, [VISUAL, DIM]),
    review(5, 8, []),
    review(6, 5, [DIM]),
  ];

  it('puts the reviews that overlap most with my needs first, then the newest', () => {
    const ordered = orderBySimilarNeeds(reviews, [QUIET, VISUAL, DIM], STORED_REVIEW_SHAPE);
    expect(ordered.map((e) => e.review.id)).toEqual([1, 4, 6, 3, 2, 5]);
    expect(ordered.map((e) => e.overlap)).toEqual([3, 2, 1, 1, 0, 0]);
  });

  it("marks each overlapping review 'Similar needs to yours', and no other", () => {
    const ordered = orderBySimilarNeeds(reviews, [FIDGET], STORED_REVIEW_SHAPE);
    expect(ordered.filter((e) => e.similarNeeds).map((e) => e.review.id)).toEqual([2]);
    expect(NEEDS_MESSAGES.similarNeeds).toBe('Similar needs to yours');
  });

  it('with no needs: newest first, nothing marked', () => {
    const ordered = orderBySimilarNeeds(reviews, [], STORED_REVIEW_SHAPE);
    expect(ordered.map((e) => e.review.id)).toEqual([2, 5, 4, 6, 3, 1]);
    expect(ordered.some((e) => e.similarNeeds)).toBe(false);
  });

  it('accepts ISO dates and leaves the input alone', () => {
    const input = [
      { id: 'a', at: '2026-01-01T00:00:00Z', tags: [QUIET] },
      { id: 'b', at: '2026-02-01T00:00:00Z', tags: [QUIET] },
    ];
    const ordered = orderBySimilarNeeds(input, [QUIET], {
      accommodationsOf: (r) => r.tags,
      createdAtOf: (r) => r.at,
      idOf: (r) => r.id,
    });
    expect(ordered.map((e) => e.review.id)).toEqual(['b', 'a']);
    expect(input.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
