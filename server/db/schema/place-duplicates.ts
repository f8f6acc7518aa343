import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { providers } from './directory';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/* Why two listings may be one place (decision 063). */
export const PLACE_DUPLICATE_REASONS = ['name_zip', 'phone', 'address'] as const;
/* 'open': waiting in the duplicates tab; 'kept_apart': an admin said they differ, never again. */
export const PLACE_DUPLICATE_STATUSES = ['open', 'kept_apart'] as const;

/**
 * A pair of listings that may be one place (migration 0028, decision 063), smaller id first, one
 * row per pair whatever its status, so a pair kept apart is never proposed again.
 */
export const place_duplicate_pairs = pgTable(
  'place_duplicate_pairs',
  {
    id: serial('id').primaryKey(),
    first_provider_id: integer('first_provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    second_provider_id: integer('second_provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: PLACE_DUPLICATE_REASONS }).notNull(),
    status: text('status', { enum: PLACE_DUPLICATE_STATUSES }).notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    decided_by: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: ts('decided_at'),
  },
  (t) => [
    check(
      'place_duplicate_pairs_order_check',
      sql`${t.first_provider_id} < ${t.second_provider_id}`,
    ),
    check(
      'place_duplicate_pairs_reason_check',
      sql`${t.reason} IN ('name_zip', 'phone', 'address')`,
    ),
    check('place_duplicate_pairs_status_check', sql`${t.status} IN ('open', 'kept_apart')`),
    uniqueIndex('place_duplicate_pairs_pair_idx').on(t.first_provider_id, t.second_provider_id),
    index('place_duplicate_pairs_second_idx').on(t.second_provider_id),
    index('place_duplicate_pairs_open_idx').on(t.id).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A listing merged into another (decision 063): its old address leads to the survivor, the
 * registry record it stood for (if the survivor could not take it over) still finds the survivor
 * on a re-import, and its row is kept as it was.
 */
export const place_merges = pgTable(
  'place_merges',
  {
    removed_provider_id: integer('removed_provider_id').primaryKey(),
    survivor_provider_id: integer('survivor_provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    source: text('source'),
    external_id: text('external_id'),
    removed: jsonb('removed').$type<Record<string, unknown>>().notNull(),
    merged_by: text('merged_by').references(() => users.id, { onDelete: 'set null' }),
    merged_at: ts('merged_at').notNull().defaultNow(),
  },
  (t) => [
    index('place_merges_survivor_idx').on(t.survivor_provider_id),
    uniqueIndex('place_merges_source_external_id_idx')
      .on(t.source, t.external_id)
      .where(sql`${t.source} IS NOT NULL`),
  ],
);
