import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBySimilarNeeds, STORED_REVIEW_SHAPE } from '../../../../common/domain/similar-needs';
import { reviews } from '../../../db/schema/index';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../../test/databases';
import { insertProvider } from '../../providers/provider-factory';
import { orderReviewsBySimilarNeeds } from './order-reviews-by-similar-needs';

const QUIET = 'Quiet Waiting Area';
const VISUAL = 'Visual Schedules or Social Stories';
const DIM = 'Dim or Adjustable Lighting';
const FIDGET = 'Fidget Toys or Stress Balls';
const NEEDS = [QUIET, VISUAL, DIM];

describe.each(testDatabaseModes())('reviews ordered by similar needs in SQL (%s)', (mode) => {
  let t: TestDatabase;
  let providerId: number;
  const stored: { id: number; created_at: Date; sensory_tags: string[] }[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(mode);
    const db = t.database.db;
    providerId = await insertProvider(db);
    const other = await insertProvider(db);
    const specs: [number, string[], 'approved' | 'pending'][] = [
      [1, [QUIET, VISUAL, DIM], 'approved'],
      [9, [FIDGET], 'approved'],
      [5, [QUIET, QUIET], 'approved'],
      [7, [VISUAL, DIM], 'approved'],
      [8, [], 'approved'],
      [5, [DIM], 'approved'],
      [3, [QUIET, VISUAL, DIM], 'pending'],
    ];
    for (const [day, tags, status] of specs) {
      const created_at = new Date(Date.UTC(2026, 0, day));
      const [row] = await db
        .insert(reviews)
        .values({
          provider_id: providerId,
          reviewer_name: 'family',
          overall_rating: 4,
          review_text: 'A calm visit.',
          sensory_tags: tags,
          status,
          created_at,
        })
        .returning({ id: reviews.id });
      if (row && status === 'approved') stored.push({ id: row.id, created_at, sensory_tags: tags });
    }
    await db.insert(reviews).values({
      provider_id: other,
      reviewer_name: 'family',
      overall_rating: 4,
      review_text: 'Elsewhere.',
      sensory_tags: [QUIET],
      status: 'approved',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('gives the domain rule’s order, approved reviews of the provider only, a page at a time', async () => {
    const expected = orderBySimilarNeeds(stored, NEEDS, STORED_REVIEW_SHAPE).map((e) => ({
      id: e.review.id,
      overlap: e.overlap,
      similarNeeds: e.similarNeeds,
    }));
    const seen: typeof expected = [];
    let cursor: number | undefined;
    for (let i = 0; i < 5; i += 1) {
      const page = await orderReviewsBySimilarNeeds(t.database.db, providerId, NEEDS, {
        limit: 2,
        cursor,
      });
      seen.push(...page.entries);
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(expected);
    expect(seen.map((e) => e.overlap)).toEqual([3, 2, 1, 1, 0, 0]);
  });

  it('with no needs: newest first, nothing marked', async () => {
    const page = await orderReviewsBySimilarNeeds(t.database.db, providerId, [], { limit: 10 });
    expect(page.entries.map((e) => e.id)).toEqual(
      orderBySimilarNeeds(stored, [], STORED_REVIEW_SHAPE).map((e) => e.review.id),
    );
    expect(page.entries.some((e) => e.similarNeeds)).toBe(false);
    expect(page.nextCursor).toBeNull();
  });
});
