import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './directory';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/* 'pending' until an admin or moderator looks at it; an edit of a verified one returns here. */
export const STAFF_TRAINING_STATUSES = ['pending', 'verified', 'rejected'] as const;

/**
 * Staff training or a certificate a business lists (migration 0030, decision 071). Shown on the
 * public page, and counted by the search filter visit=trained-staff, only while 'verified' and
 * not past expires_on (judged against the current date when read). document_key is the
 * stored_files id of its private document; verified_by the deciding admin's user id.
 */
export const staff_trainings = pgTable(
  'staff_trainings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    completed_on: date('completed_on', { mode: 'string' }).notNull(),
    expires_on: date('expires_on', { mode: 'string' }),
    document_key: text('document_key'),
    status: text('status', { enum: STAFF_TRAINING_STATUSES }).notNull().default('pending'),
    verified_at: ts('verified_at'),
    verified_by: text('verified_by'),
    created_at: ts('created_at').notNull().defaultNow(),
    /* Added to the fixed shape: why a training was refused, shown to the business. */
    rejection_reason: text('rejection_reason'),
    updated_at: ts('updated_at').notNull().defaultNow(),
    /*
     * When its expiry passing was recorded as a change for followers (migration 0035, decision
     * 072): set once, in the statement that records it; cleared when the expiry is edited.
     */
    lapse_noted_at: ts('lapse_noted_at'),
  },
  (t) => [
    check('staff_trainings_status_check', sql`${t.status} IN ('pending', 'verified', 'rejected')`),
    check(
      'staff_trainings_dates_check',
      sql`${t.expires_on} IS NULL OR ${t.expires_on} > ${t.completed_on}`,
    ),
    index('staff_trainings_provider_idx').on(t.provider_id),
    index('staff_trainings_pending_idx').on(t.created_at, t.id).where(sql`${t.status} = 'pending'`),
    index('staff_trainings_verified_provider_idx')
      .on(t.provider_id, t.expires_on)
      .where(sql`${t.status} = 'verified'`),
    index('staff_trainings_lapse_due_idx')
      .on(t.expires_on)
      .where(
        sql`${t.status} = 'verified' AND ${t.lapse_noted_at} IS NULL AND ${t.expires_on} IS NOT NULL`,
      ),
  ],
);
