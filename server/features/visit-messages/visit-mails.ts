import type { Locale } from '../../../common/i18n/locales';
import * as ES from '../../../common/messages/es/visit-messages';
import * as EN from '../../../common/messages/visit-messages';
import { localizeLink } from '../../mail/locale';
import { renderMail } from '../../mail/template';
import type { OutboxMessage } from '../outbox/enqueue-mail';

/* This area's words in the reader's language (decision 066): the catalogs are read, never changed. */
const words = (locale: Locale) => (locale === 'es' ? ES : EN);

export type ThreadForMail = {
  id: number;
  kind: 'question' | 'appointment';
  providerId: number;
  providerName: string;
  preferredDays: readonly string[];
  preferredTimes: readonly string[];
  slot: 'first' | 'last' | 'either' | null;
  /** The family's first name, or null (then 'A family'). */
  familyName: string | null;
  /** Only when the family chose to share it. */
  familyEmail: string | null;
};

const labelsOf = (labels: Record<string, string>, keys: readonly string[], none: string) =>
  keys.length === 0 ? none : keys.map((k) => labels[k] ?? k).join(', ');

/**
 * To the business, when a family writes (decision 069): who wrote (a first name, never the
 * address unless shared), the message, a request's preferences, and the dashboard's link. The
 * family's words are quoted as written; the template defuses any link in them.
 */
export function mailToBusiness(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
  thread: ThreadForMail;
  body: string;
  first: boolean;
}): OutboxMessage {
  const w = words(input.locale);
  const m = w.VISIT_MESSAGE_MAILS;
  const t = input.thread;
  const who = t.familyName ?? w.VISIT_THREAD_MESSAGES.aFamily;
  const lead = !input.first
    ? m.toBusinessReply(who)
    : t.kind === 'question'
      ? m.toBusinessQuestion(who)
      : m.toBusinessRequest(who);
  const preferences =
    input.first && t.kind === 'appointment'
      ? [
          m
            .preferences(
              labelsOf(w.VISIT_DAY_LABELS, t.preferredDays, w.VISIT_THREAD_MESSAGES.anyDay),
              labelsOf(w.VISIT_TIME_LABELS, t.preferredTimes, w.VISIT_THREAD_MESSAGES.anyTime),
              t.slot ? w.VISIT_SLOT_LABELS[t.slot] : '',
            )
            .trim(),
        ]
      : [];
  const url = `${input.siteUrl}/provider-dashboard?tab=messages&provider=${t.providerId}&thread=${t.id}`;
  return {
    kind: 'visit-message-to-business',
    to: input.to,
    subject: m.toBusinessSubject(t.providerName),
    ...renderMail({
      locale: input.locale,
      greeting: m.toBusinessGreeting(t.providerName),
      paragraphs: [
        lead,
        input.body,
        ...preferences,
        t.familyEmail ? m.sharedEmail(t.familyEmail) : m.notShared,
      ],
      action: { label: m.toBusinessAction, url: localizeLink(url, input.locale) },
      after: [m.after],
    }),
    targetType: 'visit_thread',
    targetId: t.id,
  };
}

/** To the family, when the business answers: the answer and the way back to the account. */
export function mailToMember(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
  thread: ThreadForMail;
  body: string;
}): OutboxMessage {
  const m = words(input.locale).VISIT_MESSAGE_MAILS;
  const url = `${input.siteUrl}/account?thread=${input.thread.id}#messages`;
  return {
    kind: 'visit-message-to-member',
    to: input.to,
    subject: m.toMemberSubject(input.thread.providerName),
    ...renderMail({
      locale: input.locale,
      greeting: m.toMemberGreeting,
      paragraphs: [m.toMemberIntro(input.thread.providerName), input.body],
      action: { label: m.toMemberAction, url: localizeLink(url, input.locale) },
      after: [m.after],
    }),
    targetType: 'visit_thread',
    targetId: input.thread.id,
  };
}
