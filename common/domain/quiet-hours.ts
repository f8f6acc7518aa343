/*
 * When a published quiet hour happens (decision 068). Times are the place's wall-clock times;
 * dates ('YYYY-MM-DD') are the place's dates, read in the zone of its state (most of a state's
 * people live in this one; the few split states use their larger part). Pure: the server reads
 * lapse and 'this week' with it, the web writes the words.
 */

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const ZONES: Record<string, string> = {
  AL: CENTRAL,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: 'America/Indiana/Indianapolis',
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: 'America/Detroit',
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  PR: 'America/Puerto_Rico',
};

/** The zone a place's dates are read in: its state's, else Eastern (most US listings). */
export function timeZoneOfState(state: string | null | undefined): string {
  return (state && ZONES[state.toUpperCase()]) || EASTERN;
}

/** Today's date in a zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/* Stored as a bit per day: Monday = 1, Tuesday = 2 … Sunday = 64. */
export const weekdayMask = (weekdays: readonly number[]) =>
  weekdays.reduce((mask, d) => mask | (1 << (d - 1)), 0);
export const weekdaysOfMask = (mask: number) =>
  [1, 2, 3, 4, 5, 6, 7].filter((d) => (mask & (1 << (d - 1))) !== 0);

export type QuietHourDays = {
  weekdays: readonly number[];
  onDate: string | null;
  untilDate: string | null;
};

/** The first day on or after `today` it happens, or null once it has lapsed. */
export function nextDateOf(entry: QuietHourDays, today: string): string | null {
  if (entry.onDate) return entry.onDate >= today ? entry.onDate : null;
  for (let i = 0; i < 7; i++) {
    const day = addDays(today, i);
    if (entry.untilDate && day > entry.untilDate) return null;
    if (entry.weekdays.includes(weekdayOf(day))) return day;
  }
  return null;
}

/** True when it happens within the 7 days from `today` ('this week' for search). */
export function happensWithinWeek(entry: QuietHourDays, today: string): boolean {
  const next = nextDateOf(entry, today);
  return next !== null && next <= addDays(today, 6);
}

export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
