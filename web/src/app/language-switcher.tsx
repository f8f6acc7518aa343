import { LOCALE_NAMES, LOCALES, type Locale, pathInLocale } from '@common/i18n/locales';
import { LANGUAGE_SWITCHER_MESSAGES } from '@common/messages/language';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { rememberLocale } from '@web/lib/i18n/locale-links';
import { useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-provider';

/*
 * Choosing the page's language (decision 062): each language named in its own language, with its
 * `lang`, as a real link to the same page in that language, so it works before and without the
 * app's JavaScript. Following it loads the other address (a page holds one language); the click
 * remembers the choice first (cookie, and the account's setting when signed in).
 */

function useOtherLanguageLink() {
  const { pathname, search, hash } = useLocation();
  const { user } = useAuth();
  return (locale: Locale) => ({
    href: `${pathInLocale(pathname, locale)}${search}${hash}`,
    lang: locale,
    hrefLang: locale,
    onClick: () => rememberLocale(locale, Boolean(user)),
  });
}

const LINK = 'rounded-lg px-2 py-2 font-medium text-brand-800 underline-offset-4 hover:underline';

/** In the header: the link to the other language, at every width. */
export function HeaderLanguageLink() {
  const linkTo = useOtherLanguageLink();
  const current = pageLocale();
  return (
    <>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <a
          key={locale}
          {...linkTo(locale)}
          className={`${LINK} whitespace-nowrap`}
          data-language-switcher="header"
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </>
  );
}

/** In the footer: both languages, the current one marked. */
export function FooterLanguageSwitcher() {
  const linkTo = useOtherLanguageLink();
  const current = pageLocale();
  return (
    <nav aria-label={LANGUAGE_SWITCHER_MESSAGES.language} data-language-switcher="footer">
      <ul className="flex flex-wrap items-center gap-2">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span lang={locale} aria-current="true" className="px-2 py-2 font-semibold">
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a {...linkTo(locale)} className={LINK}>
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
