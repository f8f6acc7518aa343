import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import type { Db } from './client';

const FIVE_MB = 5 * 1024 * 1024;

/**
 * Drizzle wraps driver errors ("Failed query: …") and keeps the database's own error as `cause`;
 * the constraint name is in the driver's message (and in `constraint` on both drivers).
 */
function errorText(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) parts.push(current.message);
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') parts.push(constraint);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}

async function expectRejected(run: Promise<unknown>, constraint: string) {
  let caught: unknown;
  try {
    await run;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected the database to reject the row (${constraint})`).toBeDefined();
  expect(errorText(caught)).toContain(constraint);
}

describe.each(testDatabaseModes())('database constraints on %s', (mode) => {
  let testDb: TestDatabase;
  let db: Db;
  let providerId: number;
  let otherProviderId: number;

  const exec = (query: SQL) => db.execute(query);

  async function insertProvider(columns: Record<string, string> = {}): Promise<number> {
    const values = { name: 'Quiet Smiles Dental', category: 'Dentist', ...columns };
    const names = sql.join(
      Object.keys(values).map((k) => sql.identifier(k)),
      sql`, `,
    );
    const params = sql.join(
      Object.values(values).map((v) => sql`${v}`),
      sql`, `,
    );
    const result = await db.execute<{ id: number }>(
      sql`insert into providers (${names}) values (${params}) returning id`,
    );
    return Number(result.rows[0]?.id);
  }

  function insertReview(opts: {
    userId?: string | null;
    providerId?: number;
    rating?: number;
    status?: string;
  }) {
    return exec(sql`
      insert into reviews (user_id, provider_id, provider, overall_rating, review_text, status)
      values (${opts.userId ?? null}, ${opts.providerId ?? providerId}, 'Quiet Smiles Dental',
              ${opts.rating ?? 4}, 'Calm waiting room.', ${opts.status ?? 'pending'})`);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = testDb.database.db;
    await exec(sql`
      insert into users (id, name, email) values
        ('user-a', 'Alex', 'alex@example.com'),
        ('user-b', 'Blair', 'blair@example.com'),
        ('user-c', 'Casey', 'casey@example.com')`);
    providerId = await insertProvider();
    otherProviderId = await insertProvider({ name: 'Gentle Cuts' });
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  describe('reviews', () => {
    it('accept ratings 1 and 5', async () => {
      await insertReview({ rating: 1 });
      await insertReview({ rating: 5 });
    });

    it.each([0, 6, -1])('reject overall_rating %i', async (rating) => {
      await expectRejected(insertReview({ rating }), 'reviews_overall_rating_check');
    });

    it('reject an unknown status', async () => {
      await expectRejected(insertReview({ status: 'published' }), 'reviews_status_check');
    });

    it('allow only one pending or approved review per user and provider', async () => {
      await insertReview({ userId: 'user-a', status: 'pending' });
      await expectRejected(
        insertReview({ userId: 'user-a', status: 'pending' }),
        'reviews_one_live_per_user_provider',
      );
      await expectRejected(
        insertReview({ userId: 'user-a', status: 'approved' }),
        'reviews_one_live_per_user_provider',
      );
      // Another provider, or another user, is a different pair.
      await insertReview({ userId: 'user-a', providerId: otherProviderId });
      await insertReview({ userId: 'user-b', status: 'approved' });
      await expectRejected(
        insertReview({ userId: 'user-b', status: 'pending' }),
        'reviews_one_live_per_user_provider',
      );
    });

    it('let a user review again after a rejection', async () => {
      await insertReview({ userId: 'user-c', status: 'rejected' });
      await insertReview({ userId: 'user-c', status: 'rejected' });
      await insertReview({ userId: 'user-c', status: 'pending' });
      const count = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from reviews where user_id = 'user-c' and provider_id = ${providerId}`,
      );
      expect(Number(count.rows[0]?.n)).toBe(3);
    });

    it('reject a review for a provider that does not exist', async () => {
      await expectRejected(
        insertReview({ userId: 'user-a', providerId: 999_999 }),
        'reviews_provider_id_providers_id_fk',
      );
    });
  });

  describe('providers', () => {
    it('accept every known state', async () => {
      await insertProvider({
        verification_status: 'verified',
        accommodation_status: 'verified',
        promotion_tier: 'premium',
        promotion_status: 'active',
      });
    });

    it.each([
      ['verification_status', 'approved', 'providers_verification_status_check'],
      ['accommodation_status', 'unknown', 'providers_accommodation_status_check'],
      ['promotion_tier', 'gold', 'providers_promotion_tier_check'],
      ['promotion_status', 'paused', 'providers_promotion_status_check'],
    ])('reject %s = %s', async (column, value, constraint) => {
      await expectRejected(insertProvider({ [column]: value }), constraint);
    });
  });

  describe('user_roles', () => {
    it('accept the three roles and reject any other', async () => {
      for (const role of ['admin', 'moderator', 'business_admin']) {
        await exec(sql`insert into user_roles (user_id, role) values ('user-a', ${role})`);
      }
      await expectRejected(
        exec(sql`insert into user_roles (user_id, role) values ('user-b', 'superuser')`),
        'user_roles_role_check',
      );
    });
  });

  describe('favorites', () => {
    it('keep one favourite per user and provider', async () => {
      await exec(
        sql`insert into favorites (user_id, provider_id) values ('user-a', ${providerId})`,
      );
      await exec(
        sql`insert into favorites (user_id, provider_id) values ('user-b', ${providerId})`,
      );
      await expectRejected(
        exec(sql`insert into favorites (user_id, provider_id) values ('user-a', ${providerId})`),
        'favorites_user_provider_unique',
      );
    });

    it('reject a favourite for a provider that does not exist', async () => {
      await expectRejected(
        exec(sql`insert into favorites (user_id, provider_id) values ('user-a', 999999)`),
        'favorites_provider_id_providers_id_fk',
      );
    });
  });

  describe('stored_files', () => {
    const insertFile = (size: number, contentType = 'application/pdf') =>
      exec(sql`
        insert into stored_files (bucket, key, owner_user_id, content_type, size_bytes)
        values ('review-verification', ${`test/${size}-${contentType}`}, 'user-a',
                ${contentType}, ${size})`);

    it('accept a PDF, JPEG or PNG of up to 5 MB', async () => {
      await insertFile(FIVE_MB);
      await insertFile(1, 'image/jpeg');
      await insertFile(1024, 'image/png');
    });

    it('reject a file larger than 5 MB', async () => {
      await expectRejected(insertFile(FIVE_MB + 1), 'stored_files_size_check');
    });

    it('reject an unknown content type', async () => {
      await expectRejected(insertFile(1024, 'image/gif'), 'stored_files_type_check');
    });
  });
});
