import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import type { Db } from './client';

/* Migration 0027 (decision 062): an account's language and an application's, 'en' unless set. */
describe.each(testDatabaseModes())('language columns (%s)', (mode) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(mode);
    db = testDb.database.db;
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('default to English and keep Spanish', async () => {
    await db.execute(sql`INSERT INTO users (id, email) VALUES ('u-en', 'en@example.com')`);
    await db.execute(
      sql`INSERT INTO users (id, email, locale) VALUES ('u-es', 'es@example.com', 'es')`,
    );
    const users = await db.execute<{ id: string; locale: string }>(
      sql`SELECT id, locale FROM users WHERE id IN ('u-en', 'u-es') ORDER BY id`,
    );
    expect(users.rows).toEqual([
      { id: 'u-en', locale: 'en' },
      { id: 'u-es', locale: 'es' },
    ]);
    const providers = await db.execute<{ application_locale: string }>(sql`
      INSERT INTO providers (name, category) VALUES ('Calm Dental', 'Dentist')
      RETURNING application_locale`);
    expect(providers.rows).toEqual([{ application_locale: 'en' }]);
  });

  it('refuse a language CalmPath does not speak', async () => {
    await expect(
      db.execute(
        sql`INSERT INTO users (id, email, locale) VALUES ('u-fr', 'fr@example.com', 'fr')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`INSERT INTO providers (name, category, application_locale) VALUES ('X', 'Dentist', 'fr')`,
      ),
    ).rejects.toThrow();
  });
});
