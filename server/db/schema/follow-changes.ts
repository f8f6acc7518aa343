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
import { mail_outbox } from './system';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/* The changes to a saved place that are worth a family's attention (decision 072). */
export const PLACE_CHANGE_KINDS = [
  'accommodation-added',
  'accommodation-removed',
  'quiet-hours',
  'heads-up',
  'verification-lapsed',
] as const;
export type PlaceChangeKind = (typeof PLACE_CHANGE_KINDS)[number];

/* How a member hears of changes: never, a calm mail a few minutes after, or a weekly digest. */
export const FOLLOW_MODES = ['off', 'immediate', 'weekly'] as const;
export type FollowMode = (typeof FOLLOW_MODES)[number];

/**
 * The words a change needs in a mail, all optional: which accommodation (its catalog id), which
 * heads-up (its tag id) and how many families mention it, which staff training lapsed (its name
 * as the business wrote it and our team checked it); a quiet-hours change needs none.
 */
export type PlaceChangeDetail = {
  accommodation?: string;
  tag?: string;
  families?: number;
  training?: string;
};

/** One change that matters to followers of a place (migration 0034, decision 072). */
export const place_changes = pgTable(
  'place_changes',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLACE_CHANGE_KINDS }).notNull(),
    detail: jsonb('detail').$type<PlaceChangeDetail>().notNull().default({}),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'place_changes_kind_check',
      sql`${t.kind} IN ('accommodation-added', 'accommodation-removed', 'quiet-hours', 'heads-up', 'verification-lapsed')`,
    ),
    index('place_changes_provider_idx').on(t.provider_id, t.created_at),
  ],
);

/**
 * A member's choice (decision 072): how they hear of changes, whether every favourite is followed,
 * and since when each applies, so turning following on never sends what happened before.
 */
export const follow_preferences = pgTable(
  'follow_preferences',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: FOLLOW_MODES }).notNull().default('weekly'),
    follow_all_favorites: boolean('follow_all_favorites').notNull().default(false),
    follow_all_since: ts('follow_all_since'),
    /* When the mode last left 'off': changes before it are never sent. */
    active_since: ts('active_since').notNull().defaultNow(),
    last_sent_at: ts('last_sent_at'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('follow_preferences_mode_check', sql`${t.mode} IN ('off', 'immediate', 'weekly')`)],
);

/** One saved place a member follows on its own (it counts while the place stays a favourite). */
export const place_follows = pgTable(
  'place_follows',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.provider_id] }),
    index('place_follows_provider_idx').on(t.provider_id),
  ],
);

/**
 * Which change has reached which follower: the primary key makes each change reach each follower
 * once, whichever process claims it first (decision 072).
 */
export const place_change_deliveries = pgTable(
  'place_change_deliveries',
  {
    change_id: integer('change_id')
      .notNull()
      .references(() => place_changes.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outbox_id: integer('outbox_id').references(() => mail_outbox.id, { onDelete: 'set null' }),
    delivered_at: ts('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.change_id, t.user_id] }),
    index('place_change_deliveries_user_idx').on(t.user_id),
  ],
);
