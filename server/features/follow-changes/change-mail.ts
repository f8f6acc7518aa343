import type { Locale } from '../../../common/i18n/locales';
import type { Translation } from '../../../common/i18n/translation';
import * as EN_CATALOG from '../../../common/messages/catalog';
import * as ES_CATALOG from '../../../common/messages/es/catalog';
import * as ES from '../../../common/messages/es/follow-changes';
import * as EN from '../../../common/messages/follow-changes';
import { localizeLink } from '../../mail/locale';
import { renderMail } from '../../mail/template';
import type { OutboxMessage } from '../outbox/enqueue-mail';
import type { PlaceChangeDetail, PlaceChangeKind } from './record-change';

type MailText = Translation<typeof EN.FOLLOW_CHANGE_MAIL_MESSAGES>;
type Labels = Readonly<Record<string, string>>;
type Words = { mail: MailText; accommodations: Labels; headsUps: Labels };

/* The reader's language (decision 066): the English objects or their Spanish twins, unchanged. */
const WORDS: Record<Locale, Words> = {
  en: {
    mail: EN.FOLLOW_CHANGE_MAIL_MESSAGES,
    accommodations: EN_CATALOG.ACCOMMODATION_LABELS,
    headsUps: EN_CATALOG.HEADS_UP_LABELS,
  },
  es: {
    mail: ES.FOLLOW_CHANGE_MAIL_MESSAGES,
    accommodations: ES_CATALOG.ACCOMMODATION_LABELS,
    headsUps: ES_CATALOG.HEADS_UP_LABELS,
  },
};

export type ChangeForMail = {
  providerId: number;
  placeName: string;
  kind: PlaceChangeKind;
  detail: PlaceChangeDetail;
};

export type ChangeMailInput = {
  to: string;
  name: string;
  locale: Locale;
  weekly: boolean;
  changes: readonly ChangeForMail[];
  /** The unsubscribe page (in the body) and the one-click API address (in the headers). */
  unsubscribePageUrl: string;
  unsubscribePostUrl: string;
};

function changeLine(words: Words, change: ChangeForMail): string {
  const { mail } = words;
  const place = change.placeName;
  const accommodation = change.detail.accommodation ?? '';
  switch (change.kind) {
    case 'accommodation-added':
      return mail.accommodationAdded(place, words.accommodations[accommodation] ?? accommodation);
    case 'accommodation-removed':
      return mail.accommodationRemoved(place, words.accommodations[accommodation] ?? accommodation);
    case 'quiet-hours':
      return mail.quietHours(place);
    case 'heads-up': {
      const tag = change.detail.tag ?? '';
      return mail.headsUp(place, words.headsUps[tag] ?? tag, change.detail.families ?? 0);
    }
    case 'verification-lapsed':
      /* A staff training passing its expiry names the training; the place's own check does not. */
      return change.detail.training
        ? mail.trainingLapsed(place, change.detail.training)
        : mail.verificationLapsed(place);
  }
}

/**
 * One calm change e-mail (decision 072): a line a change (the same line once, however often it
 * was recorded), why it came, and the one-click unsubscribe as its only link and in the
 * List-Unsubscribe headers of RFC 8058.
 */
export function changeMail(input: ChangeMailInput): OutboxMessage {
  const words = WORDS[input.locale];
  const { mail } = words;
  const lines = [...new Set(input.changes.map((change) => changeLine(words, change)))];
  const places = new Set(input.changes.map((change) => change.providerId));
  const first = input.changes[0];
  const subject = input.weekly
    ? mail.subjectWeekly
    : places.size === 1 && first
      ? mail.subjectOne(first.placeName)
      : mail.subjectSeveral(places.size);
  const { text, html } = renderMail({
    greeting: mail.greeting(input.name.trim() || input.to),
    paragraphs: [input.weekly ? mail.introWeekly : mail.introImmediate, lines.join('\n')],
    after: [mail.why],
    action: {
      label: mail.unsubscribe,
      url: localizeLink(input.unsubscribePageUrl, input.locale),
    },
    locale: input.locale,
  });
  return {
    kind: input.weekly ? 'follow-changes-weekly' : 'follow-changes',
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribePostUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
