import type { Locale } from '../../../common/i18n/locales';
import type { Translation } from '../../../common/i18n/translation';
import * as ES from '../../../common/messages/es/needs-card-sends';
import * as EN from '../../../common/messages/needs-card-sends';
import { localizeLink } from '../../mail/locale';
import { renderMail } from '../../mail/template';
import type { OutboxMessage } from '../outbox/enqueue-mail';

type Words = Translation<typeof EN.NEEDS_CARD_RECEIVED_MAIL>;
const WORDS: Record<Locale, Words> = {
  en: EN.NEEDS_CARD_RECEIVED_MAIL,
  es: ES.NEEDS_CARD_RECEIVED_MAIL,
};

/** The dashboard address that opens one received card (decision 070); 404 once withdrawn. */
export const receivedCardPath = (providerId: number, sendId: number) =>
  `/provider/dashboard?provider=${providerId}&needsCard=${sendId}`;

/**
 * Tells the business admin that a family sent its card (decision 070), in the admin's own
 * language (users.locale, decision 066). It carries only our words, the business's name and the
 * link: no family e-mail, name or card text, so a withdrawn card leaves nothing in a mailbox.
 */
export function needsCardReceivedMail(input: {
  to: string;
  locale: Locale;
  businessName: string;
  providerId: number;
  sendId: number;
  siteUrl: string;
}): OutboxMessage {
  const words = WORDS[input.locale];
  const url = `${input.siteUrl}${receivedCardPath(input.providerId, input.sendId)}`;
  return {
    kind: 'needs-card-received',
    to: input.to,
    subject: words.subject,
    ...renderMail({
      locale: input.locale,
      greeting: words.greeting(input.businessName),
      paragraphs: words.paragraphs,
      action: { label: words.action, url: localizeLink(url, input.locale) },
      after: words.after,
    }),
    targetType: 'needs_card_send',
    targetId: input.sendId,
  };
}
