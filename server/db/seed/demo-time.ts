/* The demo data's clock: every date in it is counted back from one fixed instant. */

/** Every timestamp is an offset from this instant, so the data never depends on when it is made. */
export const DEMO_BASE_DATE = new Date('2025-06-01T12:00:00Z');
/*
 * Demo reviews written from this day on chose their stars; older ones look like reviews stored
 * before the form asked (decision 039): the spec's derived number, rating_chosen false.
 */
export const DEMO_STARS_CHOSEN_SINCE = new Date('2024-06-01T00:00:00Z');
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The instant `days` (and `extraMinutes`) before the base date. */
export const daysBefore = (days: number, extraMinutes = 0) =>
  new Date(DEMO_BASE_DATE.getTime() - days * DAY + extraMinutes * 60_000);
