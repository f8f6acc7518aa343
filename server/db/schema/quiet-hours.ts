import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUIET_HOUR_KINDS } from '../../../common/contracts/quiet-hours';
import { providers } from './directory';

/**
 * Quiet hours, first/last appointment slots and sensory-friendly sessions a business publishes
 * (migration 0031, decision 068). Weekly (weekdays: a bit per day, Monday = 1 … Sunday = 64,
 * optionally until until_date) or on one date (on_date, weekdays 0). Times are the place's
 * wall-clock minutes after midnight. Lapsed rows stay and are filtered out when read.
 */
export const quiet_hours = pgTable(
  'quiet_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QUIET_HOUR_KINDS }).notNull(),
    weekdays: smallint('weekdays').notNull().default(0),
    on_date: date('on_date', { mode: 'string' }),
    until_date: date('until_date', { mode: 'string' }),
    start_minute: smallint('start_minute').notNull(),
    end_minute: smallint('end_minute').notNull(),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'quiet_hours_kind_check',
      sql`${t.kind} IN ('quiet-hour', 'first-last-appointment', 'sensory-session')`,
    ),
    check(
      'quiet_hours_when_check',
      sql`(${t.on_date} IS NULL) = (${t.weekdays} <> 0) AND ${t.weekdays} BETWEEN 0 AND 127`,
    ),
    check(
      'quiet_hours_time_check',
      sql`${t.start_minute} >= 0 AND ${t.start_minute} < ${t.end_minute} AND ${t.end_minute} <= 1440`,
    ),
    index('quiet_hours_provider_idx').on(t.provider_id),
  ],
);
