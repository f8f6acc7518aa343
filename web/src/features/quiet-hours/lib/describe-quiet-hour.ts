import type { QuietHour } from '@common/contracts/quiet-hours';
import { QUIET_HOURS_MESSAGES } from '@common/messages/quiet-hours';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';

const text = QUIET_HOURS_MESSAGES;

/* Dates and times are the place's own (decision 068): written as UTC so no zone moves them. */
const atUtc = (day: string, time = '12:00') => new Date(`${day}T${time}:00Z`);

/** 'Tuesday, December 1' in the page's language. */
export function dayWords(day: string): string {
  return new Intl.DateTimeFormat(pageLocaleTag(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(atUtc(day));
}

function timeWords(start: string, end: string): string {
  const format = new Intl.DateTimeFormat(pageLocaleTag(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  /* 24:00 is the end of the day: shown as its last minute, on the same day. */
  const endTime = end === '24:00' ? '23:59' : end;
  return format.formatRange(atUtc('2000-01-03', start), atUtc('2000-01-03', endTime));
}

/** 'Quiet hour: Tuesdays 8:00 – 9:00 AM', 'Sensory-friendly session: Saturday, December 5 …'. */
export function describeQuietHour(entry: QuietHour): string {
  let when: string;
  if (entry.onDate) {
    when = dayWords(entry.onDate);
  } else {
    const days =
      entry.weekdays.length === 7
        ? text.everyDay
        : text.listJoin(entry.weekdays.map((d) => text.weekdaysPlural[d - 1] ?? ''));
    when = entry.untilDate ? `${days} ${text.until(dayWords(entry.untilDate))}` : days;
  }
  return text.line(text.kinds[entry.kind], when, timeWords(entry.startTime, entry.endTime));
}
