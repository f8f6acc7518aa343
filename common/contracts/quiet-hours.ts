import { z } from 'zod';
import { QUIET_HOURS_ERRORS } from '../messages/quiet-hours';
import { storedLine } from './primitives';
import { WrittenLanguage } from './written-language';

/*
 * Quiet hours, first/last appointment slots and sensory-friendly sessions (decision 068): what a
 * business publishes on its dashboard, what its page and prep sheet show and the calendar files.
 */

export const QUIET_HOUR_KINDS = [
  'quiet-hour',
  'first-last-appointment',
  'sensory-session',
] as const;
export type QuietHourKind = (typeof QUIET_HOUR_KINDS)[number];

/** Most entries one place may publish (current ones; lapsed ones do not count). */
export const MAX_QUIET_HOURS = 20;
export const QUIET_HOUR_NOTE_MAX_LENGTH = 200;

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
const Weekday = z.number().int().min(1).max(7);
/** 'HH:MM', 00:00 to 24:00 (24:00 only as an end). */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const WallTime = z.string().regex(TIME, QUIET_HOURS_ERRORS.TIME_FORMAT);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IsoDay = z
  .string()
  .regex(DAY, QUIET_HOURS_ERRORS.DATE_FORMAT)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), QUIET_HOURS_ERRORS.DATE_FORMAT);

export const QuietHourBody = z.object({
  kind: z.enum(QUIET_HOUR_KINDS),
  /** Weekly on these days; empty for a single date. */
  weekdays: z.array(Weekday).max(7).default([]),
  /** One date ('YYYY-MM-DD'); null for a weekly one. */
  onDate: IsoDay.nullable().default(null),
  /** The last day of a weekly one; null: until removed. */
  untilDate: IsoDay.nullable().default(null),
  startTime: WallTime,
  endTime: WallTime,
  note: storedLine()
    .trim()
    .max(QUIET_HOUR_NOTE_MAX_LENGTH, QUIET_HOURS_ERRORS.NOTE_TOO_LONG)
    .default(''),
});
export type QuietHourBody = z.input<typeof QuietHourBody>;

export const QuietHour = z.object({
  id: z.string().uuid(),
  kind: z.enum(QUIET_HOUR_KINDS),
  weekdays: z.array(Weekday),
  onDate: z.string().nullable(),
  untilDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  note: z.string().nullable(),
  /** The language the note was written in, for `lang` on its element; null when it cannot be told. */
  noteLang: WrittenLanguage,
  /** The next day it happens ('YYYY-MM-DD', the place's date); never null (lapsed ones are left out). */
  nextDate: z.string(),
});
export type QuietHour = z.infer<typeof QuietHour>;

export const QuietHoursResponse = z.object({
  /** The IANA zone the place's dates are read in (from its state). */
  timeZone: z.string(),
  entries: z.array(QuietHour),
});
export type QuietHoursResponse = z.infer<typeof QuietHoursResponse>;

export const QuietHourParams = z.object({
  providerId: z.coerce.number().int().positive().max(2_147_483_647),
  quietHourId: z.string().uuid(),
});
export const PublicQuietHourParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  quietHourId: z.string().uuid(),
});

type QuietHourProblem = { field: keyof QuietHourBody; message: string };

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export { minutesOf as wallTimeMinutes };

/** What is wrong with an entry, in the order of the form; `today` is the place's date. */
export function quietHourProblems(
  body: z.output<typeof QuietHourBody>,
  today: string,
): QuietHourProblem[] {
  const problems: QuietHourProblem[] = [];
  if (body.weekdays.length === 0 && !body.onDate) {
    problems.push({ field: 'weekdays', message: QUIET_HOURS_ERRORS.NO_DAY });
  }
  if (body.weekdays.length > 0 && body.onDate) {
    problems.push({ field: 'onDate', message: QUIET_HOURS_ERRORS.DAY_AND_DATE });
  }
  if (body.onDate && body.onDate < today) {
    problems.push({ field: 'onDate', message: QUIET_HOURS_ERRORS.PAST_DATE });
  }
  if (body.untilDate && body.untilDate < today) {
    problems.push({ field: 'untilDate', message: QUIET_HOURS_ERRORS.PAST_UNTIL });
  }
  if (minutesOf(body.endTime) <= minutesOf(body.startTime)) {
    problems.push({ field: 'endTime', message: QUIET_HOURS_ERRORS.END_BEFORE_START });
  }
  if (body.startTime === '24:00') {
    problems.push({ field: 'startTime', message: QUIET_HOURS_ERRORS.TIME_FORMAT });
  }
  return problems;
}
