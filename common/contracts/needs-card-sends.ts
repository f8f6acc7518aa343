import { z } from 'zod';
import { NeedsCardContent } from './needs';
import { DbId, DbIdNumber } from './primitives';

/**
 * Needs cards sent ahead to a business (decision 070): the member's sends with their state, what
 * a provider page offers, and the business's received cards (a snapshot of the card as sent).
 */

/** How many cards one member may send in a day (counted by sends made, withdrawn ones too). */
export const NEEDS_CARD_SEND_LIMIT = { max: 10, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The error codes a page turns into its own words. */
export const NEEDS_CARD_SEND_ERRORS = {
  notFound: 'NEEDS_CARD_SEND_NOT_FOUND',
  noCard: 'NEEDS_CARD_NOT_SAVED',
  cannotReceive: 'PROVIDER_CANNOT_RECEIVE',
  alreadySent: 'NEEDS_CARD_ALREADY_SENT',
  rateLimited: 'RATE_LIMITED',
} as const;

export const NeedsCardSendIdParams = z.object({ id: DbId });
export const NeedsCardSendProviderParams = z.object({ providerId: DbId });

export const SendNeedsCardBody = z.object({ providerId: DbIdNumber });
export type SendNeedsCardBody = z.input<typeof SendNeedsCardBody>;

/** One send as its member sees it: where, when, and whether the business has read it. */
export const MyNeedsCardSend = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type MyNeedsCardSend = z.infer<typeof MyNeedsCardSend>;

export const MyNeedsCardSendsResponse = z.object({ sends: z.array(MyNeedsCardSend) });
export type MyNeedsCardSendsResponse = z.infer<typeof MyNeedsCardSendsResponse>;

/**
 * What a provider page offers a signed-in member: whether the place can receive a card (a
 * business account manages it), the card that would be sent, and the live send if there is one.
 */
export const NeedsCardSendOption = z.object({
  providerName: z.string(),
  receivable: z.boolean(),
  card: NeedsCardContent.nullable(),
  send: MyNeedsCardSend.nullable(),
});
export type NeedsCardSendOption = z.infer<typeof NeedsCardSendOption>;

/** A received card in the business's list: no card content, no family e-mail. */
export const ReceivedNeedsCardSummary = z.object({
  id: z.number().int(),
  /** The name the family chose to show on the card, or null. */
  displayName: z.string().nullable(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type ReceivedNeedsCardSummary = z.infer<typeof ReceivedNeedsCardSummary>;

export const ReceivedNeedsCardsResponse = z.object({ sends: z.array(ReceivedNeedsCardSummary) });
export type ReceivedNeedsCardsResponse = z.infer<typeof ReceivedNeedsCardsResponse>;

/** One received card opened by its business: the card exactly as the family sent it. */
export const ReceivedNeedsCard = ReceivedNeedsCardSummary.extend({
  providerId: z.number().int(),
  card: NeedsCardContent,
});
export type ReceivedNeedsCard = z.infer<typeof ReceivedNeedsCard>;

export const MarkNeedsCardReadResponse = z.object({ readAt: z.string() });
