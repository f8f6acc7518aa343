import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locales';
import { localizeLink, mailWords } from '../mail/locale';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/template';

/*
 * The account's mails, in the account's language (decision 066): the words from
 * common/messages/mail.ts or its Spanish twin, the link leading to that language's pages.
 *
 * The confirmation mail goes to an address nobody has proven yet, so it carries no text the
 * person who signed up chose (no name): only our words and our link.
 */
export function confirmEmailMessage(
  to: string,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const words = mailWords(locale).CONFIRM_EMAIL_MAIL;
  return {
    to,
    kind: 'confirm-email',
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting,
      paragraphs: words.paragraphs,
      action: { label: words.action, url: localizeLink(url, locale) },
      after: words.after,
    }),
  };
}

export function resetPasswordMessage(
  to: string,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const words = mailWords(locale).RESET_PASSWORD_MAIL;
  return {
    to,
    kind: 'reset-password',
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting,
      paragraphs: words.paragraphs,
      action: { label: words.action, url: localizeLink(url, locale) },
      after: words.after,
    }),
  };
}

/* Sent to the new address: only our words and our link (it is not proven yet). */
export function confirmNewEmailMessage(
  to: string,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const words = mailWords(locale).CONFIRM_NEW_EMAIL_MAIL;
  return {
    to,
    kind: 'confirm-new-email',
    subject: words.subject,
    ...renderMail({
      locale,
      greeting: words.greeting,
      paragraphs: words.paragraphs,
      action: { label: words.action, url: localizeLink(url, locale) },
      after: words.after,
    }),
  };
}

/* Sent to the old address, so a change made by someone else does not go unnoticed. */
export function emailChangeNoticeMessage(to: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const words = mailWords(locale).EMAIL_CHANGE_NOTICE_MAIL;
  return {
    to,
    kind: 'email-change-notice',
    subject: words.subject,
    ...renderMail({ locale, greeting: words.greeting, paragraphs: words.paragraphs }),
  };
}
