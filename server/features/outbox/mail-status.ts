import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MailStatus } from '../../../common/contracts/outbox';
import type { DbOrTx } from '../../db/client';
import { mail_outbox } from '../../db/schema';

/**
 * The outbox rows about these targets, grouped by target id (as a string), newest first: what
 * the admin panel shows as "e-mail sent / queued (retrying) / failed". Targets without mail are
 * absent from the result.
 */
export async function mailStatusFor(
  db: DbOrTx,
  targetType: string,
  targetIds: readonly (string | number)[],
): Promise<Record<string, MailStatus[]>> {
  const ids = [...new Set(targetIds.map(String))];
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      id: mail_outbox.id,
      kind: mail_outbox.kind,
      to: mail_outbox.to_address,
      status: mail_outbox.status,
      attempts: mail_outbox.attempts,
      lastError: mail_outbox.last_error,
      nextAttemptAt: mail_outbox.next_attempt_at,
      sentAt: mail_outbox.sent_at,
      createdAt: mail_outbox.created_at,
      targetId: mail_outbox.target_id,
    })
    .from(mail_outbox)
    .where(and(eq(mail_outbox.target_type, targetType), inArray(mail_outbox.target_id, ids)))
    .orderBy(desc(mail_outbox.created_at), desc(mail_outbox.id));
  const result: Record<string, MailStatus[]> = {};
  for (const { targetId, ...row } of rows) {
    if (targetId === null) continue;
    const list = result[targetId] ?? [];
    list.push({
      ...row,
      nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
    result[targetId] = list;
  }
  return result;
}
