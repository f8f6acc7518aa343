import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { NeedsCardContent } from '../../../common/contracts/needs';
import {
  type MyNeedsCardSend,
  NEEDS_CARD_SEND_ERRORS,
  NEEDS_CARD_SEND_LIMIT,
  type NeedsCardSendOption,
} from '../../../common/contracts/needs-card-sends';
import { normalizeNeeds } from '../../../common/domain/needs-match';
import { NEEDS_CARD_SEND_MESSAGES } from '../../../common/messages/needs-card-sends';
import type { Db, DbOrTx } from '../../db/client';
import {
  needs_card_send_attempts,
  needs_card_sends,
  needs_cards,
  providers,
  user_roles,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailLocale } from '../../mail/locale';
import { enqueueMail } from '../outbox/enqueue-mail';
import { needsCardReceivedMail } from './needs-card-received-mail';

const words = NEEDS_CARD_SEND_MESSAGES.errors;

export const providerNotFound = () =>
  AppError.notFound('We could not find this place.', 'PROVIDER_NOT_FOUND');

/** The card as stored, in the shape a business reads (only what the member chose to include). */
const contentOf = (row: typeof needs_cards.$inferSelect): NeedsCardContent => ({
  accommodations: normalizeNeeds(row.accommodations),
  note: row.note,
  communication: row.communication,
  displayName: row.display_name,
});

/**
 * A public place and whether it can receive a card: a business account manages it (its
 * business_admin_user_id holds the business_admin role). Null for an unknown or hidden place.
 */
async function targetOf(db: DbOrTx, providerId: number) {
  const [row] = await db
    .select({
      id: providers.id,
      name: providers.name,
      status: providers.accommodation_status,
      adminId: providers.business_admin_user_id,
      adminEmail: users.email,
      adminLocale: users.locale,
      adminRole: user_roles.role,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.business_admin_user_id))
    .leftJoin(
      user_roles,
      and(eq(user_roles.user_id, users.id), eq(user_roles.role, 'business_admin')),
    )
    .where(eq(providers.id, providerId))
    .limit(1);
  if (row?.status !== 'verified') return null;
  const admin =
    row.adminId && row.adminEmail && row.adminRole
      ? { email: row.adminEmail, locale: mailLocale(row.adminLocale) }
      : null;
  return { id: row.id, name: row.name, admin };
}

export const toMySend = (
  row: { id: number; provider_id: number; sent_at: Date; read_at: Date | null },
  providerName: string,
): MyNeedsCardSend => ({
  id: row.id,
  providerId: row.provider_id,
  providerName,
  sentAt: row.sent_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/** What a provider page offers the signed-in member (decision 070); 404 for a hidden place. */
export async function needsCardSendOption(
  db: Db,
  userId: string,
  providerId: number,
): Promise<NeedsCardSendOption> {
  const target = await targetOf(db, providerId);
  if (!target) throw providerNotFound();
  const [card] = await db.select().from(needs_cards).where(eq(needs_cards.user_id, userId));
  const [send] = await db
    .select()
    .from(needs_card_sends)
    .where(and(eq(needs_card_sends.user_id, userId), eq(needs_card_sends.provider_id, providerId)));
  return {
    providerName: target.name,
    receivable: target.admin !== null,
    card: card ? contentOf(card) : null,
    send: send ? toMySend(send, target.name) : null,
  };
}

/**
 * Sends the member's saved needs card to a place (decision 070) and returns the send. The
 * business gets a snapshot of the card as it is now (later edits are not sent) and a mail in its
 * admin's language. Other code may call this (a request form offering "Send my needs card with
 * this request"); it checks everything itself:
 *   404 PROVIDER_NOT_FOUND  an unknown or hidden place;
 *   409 PROVIDER_CANNOT_RECEIVE  no business account manages the place;
 *   409 NEEDS_CARD_NOT_SAVED  the member has no card;
 *   409 NEEDS_CARD_ALREADY_SENT  a live send to this place exists (withdraw it to send anew);
 *   429 RATE_LIMITED  NEEDS_CARD_SEND_LIMIT.max sends in the last day, withdrawn ones counted.
 * The member's card row is locked for the transaction, so two sends of one member take turns
 * and the daily count holds.
 */
export async function sendNeedsCard(
  db: Db,
  input: { userId: string; providerId: number; siteUrl: string; now?: Date },
): Promise<MyNeedsCardSend> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, input.providerId);
    if (!target) throw providerNotFound();
    if (!target.admin) {
      throw AppError.conflict(NEEDS_CARD_SEND_ERRORS.cannotReceive, words.cannotReceive);
    }
    const [card] = await tx
      .select()
      .from(needs_cards)
      .where(eq(needs_cards.user_id, input.userId))
      .for('update');
    if (!card) throw AppError.conflict(NEEDS_CARD_SEND_ERRORS.noCard, words.noCard);

    const dayAgo = new Date(now.getTime() - NEEDS_CARD_SEND_LIMIT.windowMs);
    await tx
      .delete(needs_card_send_attempts)
      .where(
        and(
          eq(needs_card_send_attempts.user_id, input.userId),
          lt(needs_card_send_attempts.sent_at, dayAgo),
        ),
      );
    const [made] = await tx
      .select({ n: count() })
      .from(needs_card_send_attempts)
      .where(
        and(
          eq(needs_card_send_attempts.user_id, input.userId),
          gte(needs_card_send_attempts.sent_at, dayAgo),
        ),
      );
    if ((made?.n ?? 0) >= NEEDS_CARD_SEND_LIMIT.max) {
      throw new AppError(
        429,
        NEEDS_CARD_SEND_ERRORS.rateLimited,
        words.rateLimited(NEEDS_CARD_SEND_LIMIT.max),
      );
    }

    const [row] = await tx
      .insert(needs_card_sends)
      .values({
        user_id: input.userId,
        provider_id: target.id,
        card: contentOf(card),
        sent_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.conflict(NEEDS_CARD_SEND_ERRORS.alreadySent, words.alreadySent);
    await tx.insert(needs_card_send_attempts).values({ user_id: input.userId, sent_at: now });
    await enqueueMail(
      tx,
      needsCardReceivedMail({
        to: target.admin.email,
        locale: target.admin.locale,
        businessName: target.name,
        providerId: target.id,
        sendId: row.id,
        siteUrl: input.siteUrl,
      }),
    );
    return toMySend(row, target.name);
  });
}
