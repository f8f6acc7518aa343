import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales';
import { localizeLink, mailWords } from '../../mail/locale';
import { renderMail } from '../../mail/template';
import type { OutboxMessage } from '../outbox/enqueue-mail';

/** The listing a decision is about, and the language its application was made in. */
type Provider = { id: number; name: string; contactEmail: string; locale?: Locale };

/*
 * The three e-mails of a verification decision (provider-admin-side.md §7 'Emails sent'), built
 * by the one mail template: the business name (typed by the applicant) and the admin's words are
 * escaped and their links defused, so the only link a mail carries is the one we made. Each goes
 * to the contact e-mail of the application, the one address the listing has; a signup link sent
 * there works only for an account confirmed at that same address (decision 012). Each is in the
 * application's language, its link leading to that language's pages (decision 066); the admin's
 * own words (a reason, a request) stay as the admin wrote them.
 */
export function approvedMail(provider: Provider, signupUrl: string): OutboxMessage {
  const locale = provider.locale ?? DEFAULT_LOCALE;
  const words = mailWords(locale).VERIFICATION_APPROVED_MAIL;
  return {
    kind: 'verification-approved',
    to: provider.contactEmail,
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting(provider.name),
      paragraphs: words.paragraphs,
      action: { label: words.action, url: localizeLink(signupUrl, locale) },
      after: words.after,
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function rejectedMail(provider: Provider, reason: string): OutboxMessage {
  const locale = provider.locale ?? DEFAULT_LOCALE;
  const words = mailWords(locale).VERIFICATION_REJECTED_MAIL;
  return {
    kind: 'verification-rejected',
    to: provider.contactEmail,
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting(provider.name),
      paragraphs: [words.intro, words.reason(reason), words.outro],
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}

export function documentRequestMail(
  provider: Provider,
  requestText: string,
  uploadUrl: string,
): OutboxMessage {
  const locale = provider.locale ?? DEFAULT_LOCALE;
  const words = mailWords(locale).DOCUMENT_REQUEST_MAIL;
  return {
    kind: 'document-request',
    to: provider.contactEmail,
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting(provider.name),
      paragraphs: [words.intro, requestText, words.outro],
      action: { label: words.action, url: localizeLink(uploadUrl, locale) },
      after: words.after,
    }),
    targetType: 'provider',
    targetId: provider.id,
  };
}
