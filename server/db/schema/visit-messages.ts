import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { providers } from './directory';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/* A written question, or a request for an appointment with the family's preferences. */
export const VISIT_THREAD_KINDS = ['question', 'appointment'] as const;
/* The first or last appointment of the day, or either. */
export const VISIT_SLOT_PREFERENCES = ['first', 'last', 'either'] as const;
/* Who wrote a message: the family that opened the thread, or the business that runs the place. */
export const VISIT_SIDES = ['member', 'business'] as const;
export const VISIT_REPORT_REASONS = ['spam', 'abuse', 'other'] as const;
export const VISIT_REPORT_STATUSES = ['open', 'closed'] as const;
/* What the per-member quota counts (decision 069): new threads a day, messages an hour. */
export const VISIT_QUOTA_KINDS = ['thread', 'member_message', 'business_message'] as const;

/**
 * A conversation between one member and one provider (migration 0032, decision 069). Readable
 * by the member, the provider's business admin, and moderators only while it has an open report.
 * share_email: the family chose to show its e-mail address to the business. The read marks say
 * up to when each side has read; a thread is unread for a side when last_message_at is later.
 */
export const visit_threads = pgTable(
  'visit_threads',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    member_user_id: text('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VISIT_THREAD_KINDS }).notNull(),
    preferred_days: jsonb('preferred_days').$type<string[]>().notNull().default([]),
    preferred_times: jsonb('preferred_times').$type<string[]>().notNull().default([]),
    slot_preference: text('slot_preference', { enum: VISIT_SLOT_PREFERENCES }),
    share_email: boolean('share_email').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    last_message_at: ts('last_message_at').notNull().defaultNow(),
    member_read_at: ts('member_read_at'),
    business_read_at: ts('business_read_at'),
  },
  (t) => [
    check('visit_threads_kind_check', sql`${t.kind} IN ('question', 'appointment')`),
    check(
      'visit_threads_slot_check',
      sql`${t.slot_preference} IS NULL OR ${t.slot_preference} IN ('first', 'last', 'either')`,
    ),
    index('visit_threads_member_idx').on(t.member_user_id, t.last_message_at.desc()),
    index('visit_threads_provider_idx').on(t.provider_id, t.last_message_at.desc()),
  ],
);

/** One message of a thread: who wrote it (side and account), what, and when. */
export const visit_messages = pgTable(
  'visit_messages',
  {
    id: serial('id').primaryKey(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => visit_threads.id, { onDelete: 'cascade' }),
    author_side: text('author_side', { enum: VISIT_SIDES }).notNull(),
    author_user_id: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('visit_messages_side_check', sql`${t.author_side} IN ('member', 'business')`),
    check('visit_messages_body_length_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('visit_messages_thread_idx').on(t.thread_id, t.id),
  ],
);

/** "Report this conversation", from either side, with a reason; moderators close it. */
export const visit_thread_reports = pgTable(
  'visit_thread_reports',
  {
    id: serial('id').primaryKey(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => visit_threads.id, { onDelete: 'cascade' }),
    reporter_user_id: text('reporter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reporter_side: text('reporter_side', { enum: VISIT_SIDES }).notNull(),
    reason: text('reason', { enum: VISIT_REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: VISIT_REPORT_STATUSES }).notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    closed_by: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closed_at: ts('closed_at'),
  },
  (t) => [
    check('visit_thread_reports_side_check', sql`${t.reporter_side} IN ('member', 'business')`),
    check('visit_thread_reports_reason_check', sql`${t.reason} IN ('spam', 'abuse', 'other')`),
    check('visit_thread_reports_status_check', sql`${t.status} IN ('open', 'closed')`),
    check(
      'visit_thread_reports_details_length_check',
      sql`${t.details} IS NULL OR char_length(${t.details}) <= 1000`,
    ),
    index('visit_thread_reports_open_idx').on(t.thread_id).where(sql`${t.status} = 'open'`),
    index('visit_thread_reports_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);

/**
 * How many threads or messages an account made in a window (decision 069): one row per account,
 * kind and window start, raised by INSERT … ON CONFLICT DO UPDATE … RETURNING, so two requests
 * at once cannot both pass the last free place.
 */
export const visit_message_quota = pgTable(
  'visit_message_quota',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VISIT_QUOTA_KINDS }).notNull(),
    window_start: ts('window_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind, t.window_start] }),
    check(
      'visit_message_quota_kind_check',
      sql`${t.kind} IN ('thread', 'member_message', 'business_message')`,
    ),
  ],
);

/**
 * A business's own ways to be reached without a call (decision 069): its booking page (https
 * only) and a number that takes text messages, shown beside the phone on its page. A table of
 * its own rather than provider columns, so the directory's table keeps the spec's fields.
 */
export const provider_contact_options = pgTable('provider_contact_options', {
  provider_id: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  booking_url: text('booking_url'),
  text_number: text('text_number'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
