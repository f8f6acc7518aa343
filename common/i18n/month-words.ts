/**
 * 'YYYY-MM' as a month and year in a language, through Intl (decision 062): ('en-US', '2026-03')
 * → 'March 2026', ('es-US', '2026-03') → 'marzo de 2026'. The month is read in UTC, so the server
 * and the browser agree whatever their time zone. Anything else is returned as it is.
 */
export function monthYearWords(tag: string, yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return yearMonth;
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(match[1]), month - 1, 1),
  );
}
