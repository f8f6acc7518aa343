import type { QuietHour } from '../../../common/contracts/quiet-hours';
import { addDays } from '../../../common/domain/quiet-hours';
import type { Locale } from '../../../common/i18n/locales';
import type { Translation } from '../../../common/i18n/translation';
import * as ES from '../../../common/messages/es/quiet-hours';
import * as EN from '../../../common/messages/quiet-hours';

type Words = Translation<typeof EN.QUIET_HOURS_MESSAGES>;
const WORDS: Record<Locale, Words> = {
  en: EN.QUIET_HOURS_MESSAGES,
  es: ES.QUIET_HOURS_MESSAGES,
};

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/* RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/* RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/* A floating local date-time (no zone): the place's wall-clock time, as published. */
function localDateTime(day: string, time: string): string {
  if (time === '24:00') return `${addDays(day, 1).replace(/-/g, '')}T000000`;
  return `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

const utcStamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * One published entry as an iCalendar file (decision 068): its next occurrence, and for a weekly
 * one an RRULE on its weekdays until its last day. Times are floating (the place's wall-clock
 * times, RFC 5545 §3.3.5 form 1): a family near the place sees them as published.
 */
export function quietHourCalendar(
  entry: QuietHour,
  place: { providerName: string; location: string },
  siteUrl: string,
  locale: Locale,
  now = new Date(),
): string {
  const words = WORDS[locale];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CalmPath//Quiet hours//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:quiet-hour-${entry.id}@calmpath`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${localDateTime(entry.nextDate, entry.startTime)}`,
    `DTEND:${localDateTime(entry.nextDate, entry.endTime)}`,
  ];
  if (entry.weekdays.length > 0) {
    const byDay = entry.weekdays.map((d) => BYDAY[d - 1]).join(',');
    const until = entry.untilDate ? `;UNTIL=${entry.untilDate.replace(/-/g, '')}T235959` : '';
    lines.push(`RRULE:FREQ=WEEKLY;BYDAY=${byDay}${until}`);
  }
  const description = [entry.note, words.calendarDescription].filter(Boolean).join('\n');
  lines.push(
    `SUMMARY:${text(`${words.kinds[entry.kind]}: ${place.providerName}`)}`,
    `LOCATION:${text(place.location)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${siteUrl}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
