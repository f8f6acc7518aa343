import type { DbOrTx } from '../../db/client';
import { mail_outbox } from '../../db/schema';

export type OutboxMessage = {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is about ('provider', 'review'…), so the admin panel can show its state. */
  targetType?: string;
  targetId?: string | number;
  /** Headers of the mail's own, e.g. List-Unsubscribe (decision 072). */
  headers?: Record<string, string>;
};

/**
 * Queues an e-mail in the caller's transaction (decision 011): it exists exactly when the
 * decision that causes it commits, and the outbox worker sends it afterwards with retries.
 */
export async function enqueueMail(tx: DbOrTx, message: OutboxMessage): Promise<number> {
  const [row] = await tx
    .insert(mail_outbox)
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      target_type: message.targetType ?? null,
      target_id: message.targetId === undefined ? null : String(message.targetId),
      headers: message.headers ?? null,
    })
    .returning({ id: mail_outbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}
