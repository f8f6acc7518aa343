import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from './locales';

/**
 * ICU MessageFormat for the messages whose words change with a number or a choice (plurals,
 * gender-free selects), through formatjs's intl-messageformat (decision 062):
 *   icu('es', '{count, plural, one {# reseña} other {# reseñas}}', { count: 3 }) -> '3 reseñas'
 * Each message is parsed once per language and kept.
 */
const compiled = new Map<string, IntlMessageFormat>();

export function icu(
  locale: Locale,
  message: string,
  values: Record<string, string | number | boolean | Date>,
): string {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, LOCALE_TAGS[locale]);
    compiled.set(key, format);
  }
  return String(format.format(values));
}
