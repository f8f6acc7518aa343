import { eq, sql } from 'drizzle-orm';
import type { VisitMessage, VisitThreadResponse } from '../../../common/contracts/visit-messages';
import { VISIT_MESSAGE_ERRORS } from '../../../common/messages/visit-messages';
import type { DbOrTx } from '../../db/client';
import { providers, users, visit_messages, visit_threads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writtenLanguage } from '../../lib/written-language';

export type Side = 'member' | 'business';

/** One thread as stored, with its provider's name and business account, and its family. */
export type ThreadRow = Awaited<ReturnType<typeof loadThread>>;

export const threadNotFound = () =>
  AppError.notFound(VISIT_MESSAGE_ERRORS.THREAD_NOT_FOUND, 'THREAD_NOT_FOUND');

async function loadThread(db: DbOrTx, threadId: number) {
  const [row] = await db
    .select({
      id: visit_threads.id,
      kind: visit_threads.kind,
      providerId: visit_threads.provider_id,
      providerName: providers.name,
      businessAdminUserId: providers.business_admin_user_id,
      memberUserId: visit_threads.member_user_id,
      memberName: users.name,
      memberEmail: users.email,
      memberLocale: users.locale,
      preferredDays: visit_threads.preferred_days,
      preferredTimes: visit_threads.preferred_times,
      slot: visit_threads.slot_preference,
      shareEmail: visit_threads.share_email,
      createdAt: visit_threads.created_at,
      lastMessageAt: visit_threads.last_message_at,
      memberReadAt: visit_threads.member_read_at,
      businessReadAt: visit_threads.business_read_at,
    })
    .from(visit_threads)
    .innerJoin(providers, eq(providers.id, visit_threads.provider_id))
    .innerJoin(users, eq(users.id, visit_threads.member_user_id))
    .where(eq(visit_threads.id, threadId));
  return row ?? null;
}

/**
 * The thread, if this user may read it from this side (decision 069): the member who opened it,
 * or the business admin of its provider. Anyone else gets the same 404 as for a thread that does
 * not exist, so ids reveal nothing. The business side's role is checked by its routes.
 */
export async function threadForSide(
  db: DbOrTx,
  threadId: number,
  userId: string,
  side: Side,
): Promise<NonNullable<ThreadRow>> {
  const row = await loadThread(db, threadId);
  if (!row) throw threadNotFound();
  const allowed =
    side === 'member' ? row.memberUserId === userId : row.businessAdminUserId === userId;
  if (!allowed) throw threadNotFound();
  return row;
}

/**
 * What a business may know of the family: the first word of the name the member gave (never
 * anything that looks like an address), and the e-mail only when the family chose to share it.
 */
export function familyOf(row: { memberName: string; memberEmail: string; shareEmail: boolean }) {
  const first = row.memberName.trim().split(/\s+/)[0] ?? '';
  return {
    familyName: first && !first.includes('@') ? first.slice(0, 60) : null,
    familyEmail: row.shareEmail ? row.memberEmail : null,
  };
}

export async function threadMessages(db: DbOrTx, threadId: number): Promise<VisitMessage[]> {
  const rows = await db
    .select({
      id: visit_messages.id,
      side: visit_messages.author_side,
      body: visit_messages.body,
      createdAt: visit_messages.created_at,
    })
    .from(visit_messages)
    .where(eq(visit_messages.thread_id, threadId))
    .orderBy(visit_messages.id);
  return rows.map((r) => ({
    ...r,
    lang: writtenLanguage(r.body),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Whether this side has an open report of the thread. */
export async function reportedBy(db: DbOrTx, threadId: number, side: Side): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM visit_thread_reports
    WHERE thread_id = ${threadId} AND reporter_side = ${side} AND status = 'open'`);
  return Number(result.rows[0]?.n ?? 0) > 0;
}

/**
 * The thread as this side reads it, and marks it read for that side. The business's copy
 * carries the family's e-mail only when shared (familyOf); the member's carries no family fields.
 */
export async function readThread(
  db: DbOrTx,
  row: NonNullable<ThreadRow>,
  side: Side,
): Promise<VisitThreadResponse> {
  const messages = await threadMessages(db, row.id);
  const readAt = side === 'member' ? row.memberReadAt : row.businessReadAt;
  const other: Side = side === 'member' ? 'business' : 'member';
  const unread = messages.some(
    (m) => m.side === other && (!readAt || new Date(m.createdAt) > readAt),
  );
  await db
    .update(visit_threads)
    .set(side === 'member' ? { member_read_at: sql`now()` } : { business_read_at: sql`now()` })
    .where(eq(visit_threads.id, row.id));
  const family = side === 'business' ? familyOf(row) : { familyName: null, familyEmail: null };
  return {
    thread: {
      id: row.id,
      kind: row.kind,
      providerId: row.providerId,
      providerName: row.providerName,
      preferredDays: row.preferredDays as VisitThreadResponse['thread']['preferredDays'],
      preferredTimes: row.preferredTimes as VisitThreadResponse['thread']['preferredTimes'],
      slot: row.slot,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread,
      reported: await reportedBy(db, row.id, side),
      ...family,
    },
    messages,
  };
}
