import { NEEDS_CARD_INBOX_MESSAGES } from '@common/messages/needs-card-sends';

/** Who sent a needs card, as the business's inbox names them. */
export const fromOf = (send: { displayName: string | null }) =>
  send.displayName
    ? NEEDS_CARD_INBOX_MESSAGES.fromNamed(send.displayName)
    : NEEDS_CARD_INBOX_MESSAGES.fromFamily;
