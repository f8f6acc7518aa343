/**
 * What a review may say about the visit itself (decision 028): when it was, how busy and loud it felt,
 * and anything that could be hard. Labels are the words the review form and profile show.
 */

/** Weekday of the visit: index 0 = Monday … 6 = Sunday (reviews.visit_day). */
export const VISIT_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const VISIT_TIMES = ['morning', 'midday', 'afternoon', 'evening'] as const;
export type VisitTime = (typeof VISIT_TIMES)[number];
/* Their words: common/messages/catalog.ts (the same object, so a Spanish page reads Spanish). */
export { HEADS_UP_LABELS, VISIT_TIME_LABELS } from '../messages/catalog';

/** 'How busy and loud did it feel?' 1 = very calm … 5 = very busy and loud. */
export const BUSYNESS_MIN = 1;
export const BUSYNESS_MAX = 5;

/** 'Anything that could be hard?' (reviews.heads_up). */
export const HEADS_UP_TRIGGERS = [
  'sudden_loud_sounds',
  'beeping_machines',
  'hand_dryers',
  'strong_smells',
  'flickering_lights',
  'crowds',
  'long_waits',
  'other',
] as const;
export type HeadsUpTrigger = (typeof HEADS_UP_TRIGGERS)[number];
