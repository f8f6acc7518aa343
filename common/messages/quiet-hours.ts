import { translatable } from '../i18n/translatable';
/**
 * Quiet hours, first/last appointment slots and sensory-friendly sessions (decision 068): the
 * dashboard's editor, the provider page's and prep sheet's section, the calendar file and the
 * search filters 'open for a quiet hour this week' and 'staff trained'.
 * Every user-visible string lives under common/messages/ (decision 051).
 */

export const QUIET_HOURS_ERRORS = /*#__PURE__*/ translatable('quiet-hours', 'QUIET_HOURS_ERRORS', {
  TIME_FORMAT: 'Please enter a time as HH:MM, for example 08:30.',
  DATE_FORMAT: 'Please enter a date as YYYY-MM-DD.',
  NO_DAY: 'Choose at least one weekday, or a single date.',
  DAY_AND_DATE: 'Choose weekdays or a single date, not both.',
  PAST_DATE: 'The date has passed. Choose today or a later date.',
  PAST_UNTIL: 'The end date has passed. Choose today or a later date, or leave it empty.',
  END_BEFORE_START: 'The end time must be after the start time.',
  NOTE_TOO_LONG: 'Please keep the note under 200 characters.',
  TOO_MANY: 'A place can publish up to 20 quiet hours and sessions. Remove one to add another.',
  NOT_FOUND: 'This quiet hour was not found. It may have been removed.',
  PROVIDER_NOT_FOUND: 'Provider not found.',
  RATE_LIMITED: 'Too many changes in a short time. Please wait a few minutes and try again.',
});

export const QUIET_HOURS_MESSAGES = /*#__PURE__*/ translatable(
  'quiet-hours',
  'QUIET_HOURS_MESSAGES',
  {
    heading: 'Quiet hours and sensory-friendly sessions',
    publicHint: 'Times are local to the place. Check with them before you go.',
    empty: 'No quiet hours or sessions are published.',
    kinds: {
      'quiet-hour': 'Quiet hour',
      'first-last-appointment': 'First or last appointment',
      'sensory-session': 'Sensory-friendly session',
    },
    weekdaysPlural: [
      'Mondays',
      'Tuesdays',
      'Wednesdays',
      'Thursdays',
      'Fridays',
      'Saturdays',
      'Sundays',
    ],
    everyDay: 'Every day',
    listJoin: (items: string[]) =>
      items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
    line: (kind: string, when: string, time: string) => `${kind}: ${when} ${time}`,
    until: (date: string) => `until ${date}`,
    next: (date: string) => `Next: ${date}`,
    addToCalendar: 'Add to calendar',
    addToCalendarLabel: (line: string) => `Add to calendar: ${line}`,
    loadFailed: 'Quiet hours could not be loaded.',
    /* The dashboard's editor. */
    editorHint:
      'Publish your quieter times so families can plan a calm visit. Past dates and ended series disappear on their own.',
    kindLabel: 'Kind',
    repeatLabel: 'When',
    weekly: 'Every week',
    once: 'On one date',
    weekdaysLegend: 'Weekdays',
    dateLabel: 'Date',
    untilLabel: 'Last day (optional)',
    startLabel: 'Starts',
    endLabel: 'Ends',
    noteLabel: 'Note (optional)',
    notePlaceholder: 'Lights dimmed, music off',
    add: 'Add',
    adding: 'Adding…',
    remove: 'Remove',
    removeLabel: (line: string) => `Remove ${line}`,
    added: 'Quiet hour added.',
    removed: 'Quiet hour removed.',
    saveFailed: 'Could not save. Please try again.',
    /* Search filters. */
    visitLegend: 'For your visit',
    quietHourFilter: 'Open for a quiet hour this week',
    trainedStaffFilter: 'Staff trained',
    /* The calendar file's event. */
    calendarDescription: 'Published on CalmPath. Check with the place before you go.',
  },
);
