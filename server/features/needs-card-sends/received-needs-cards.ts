import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  NEEDS_CARD_SEND_ERRORS,
  type ReceivedNeedsCard,
  type ReceivedNeedsCardSummary,
} from '../../../common/contracts/needs-card-sends';
import { NEEDS_CARD_INBOX_MESSAGES } from '../../../common/messages/needs-card-sends';
import type { Db } from '../../db/client';
import { needs_card_sends, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole, type SessionUser } from '../../plugins/auth';

/*
 * The business's side of a sent card (decision 070). Only the business admin of the receiving
 * place reads it (providers.business_admin_user_id, with the business_admin role); everyone else,
 * another business, a moderator or an admin included, gets the same 404 as for a card that does
 * not exist, so nobody learns which cards exist.
 */

export const sendNotFound = () =>
  AppError.notFound(NEEDS_CARD_INBOX_MESSAGES.goneText, NEEDS_CARD_SEND_ERRORS.notFound);

async function managesProvider(db: Db, user: SessionUser, providerId: number): Promise<boolean> {
  const [own] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.business_admin_user_id, user.id)));
  return Boolean(own) && (await hasRole(db, user.id, 'business_admin'));
}

type SendRow = typeof needs_card_sends.$inferSelect;

const summaryOf = (row: SendRow): ReceivedNeedsCardSummary => ({
  id: row.id,
  displayName: row.card.displayName,
  sentAt: row.sent_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/** The cards a place received, newest first. 404 unless the user manages the place. */
export async function listReceivedNeedsCards(
  db: Db,
  user: SessionUser,
  providerId: number,
): Promise<ReceivedNeedsCardSummary[]> {
  if (!(await managesProvider(db, user, providerId))) throw sendNotFound();
  const rows = await db
    .select()
    .from(needs_card_sends)
    .where(eq(needs_card_sends.provider_id, providerId))
    .orderBy(desc(needs_card_sends.sent_at), desc(needs_card_sends.id));
  return rows.map(summaryOf);
}

async function managedSend(db: Db, user: SessionUser, sendId: number): Promise<SendRow> {
  const [row] = await db.select().from(needs_card_sends).where(eq(needs_card_sends.id, sendId));
  if (!row || !(await managesProvider(db, user, row.provider_id))) throw sendNotFound();
  return row;
}

/** One received card as it was sent. */
export async function readReceivedNeedsCard(
  db: Db,
  user: SessionUser,
  sendId: number,
): Promise<ReceivedNeedsCard> {
  const row = await managedSend(db, user, sendId);
  return { ...summaryOf(row), providerId: row.provider_id, card: row.card };
}

/** Marks a received card read (the first time counts; again is a no-op) and returns when. */
export async function markNeedsCardRead(
  db: Db,
  user: SessionUser,
  sendId: number,
  now = new Date(),
): Promise<{ readAt: string }> {
  const row = await managedSend(db, user, sendId);
  if (row.read_at) return { readAt: row.read_at.toISOString() };
  const [updated] = await db
    .update(needs_card_sends)
    .set({ read_at: now })
    .where(and(eq(needs_card_sends.id, sendId), isNull(needs_card_sends.read_at)))
    .returning({ read_at: needs_card_sends.read_at });
  /* Withdrawn or read in between: read it again for the answer. */
  if (!updated?.read_at) {
    const again = await managedSend(db, user, sendId);
    return { readAt: (again.read_at ?? now).toISOString() };
  }
  return { readAt: updated.read_at.toISOString() };
}
