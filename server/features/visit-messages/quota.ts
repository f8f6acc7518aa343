import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { VISIT_QUOTA_KINDS } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Takes one place of an account's quota in the caller's transaction (decision 069): the window's
 * row is raised by one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), which locks it,
 * so of two requests at once the second sees the first's count. Over the limit, the 429 rolls the
 * transaction back, the raise with it: a refused attempt does not use a place.
 */
export async function takeVisitQuota(
  tx: DbOrTx,
  input: {
    userId: string;
    kind: (typeof VISIT_QUOTA_KINDS)[number];
    window: 'day' | 'hour';
    limit: number;
    code: string;
    message: string;
  },
): Promise<void> {
  const result = await tx.execute<{ used: number }>(sql`
    INSERT INTO visit_message_quota (user_id, kind, window_start, used)
    VALUES (${input.userId}, ${input.kind}, date_trunc(${input.window}, now()), 1)
    ON CONFLICT (user_id, kind, window_start)
    DO UPDATE SET used = visit_message_quota.used + 1
    RETURNING used`);
  const used = Number(result.rows[0]?.used ?? 0);
  if (used > input.limit) throw new AppError(429, input.code, input.message);
}
