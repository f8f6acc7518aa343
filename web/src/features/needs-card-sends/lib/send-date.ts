import { pageLocaleTag } from '@web/lib/i18n/apply-locale';

/** A send's date in the page's language: 'March 3' this year, 'March 3, 2025' before. */
export function sendDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(pageLocaleTag(), {
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}
