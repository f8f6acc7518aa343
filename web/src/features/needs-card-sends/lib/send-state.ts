import type { MyNeedsCardSend } from '@common/contracts/needs-card-sends';
import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { sendDate } from '../lib/send-date';

/** 'Sent to Sunny Steps on March 3' or, once the business read it, 'Read by … on …'. */
export function sendStateLine(send: MyNeedsCardSend): string {
  return send.readAt
    ? NEEDS_CARD_SEND_MESSAGES.readBy(send.providerName, sendDate(send.readAt))
    : NEEDS_CARD_SEND_MESSAGES.sentTo(send.providerName, sendDate(send.sentAt));
}
