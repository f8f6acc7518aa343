import { LOCALE_TAGS, type Locale } from '@common/i18n/locales';
import { pageLocale } from './apply-locale';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/**
 * Choices named in a sentence the way the page's language writes a list: 'Tuesday and Thursday',
 * 'martes y jueves'; 'Morning and afternoon', 'Por la mañana y por la tarde' (Intl.ListFormat).
 * The labels are the form's, capitalised as a choice stands alone: inside the list every one after
 * the first starts lower case, and Spanish writes weekdays lower case throughout.
 */
export function listInSentence(
  labels: readonly string[],
  { weekdays = false, locale = pageLocale() }: { weekdays?: boolean; locale?: Locale } = {},
): string {
  const spanish = locale === 'es';
  const items = labels.map((label, i) =>
    (weekdays && spanish) || (!weekdays && i > 0) ? lowerFirst(label) : label,
  );
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);
}
