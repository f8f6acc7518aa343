import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mail_outbox, type OUTBOX_STATUSES } from '../../db/schema';

export type MailStatus = {
  kind: string;
  status: (typeof OUTBOX_STATUSES)[number];
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
};

/**
 * The state of the latest queued e-mail about each target ('provider', '12'), keyed by target id
 * as a string; targets with no e-mail are absent. One query over mail_outbox_target_idx.
 */
export async function mailStatusFor(
  db: DbOrTx,
  targetType: string,
  targetIds: readonly (string | number)[],
): Promise<Map<string, MailStatus>> {
  const ids = [...new Set(targetIds.map(String))];
  const result = new Map<string, MailStatus>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectDistinctOn([mail_outbox.target_id], {
      targetId: mail_outbox.target_id,
      kind: mail_outbox.kind,
      status: mail_outbox.status,
      attempts: mail_outbox.attempts,
      createdAt: mail_outbox.created_at,
      sentAt: mail_outbox.sent_at,
    })
    .from(mail_outbox)
    .where(and(eq(mail_outbox.target_type, targetType), inArray(mail_outbox.target_id, ids)))
    .orderBy(mail_outbox.target_id, desc(mail_outbox.created_at), desc(mail_outbox.id));
  for (const { targetId, ...status } of rows) {
    if (targetId !== null) result.set(targetId, status);
  }
  return result;
}
