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
export const VISIT_TIME_LABELS: Record<VisitTime, string> = {
  morning: 'Morning',
  midday: 'Midday',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

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
export const HEADS_UP_LABELS: Record<HeadsUpTrigger, string> = {
  sudden_loud_sounds: 'Sudden loud sounds',
  beeping_machines: 'Beeping machines',
  hand_dryers: 'Hand dryers',
  strong_smells: 'Strong smells',
  flickering_lights: 'Flickering lights',
  crowds: 'Crowds',
  long_waits: 'Long waits',
  other: 'Other',
};
