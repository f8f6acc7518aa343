import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The files that take longest, longest first (clean-clone CI of 2026-11-27, two workers: fuzz
 * 125 s, rate-limit 56 s, the authz matrix 54 s, durability 32 s, account 32 s, the admin CLI 24 s,
 * the start script 19 s). Vitest orders a run by the durations it cached on the last run, else by
 * file size; CI starts from a clean clone with no cache, and the matrix came 104th of 118 and
 * ran alone at the end. Started first, the long files overlap the many short ones (decision 049).
 */
const SLOW_FILES = [
  'server/test/fuzz.test.ts',
  'server/import/read-nppes-memory.test.ts',
  'server/plugins/rate-limit.test.ts',
  'server/test/authz/matrix.test.ts',
  'server/durability.test.ts',
  'server/features/me/account/account.test.ts',
  'server/cli/admin.test.ts',
  'server/cli/seed.test.ts',
  'server/start-script.test.ts',
  'server/shutdown.test.ts',
  'server/several-processes.test.ts',
  'server/web-concurrency.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at === -1 ? SLOW_FILES.length : at;
};

/** Vitest's own order (cached durations, then size), with the known slow files moved first. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
