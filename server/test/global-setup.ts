import { ensurePostgresTemplate, pgliteTemplate } from './templates';

/*
 * Vitest's globalSetup: makes the migrated template databases once, before the workers start, so
 * parallel test files copy them instead of each making its own (templates.ts, decision 049).
 * Both are kept between runs (keyed by the migrations' hash), so this is quick when nothing changed.
 */
export default async function setup(): Promise<void> {
  await Promise.all([
    pgliteTemplate('migrated'),
    process.env.TEST_DATABASE_URL ? ensurePostgresTemplate(process.env.TEST_DATABASE_URL) : null,
  ]);
}
