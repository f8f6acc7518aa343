import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, MIGRATIONS_FOLDER } from '../db/client';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from './databases';
import { migrationsHash, postgresTemplateName } from './templates';

/*
 * Test databases are copies of a template migrated once (decision 049): each copy must be fully
 * migrated, unmigrated when asked, and its own.
 */
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n);
}

it('names the template by a hash of the migrations', () => {
  expect(migrationsHash()).toMatch(/^[0-9a-f]{16}$/);
  expect(postgresTemplateName()).toBe(`calmpath_tmpl_${migrationsHash()}`);
});

describe.each(testDatabaseModes())('test databases from the template (%s)', (mode) => {
  let a: TestDatabase;
  let b: TestDatabase;
  let bare: TestDatabase;
  beforeAll(async () => {
    [a, b, bare] = await Promise.all([
      createTestDatabase(mode),
      createTestDatabase(mode),
      createTestDatabase(mode, { migrate: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup(), bare?.cleanup()]);
  });

  it('every migration is applied and the ZIP centroids are loaded', async () => {
    const { db } = a.database;
    expect(await count(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(await count(db, sql`select count(*)::int as n from zip_centroids`)).toBeGreaterThan(
      40_000,
    );
    /* A migrate on a copy finds nothing left to do. */
    await a.database.migrate();
    expect(await count(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
  });

  it('each copy has its own rows', async () => {
    const email = `template-${mode}@example.com`;
    await a.database.db.execute(
      sql`insert into users (id, name, email) values (${`t-${mode}`}, 'Template test', ${email})`,
    );
    const inA = sql`select count(*)::int as n from users where email = ${email}`;
    expect(await count(a.database.db, inA)).toBe(1);
    expect(await count(b.database.db, inA)).toBe(0);
  });

  it('migrate: false gives a database no migration has touched', async () => {
    const { db } = bare.database;
    expect(
      await count(
        db,
        sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ),
    ).toBe(0);
  });
});
