import { NEEDS_CARD_SEND_ERRORS, NEEDS_CARD_SEND_LIMIT } from '@common/contracts/needs-card-sends';
import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { ApiError } from '@web/lib/api';

const words = NEEDS_CARD_SEND_MESSAGES.errors;

/** A failed send in the page's words, by the server's code (decision 070). */
export function sendErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return words.failed;
  switch (error.code) {
    case NEEDS_CARD_SEND_ERRORS.rateLimited:
      return words.rateLimited(NEEDS_CARD_SEND_LIMIT.max);
    case NEEDS_CARD_SEND_ERRORS.alreadySent:
      return words.alreadySent;
    case NEEDS_CARD_SEND_ERRORS.cannotReceive:
      return words.cannotReceive;
    case NEEDS_CARD_SEND_ERRORS.noCard:
      return words.noCard;
    default:
      return words.failed;
  }
}
