import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales';
import { localizeLink, mailWords } from '../../mail/locale';
import { renderMail } from '../../mail/template';

export const LISTING_CONSENT_KIND = 'listing-consent';

/**
 * Asks the holder of an existing account whether an application naming their address is theirs
 * (decision 037). Anyone can type any address into the form, so nothing the sender chose is in
 * the mail (no business name: the link's page shows it), and nothing happens unless the holder
 * opens the link while signed in with this address and confirms. It is in the language of the
 * application (decision 066).
 */
export function listingConsentMail(
  providerId: number,
  consentUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const words = mailWords(locale).LISTING_CONSENT_MAIL;
  const body = renderMail({
    locale,
    greeting: words.greeting,
    paragraphs: [words.applied(`#${providerId}`), ...words.paragraphs],
    action: { label: words.action, url: localizeLink(consentUrl, locale) },
    after: words.after,
  });
  return { kind: LISTING_CONSENT_KIND, subject: words.subject, ...body };
}
