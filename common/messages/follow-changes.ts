import { translatable } from '../i18n/translatable';
/**
 * Hearing when a saved place changes (decision 072): following favourites, the account's choice
 * of how often, the unsubscribe page and the change e-mails themselves.
 * Every user-visible string lives under common/messages/ (decision 051).
 */

export const FOLLOW_CHANGES_MESSAGES = /*#__PURE__*/ translatable(
  'follow-changes',
  'FOLLOW_CHANGES_MESSAGES',
  {
    followPlace: 'Follow changes',
    followPlaceLabel: (name: string) => `Follow changes to ${name}`,
    followAll: 'Follow changes to all my favorites',
    followAllHint:
      'We write only when something that matters changes: an accommodation added or removed, quiet hours, a heads-up from several families, or a verification that lapses.',
    followingSaved: 'Following saved',
    notSaved: 'Save this place to your favorites first.',
    offNotice: 'E-mails about changes are off. Choose how often in your account.',
    failed: { title: 'Error', description: 'Could not save your choice. Please try again.' },
  },
);

export const FOLLOW_SETTINGS_MESSAGES = /*#__PURE__*/ translatable(
  'follow-changes',
  'FOLLOW_SETTINGS_MESSAGES',
  {
    heading: 'Changes to saved places',
    hint: 'How you hear when a place you follow changes. Nothing else is ever sent.',
    legend: 'E-mails about changes',
    modes: {
      off: 'Off',
      immediate: 'Soon after a change, one calm e-mail',
      weekly: 'One summary a week',
    },
    loading: 'Loading your choice…',
    saved: 'Your choice is saved',
    failed: { title: 'Error', description: 'Could not save your choice. Please try again.' },
  },
);

export const UNSUBSCRIBE_MESSAGES = /*#__PURE__*/ translatable(
  'follow-changes',
  'UNSUBSCRIBE_MESSAGES',
  {
    title: 'Stop e-mails about changes',
    explain:
      'You get e-mails when a saved place you follow changes. You can stop them here; no sign-in is needed.',
    action: 'Stop these e-mails',
    working: 'Stopping…',
    done: 'Done. You will get no more e-mails about changes to saved places.',
    alreadyOff: 'These e-mails are already off.',
    invalid: 'This link is not valid. Open the newest e-mail, or choose in your account.',
    loading: 'Checking the link…',
    failed: 'Something went wrong. Please try again.',
  },
);

/** The words of a change e-mail (decision 072), in the reader's language (decision 066). */
export const FOLLOW_CHANGE_MAIL_MESSAGES = /*#__PURE__*/ translatable(
  'follow-changes',
  'FOLLOW_CHANGE_MAIL_MESSAGES',
  {
    subjectOne: (place: string) => `A saved place changed: ${place}`,
    subjectSeveral: (count: number) => `${count} saved places changed`,
    subjectWeekly: 'Your weekly summary of changes to saved places',
    greeting: (name: string) => `Hello ${name},`,
    introImmediate: 'Something changed at a place you follow:',
    introWeekly: 'This week, these places you follow changed:',
    accommodationAdded: (place: string, accommodation: string) =>
      `${place} now lists “${accommodation}”.`,
    accommodationRemoved: (place: string, accommodation: string) =>
      `${place} no longer lists “${accommodation}”.`,
    quietHours: (place: string) => `${place} changed its quiet hours or sensory-friendly sessions.`,
    headsUp: (place: string, headsUp: string, families: number) =>
      `${families} families mention “${headsUp}” as something that could be hard at ${place}.`,
    verificationLapsed: (place: string) => `${place} is no longer verified by CalmPath.`,
    trainingLapsed: (place: string, training: string) =>
      `The staff training “${training}” at ${place} has reached its expiry date, so it no longer shows on the page until it is renewed and checked again.`,
    why: 'You get this e-mail because you follow changes to your saved places. You can choose how often, or turn it off, in your account.',
    unsubscribe: 'Stop these e-mails',
  },
);
