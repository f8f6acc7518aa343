import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { providers } from './directory';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const STORAGE_BUCKETS = [
  'review-verification',
  'provider-verification',
  'provider-photos',
] as const;

/** One-time links sent to businesses. Only a SHA-256 of the token is stored. */
export const business_signup_tokens = pgTable(
  'business_signup_tokens',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    used_by: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('business_signup_tokens_provider_idx').on(t.provider_id)],
);

export const upload_tokens = pgTable(
  'upload_tokens',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    used_by: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('upload_tokens_provider_idx').on(t.provider_id)],
);

export const stored_files = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket', { enum: STORAGE_BUCKETS }).notNull(),
    key: text('key').notNull(),
    owner_user_id: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes, so the row can still name the file after it is deleted. */
    sha256: text('sha256'),
    /** When the file was deleted (a replaced verification document); the row is its audit record. */
    removed_at: ts('removed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'stored_files_bucket_check',
      sql`${t.bucket} IN ('review-verification', 'provider-verification', 'provider-photos')`,
    ),
    check(
      'stored_files_type_check',
      sql`${t.content_type} IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('stored_files_size_check', sql`${t.size_bytes} BETWEEN 1 AND 5242880`),
    index('stored_files_owner_idx').on(t.owner_user_id),
    index('stored_files_bucket_key_idx').on(t.bucket, t.key),
  ],
);

export const mail_log = pgTable(
  'mail_log',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    message_id: text('message_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('mail_log_status_check', sql`${t.status} IN ('sent', 'failed')`),
    index('mail_log_created_idx').on(t.created_at.desc()),
  ],
);

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Durable e-mail outbox (decision 011): a message is inserted in the same transaction as the
 * decision that causes it and sent afterwards by the worker (server/jobs/outbox-worker.ts), with
 * retries and backoff. 'failed' means it gave up after the last attempt; the admin sees it.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    message_id: text('message_id'),
    /* What the message is about, so the admin panel can say whether it went out. */
    target_type: text('target_type'),
    target_id: text('target_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    sent_at: ts('sent_at'),
    /* Headers of the mail's own (decision 072: List-Unsubscribe on a change mail), sent as stored. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_target_idx').on(t.target_type, t.target_id),
  ],
);
