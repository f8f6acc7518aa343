import { LOCALE_TAGS, localeOfPath, pathWithoutLocale } from '@common/i18n/locales';

/*
 * A visit's first date format costs about 18 ms on this project's 2-core machine (ICU builds its
 * date pattern generator, once per page); every later one, whatever its options, well under 1 ms.
 * A page whose first view shows dates (/admin's queues, the dashboard's needs-card sends, a
 * provider's reviews) makes one here, in the entry, while the main thread waits for the app's
 * files, so that cost leaves the path to its first content (decision 048). Other pages make none:
 * with their files cached it would be 18 ms more.
 */
const DATED_FIRST_VIEWS = [
  /^\/admin\/?$/,
  /^\/provider[/-]dashboard\/?$/,
  /^\/providers\/[^/]+\/?$/,
];

export function warmDateFormats(pathname: string): void {
  const path = pathWithoutLocale(pathname);
  if (!DATED_FIRST_VIEWS.some((page) => page.test(path))) return;
  new Intl.DateTimeFormat(LOCALE_TAGS[localeOfPath(pathname)], { dateStyle: 'medium' }).format(0);
}
