import { LOCALE_NAMES, LOCALES, pathInLocale } from '@common/i18n/locales';
import { ACCOUNT_LANGUAGE_MESSAGES, LANGUAGE_SWITCHER_MESSAGES } from '@common/messages/language';
import { useAccountLocale } from '@web/features/me/api/get-account-locale';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { rememberLocale } from '@web/lib/i18n/locale-links';
import { useId } from 'react';
import { useLocation } from 'react-router';

/*
 * The account's language (decision 062): the pages and the mails to the member. Choosing one is
 * the switcher's link (the same page in that language), which saves it to the account too.
 */
export function AccountLanguage() {
  const id = useId();
  const { pathname, search } = useLocation();
  const account = useAccountLocale();
  const current = pageLocale();
  const mails = account.data?.locale;
  return (
    <section
      aria-labelledby={id}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-semibold">
        {LANGUAGE_SWITCHER_MESSAGES.language}
      </h2>
      <p className="text-muted">{ACCOUNT_LANGUAGE_MESSAGES.hint}</p>
      <ul className="flex flex-wrap gap-3">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current && mails === locale ? (
              <span lang={locale} aria-current="true" className="font-semibold">
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a
                href={`${pathInLocale(pathname, locale)}${search}`}
                lang={locale}
                hrefLang={locale}
                onClick={() => rememberLocale(locale, true)}
                className="font-medium text-brand-800 underline"
              >
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
      {mails ? (
        <p className="text-sm text-muted">
          {ACCOUNT_LANGUAGE_MESSAGES.mailsIn} <span lang={mails}>{LOCALE_NAMES[mails]}</span>
        </p>
      ) : null}
    </section>
  );
}
