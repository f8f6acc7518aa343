import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales';
import { mailWords } from '../../mail/locale';
import { renderMail } from '../../mail/template';

export const APPLICATION_RECEIVED_KIND = 'application-received';

/**
 * The applicant's receipt (provider-admin-side.md §8: review within 2-3 business days, contact by
 * e-mail), in the language the application was made in (decision 066). Anyone can type any
 * address into the form, so the message carries nothing the sender chose: no business name, no
 * link, no instruction to act. A stranger who receives it learns only that someone used their
 * address, and is told that nothing will happen if they ignore it. The reference number is ours,
 * so a reply can name the application without echoing its contents.
 */
export function applicationReceivedMail(providerId: number, locale: Locale = DEFAULT_LOCALE) {
  const words = mailWords(locale).APPLICATION_RECEIVED_MAIL;
  /* Our words only, yet through the one template like every mail (decision 036). */
  const body = renderMail({
    locale,
    greeting: words.greeting,
    paragraphs: [words.received(`#${providerId}`), ...words.paragraphs],
  });
  return { kind: APPLICATION_RECEIVED_KIND, subject: words.subject, ...body };
}
