import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MyNeedsCardSend } from '../../../common/contracts/needs-card-sends';
import type { Db } from '../../db/client';
import { mail_outbox, needs_card_sends, providers } from '../../db/schema';
import { sendNotFound } from './received-needs-cards';
import { toMySend } from './send-needs-card';

/** The member's sends, newest first, each with its place and whether it was read. */
export async function listMyNeedsCardSends(db: Db, userId: string): Promise<MyNeedsCardSend[]> {
  const rows = await db
    .select({
      id: needs_card_sends.id,
      provider_id: needs_card_sends.provider_id,
      sent_at: needs_card_sends.sent_at,
      read_at: needs_card_sends.read_at,
      name: providers.name,
    })
    .from(needs_card_sends)
    .innerJoin(providers, eq(providers.id, needs_card_sends.provider_id))
    .where(eq(needs_card_sends.user_id, userId))
    .orderBy(desc(needs_card_sends.sent_at), desc(needs_card_sends.id));
  return rows.map((row) => toMySend(row, row.name));
}

/**
 * Withdraws a send (decision 070): the row, the business's copy, is deleted, so its read and the
 * mail's link answer 404 from now on; a mail about it still waiting in the outbox is dropped.
 * 404 unless the send is the member's own.
 */
export async function withdrawNeedsCardSend(db: Db, userId: string, sendId: number) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(needs_card_sends)
      .where(and(eq(needs_card_sends.id, sendId), eq(needs_card_sends.user_id, userId)))
      .returning({ id: needs_card_sends.id });
    if (gone.length === 0) throw sendNotFound();
    await tx
      .delete(mail_outbox)
      .where(
        and(
          eq(mail_outbox.target_type, 'needs_card_send'),
          eq(mail_outbox.target_id, String(sendId)),
          inArray(mail_outbox.status, ['queued', 'failed']),
        ),
      );
  });
}
