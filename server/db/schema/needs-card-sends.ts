import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NeedsCardContent } from '../../../common/contracts/needs';
import { users } from './auth';
import { providers } from './directory';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A needs card a member sent ahead to a business (migration 0033, decision 070): a snapshot of
 * the card as it was confirmed (`card`), read by the provider's business admin, who marks it read.
 * One live send per member and place. Withdrawing deletes the row: the business's copy is gone.
 */
export const needs_card_sends = pgTable(
  'needs_card_sends',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    card: jsonb('card').$type<NeedsCardContent>().notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
    read_at: ts('read_at'),
  },
  (t) => [
    uniqueIndex('needs_card_sends_user_provider_idx').on(t.user_id, t.provider_id),
    index('needs_card_sends_provider_idx').on(t.provider_id, t.sent_at),
  ],
);

/**
 * When a member sent a card, and nothing else (decision 070): the daily limit counts sends made,
 * withdrawn ones too, without keeping where a withdrawn card went. Rows older than a day go.
 */
export const needs_card_send_attempts = pgTable(
  'needs_card_send_attempts',
  {
    id: serial('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('needs_card_send_attempts_user_idx').on(t.user_id, t.sent_at)],
);
