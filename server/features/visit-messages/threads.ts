import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type BusinessThreadSummary,
  type CreateVisitThreadBody,
  type MemberThreadSummary,
  VISIT_BUSINESS_MESSAGES_PER_HOUR,
  VISIT_MESSAGES_PER_HOUR,
  VISIT_THREADS_PER_DAY,
} from '../../../common/contracts/visit-messages';
import { VISIT_MESSAGE_ERRORS } from '../../../common/messages/visit-messages';
import type { Db, DbOrTx } from '../../db/client';
import {
  providers,
  user_roles,
  users,
  visit_messages,
  visit_thread_reports,
  visit_threads,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writtenLanguage } from '../../lib/written-language';
import { mailLocale } from '../../mail/locale';
import type { SessionUser } from '../../plugins/auth';
import { enqueueMail } from '../outbox/enqueue-mail';
import { takeVisitQuota } from './quota';
import { familyOf, type Side, type ThreadRow, threadForSide } from './thread-access';
import { mailToBusiness, mailToMember, type ThreadForMail } from './visit-mails';

type Thread = NonNullable<ThreadRow>;

/**
 * The account that receives a provider's messages: a listed place (verified accommodations, not
 * retired from its registry) whose business admin still holds the business_admin role. Null when
 * there is none: the page then says calmly that the place cannot receive messages yet.
 */
export async function messageRecipient(db: DbOrTx, providerId: number) {
  const [row] = await db
    .select({
      providerId: providers.id,
      providerName: providers.name,
      phone: providers.contact_phone,
      userId: users.id,
      email: users.email,
      locale: users.locale,
      listed: sql<boolean>`${providers.accommodation_status} = 'verified' AND ${providers.registry_status} IS DISTINCT FROM 'retired'`,
      hasRole: sql<boolean>`EXISTS (SELECT 1 FROM ${user_roles} WHERE ${user_roles.user_id} = ${users.id} AND ${user_roles.role} = 'business_admin')`,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.business_admin_user_id))
    .where(eq(providers.id, providerId));
  return row ?? null;
}

const forMail = (t: Thread): ThreadForMail => ({
  id: t.id,
  kind: t.kind,
  providerId: t.providerId,
  providerName: t.providerName,
  preferredDays: t.preferredDays,
  preferredTimes: t.preferredTimes,
  slot: t.slot,
  ...familyOf(t),
});

/**
 * A member asks a question or requests an appointment (decision 069): one thread, its first
 * message, the quota's place and the business's mail, in one transaction.
 */
export async function createVisitThread(
  db: Db,
  member: SessionUser,
  input: Required<CreateVisitThreadBody>,
  siteUrl: string,
): Promise<{ id: number }> {
  const recipient = await messageRecipient(db, input.providerId);
  if (!recipient?.listed) throw threadNotFoundForProvider();
  if (!recipient.userId || !recipient.email || !recipient.hasRole) {
    throw AppError.conflict('CANNOT_RECEIVE', VISIT_MESSAGE_ERRORS.CANNOT_RECEIVE);
  }
  if (recipient.userId === member.id) {
    throw AppError.badRequest('OWN_BUSINESS', VISIT_MESSAGE_ERRORS.OWN_BUSINESS);
  }
  const appointment = input.kind === 'appointment';
  return db.transaction(async (tx) => {
    await takeVisitQuota(tx, {
      userId: member.id,
      kind: 'thread',
      window: 'day',
      limit: VISIT_THREADS_PER_DAY,
      code: 'TOO_MANY_THREADS',
      message: VISIT_MESSAGE_ERRORS.TOO_MANY_THREADS,
    });
    const [thread] = await tx
      .insert(visit_threads)
      .values({
        provider_id: input.providerId,
        member_user_id: member.id,
        kind: input.kind,
        preferred_days: appointment ? [...new Set(input.preferredDays)] : [],
        preferred_times: appointment ? [...new Set(input.preferredTimes)] : [],
        slot_preference: appointment ? input.slot : null,
        share_email: input.shareEmail,
        member_read_at: sql`now()`,
      })
      .returning({ id: visit_threads.id });
    if (!thread) throw new Error('visit_threads insert returned no row');
    await tx.insert(visit_messages).values({
      thread_id: thread.id,
      author_side: 'member',
      author_user_id: member.id,
      body: input.body,
    });
    const row = await threadForSide(tx, thread.id, member.id, 'member');
    await enqueueMail(
      tx,
      mailToBusiness({
        to: recipient.email as string,
        locale: mailLocale(recipient.locale),
        siteUrl,
        thread: forMail(row),
        body: input.body,
        first: true,
      }),
    );
    return { id: thread.id };
  });
}

const threadNotFoundForProvider = () =>
  AppError.notFound(VISIT_MESSAGE_ERRORS.CANNOT_RECEIVE, 'PROVIDER_NOT_FOUND');

/**
 * A message on an existing thread from either side, counted against the writer's hourly quota,
 * mailed to the other side in the reader's language. The thread is locked so its last message
 * time moves in order.
 */
export async function postVisitMessage(
  db: Db,
  user: SessionUser,
  threadId: number,
  side: Side,
  body: string,
  siteUrl: string,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const thread = await threadForSide(tx, threadId, user.id, side);
    await takeVisitQuota(tx, {
      userId: user.id,
      kind: side === 'member' ? 'member_message' : 'business_message',
      window: 'hour',
      limit: side === 'member' ? VISIT_MESSAGES_PER_HOUR : VISIT_BUSINESS_MESSAGES_PER_HOUR,
      code: 'TOO_MANY_MESSAGES',
      message: VISIT_MESSAGE_ERRORS.TOO_MANY_MESSAGES,
    });
    await tx.insert(visit_messages).values({
      thread_id: threadId,
      author_side: side,
      author_user_id: user.id,
      body,
    });
    await tx
      .update(visit_threads)
      .set(
        side === 'member'
          ? { last_message_at: sql`now()`, member_read_at: sql`now()` }
          : { last_message_at: sql`now()`, business_read_at: sql`now()` },
      )
      .where(eq(visit_threads.id, threadId));
    if (side === 'business') {
      await enqueueMail(
        tx,
        mailToMember({
          to: thread.memberEmail,
          locale: mailLocale(thread.memberLocale),
          siteUrl,
          thread: forMail(thread),
          body,
        }),
      );
    } else {
      const recipient = await messageRecipient(tx, thread.providerId);
      if (recipient?.email && recipient.hasRole) {
        await enqueueMail(
          tx,
          mailToBusiness({
            to: recipient.email,
            locale: mailLocale(recipient.locale),
            siteUrl,
            thread: forMail(thread),
            body,
            first: false,
          }),
        );
      }
    }
    return { ok: true as const };
  });
}

/* The newest message's text and whether the other side wrote after this side last read. */
const lastMessage = sql<string>`(SELECT m.body FROM visit_messages m WHERE m.thread_id = ${visit_threads.id} ORDER BY m.id DESC LIMIT 1)`;
const unreadFor = (side: Side) => {
  const readAt = side === 'member' ? visit_threads.member_read_at : visit_threads.business_read_at;
  const other = side === 'member' ? 'business' : 'member';
  return sql<boolean>`EXISTS (SELECT 1 FROM visit_messages m WHERE m.thread_id = ${visit_threads.id} AND m.author_side = ${other} AND (${readAt} IS NULL OR m.created_at > ${readAt}))`;
};
const reportedFor = (side: Side) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${visit_thread_reports} r WHERE r.thread_id = ${visit_threads.id} AND r.reporter_side = ${side} AND r.status = 'open')`;

const summaryColumns = (side: Side) => ({
  id: visit_threads.id,
  kind: visit_threads.kind,
  providerId: visit_threads.provider_id,
  providerName: providers.name,
  preferredDays: visit_threads.preferred_days,
  preferredTimes: visit_threads.preferred_times,
  slot: visit_threads.slot_preference,
  createdAt: visit_threads.created_at,
  lastMessageAt: visit_threads.last_message_at,
  unread: unreadFor(side),
  reported: reportedFor(side),
  lastMessage,
  memberName: users.name,
  memberEmail: users.email,
  shareEmail: visit_threads.share_email,
});

type SummaryRow = {
  id: number;
  kind: 'question' | 'appointment';
  providerId: number;
  providerName: string;
  preferredDays: string[];
  preferredTimes: string[];
  slot: 'first' | 'last' | 'either' | null;
  createdAt: Date;
  lastMessageAt: Date;
  unread: boolean;
  reported: boolean;
  lastMessage: string;
};

const toSummary = (r: SummaryRow) => ({
  id: r.id,
  kind: r.kind,
  providerId: r.providerId,
  providerName: r.providerName,
  preferredDays: r.preferredDays as MemberThreadSummary['preferredDays'],
  preferredTimes: r.preferredTimes as MemberThreadSummary['preferredTimes'],
  slot: r.slot,
  createdAt: new Date(r.createdAt).toISOString(),
  lastMessageAt: new Date(r.lastMessageAt).toISOString(),
  unread: Boolean(r.unread),
  reported: Boolean(r.reported),
  lastMessage: r.lastMessage ?? '',
  lastMessageLang: writtenLanguage(r.lastMessage),
});

const LIST_LIMIT = 200;

/** The member's own threads, newest first. */
export async function listMemberThreads(
  db: Db,
  member: SessionUser,
): Promise<MemberThreadSummary[]> {
  const rows = await db
    .select(summaryColumns('member'))
    .from(visit_threads)
    .innerJoin(providers, eq(providers.id, visit_threads.provider_id))
    .innerJoin(users, eq(users.id, visit_threads.member_user_id))
    .where(eq(visit_threads.member_user_id, member.id))
    .orderBy(desc(visit_threads.last_message_at), desc(visit_threads.id))
    .limit(LIST_LIMIT);
  return rows.map(toSummary);
}

/** A provider's threads for its business admin: unread first, then newest first. */
export async function listBusinessThreads(
  db: Db,
  providerId: number,
): Promise<BusinessThreadSummary[]> {
  const rows = await db
    .select(summaryColumns('business'))
    .from(visit_threads)
    .innerJoin(providers, eq(providers.id, visit_threads.provider_id))
    .innerJoin(users, eq(users.id, visit_threads.member_user_id))
    .where(and(eq(visit_threads.provider_id, providerId)))
    .orderBy(
      desc(unreadFor('business')),
      desc(visit_threads.last_message_at),
      desc(visit_threads.id),
    )
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...toSummary(r), ...familyOf(r) }));
}
