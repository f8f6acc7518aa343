import { sql } from 'drizzle-orm';
import { NEEDS_CARD_SEND_LIMIT } from '../../common/contracts/needs-card-sends';
import type { DbOrTx } from '../db/client';

/* The longest window a visit-message quota counts in is a day; a day more is a safe margin. */
const VISIT_QUOTA_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Deletes the per-account rate-limit rows whose window has ended: visit-message quotas
 * (decision 069) and needs-card send times (decision 070). Both features count only rows in
 * the current window, so old rows are never read again; without this they would stay forever
 * for an account that never writes again. Run hourly by the visit-bits job. Returns how many
 * rows went.
 */
export async function pruneSpentQuotas(db: DbOrTx, now = new Date()): Promise<number> {
  const quotaBefore = new Date(now.getTime() - VISIT_QUOTA_KEPT_MS).toISOString();
  const sendsBefore = new Date(now.getTime() - NEEDS_CARD_SEND_LIMIT.windowMs).toISOString();
  const quotas = await db.execute(
    sql`DELETE FROM visit_message_quota WHERE window_start < ${quotaBefore}::timestamptz RETURNING 1`,
  );
  const sends = await db.execute(
    sql`DELETE FROM needs_card_send_attempts WHERE sent_at < ${sendsBefore}::timestamptz RETURNING 1`,
  );
  return quotas.rows.length + sends.rows.length;
}
