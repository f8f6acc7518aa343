import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MyNeedsCardResponse,
  NeedsCardContent,
  SaveNeedsCardBody,
} from '../../../../common/contracts/needs';
import { normalizeNeeds } from '../../../../common/domain/needs-match';
import type { Db } from '../../../db/client';
import { needs_cards } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { hashToken, isTokenShaped } from '../../tokens/tokens';

/*
 * The needs card (decision 031). One card per member (needs_cards.user_id).
 * The share link's token is an HMAC-SHA256 (AUTH_SECRET) of the member's id and the moment the
 * link was made: 256 bits no one can guess, which the server can show its owner again at any
 * time without storing it. Only its SHA-256 is stored (share_token_hash, the tokens feature's
 * hashToken) and looked up, as for every other link token. Revoking clears both columns; a new
 * link has a new moment and so a new token.
 */

const shareToken = (secret: string, userId: string, sharedAt: Date) =>
  createHmac('sha256', secret)
    .update(`needs-card-share\u0000${userId}\u0000${sharedAt.getTime()}`)
    .digest('base64url');

export const sharePath = (token: string) => `/needs/${token}`;

type CardRow = typeof needs_cards.$inferSelect;

const contentOf = (row: CardRow): NeedsCardContent => ({
  accommodations: normalizeNeeds(row.accommodations),
  note: row.note,
  communication: row.communication,
  displayName: row.display_name,
});

export async function getMyNeedsCard(
  db: Db,
  secret: string,
  userId: string,
): Promise<MyNeedsCardResponse> {
  const [row] = await db.select().from(needs_cards).where(eq(needs_cards.user_id, userId));
  if (!row) return { card: null, share: null };
  let share: MyNeedsCardResponse['share'] = null;
  if (row.shared_at && row.share_token_hash) {
    const token = shareToken(secret, userId, row.shared_at);
    /* A link made under another AUTH_SECRET cannot be shown again: it reads as not shared. */
    if (hashToken(token) === row.share_token_hash) {
      share = { path: sharePath(token), sharedAt: row.shared_at.toISOString() };
    }
  }
  return { card: contentOf(row), share };
}

export async function saveNeedsCard(
  db: Db,
  userId: string,
  input: z.output<typeof SaveNeedsCardBody>,
): Promise<void> {
  const values = {
    accommodations: normalizeNeeds(input.accommodations),
    note: input.note,
    communication: input.communication,
    display_name: input.displayName,
    updated_at: new Date(),
  };
  await db
    .insert(needs_cards)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: needs_cards.user_id, set: values });
}

/** Makes a share link for the saved card (replacing a live one) and returns it. */
export async function shareNeedsCard(
  db: Db,
  secret: string,
  userId: string,
  now = new Date(),
): Promise<NonNullable<MyNeedsCardResponse['share']>> {
  const token = shareToken(secret, userId, now);
  const updated = await db
    .update(needs_cards)
    .set({ share_token_hash: hashToken(token), shared_at: now })
    .where(eq(needs_cards.user_id, userId))
    .returning({ user_id: needs_cards.user_id });
  if (updated.length === 0) {
    throw AppError.conflict('NEEDS_CARD_NOT_SAVED', 'Save the card before sharing it.');
  }
  return { path: sharePath(token), sharedAt: now.toISOString() };
}

export async function revokeNeedsCardShare(db: Db, userId: string): Promise<void> {
  await db
    .update(needs_cards)
    .set({ share_token_hash: null, shared_at: null })
    .where(eq(needs_cards.user_id, userId));
}

/** The card behind a live share link, or null (unknown, malformed or turned-off link). */
export async function readSharedNeedsCard(db: Db, token: string): Promise<NeedsCardContent | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select()
    .from(needs_cards)
    .where(eq(needs_cards.share_token_hash, hashToken(token)))
    .limit(1);
  return row ? contentOf(row) : null;
}
