import { translatable } from '../i18n/translatable';
/**
 * Asking a business without a phone call (decision 069): a question or an appointment request
 * from the provider page, the conversation in the member's account and the business dashboard,
 * reports for moderators, the business's booking link and text number, and the mails.
 * Every user-visible string lives under common/messages/ (decision 051).
 */

export const VISIT_DAY_LABELS = /*#__PURE__*/ translatable('visit-messages', 'VISIT_DAY_LABELS', {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
});

export const VISIT_TIME_LABELS = /*#__PURE__*/ translatable('visit-messages', 'VISIT_TIME_LABELS', {
  morning: 'Morning',
  midday: 'Around midday',
  afternoon: 'Afternoon',
  evening: 'Evening',
});

export const VISIT_SLOT_LABELS = /*#__PURE__*/ translatable('visit-messages', 'VISIT_SLOT_LABELS', {
  first: 'The first appointment of the day',
  last: 'The last appointment of the day',
  either: 'The first or the last, either is fine',
});

export const VISIT_REPORT_REASON_LABELS = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_REPORT_REASON_LABELS',
  {
    spam: 'Spam or advertising',
    abuse: 'Rude, hurtful or threatening',
    other: 'Something else',
  },
);

/** The server's refusals; the page shows the same words by the error's code. */
export const VISIT_MESSAGE_ERRORS = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_MESSAGE_ERRORS',
  {
    THREAD_NOT_FOUND: 'This conversation does not exist, or it is not yours to read.',
    CANNOT_RECEIVE: 'This place cannot receive messages on CalmPath yet.',
    OWN_BUSINESS: 'You run this business: you cannot send it a message from your own account.',
    TOO_MANY_THREADS:
      'You have started 5 conversations today, the most for one day. Please try again tomorrow.',
    TOO_MANY_MESSAGES:
      'You have sent many messages in the last hour. Please wait a little and try again.',
    ALREADY_REPORTED: 'You have already reported this conversation. A moderator will look at it.',
    REPORT_NOT_FOUND: 'This report does not exist or is already closed.',
    BOOKING_URL_HTTPS: 'Please enter a booking link that starts with https://',
    TEXT_NUMBER_INVALID:
      'Please enter a phone number that can receive text messages, e.g. +1 555 123 4567',
    generic: 'Something went wrong. Please try again.',
  },
);

/** The provider page: the two buttons, the notices, the dialog. */
export const VISIT_ASK_MESSAGES = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_ASK_MESSAGES',
  {
    heading: 'Ask without a phone call',
    intro: 'Write to this business. They answer here and by e-mail.',
    askQuestion: 'Ask a question',
    requestAppointment: 'Request an appointment',
    signedOut: 'Sign in to write to this business. Your e-mail stays private.',
    signIn: 'Sign in to write',
    cannotReceive: 'This place cannot receive messages on CalmPath yet. You can call them instead.',
    phone: 'Phone',
    noPhone: 'No phone number is listed.',
    bookingLink: 'Book online',
    bookingLinkNote: '(opens their booking page)',
    textNumber: 'Text message',
    questionTitle: (name: string) => `Ask ${name} a question`,
    requestTitle: (name: string) => `Request an appointment at ${name}`,
    description: 'Take your time. Nothing is sent until you press Send.',
    questionLabel: 'Your question',
    requestLabel: 'Anything they should know (optional)',
    requestDefault: 'We would like to book an appointment.',
    daysLegend: 'Days that suit you',
    timesLegend: 'Times that suit you',
    slotLegend: 'First or last appointment of the day',
    slotNone: 'No preference',
    shareEmail: 'Share my e-mail with this business',
    shareEmailHint:
      'Off: the business sees only your first name and answers here. On: they also see your e-mail address.',
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: {
      title: 'Message sent',
      description: 'You will get their answer by e-mail and under Messages in your account.',
    },
    seeMessages: 'See my messages',
    sendNeedsCard: 'Send my needs card with this request',
    sendNeedsCardHint:
      'The business sees your saved needs card before the visit. You can withdraw it at any time in My needs.',
    needsCardSent: 'Your needs card was sent too.',
    bodyRequired: 'Please write your question.',
    bodyTooLong: 'Please keep your message under 2,000 characters.',
  },
);

/** A conversation as either side reads it. */
export const VISIT_THREAD_MESSAGES = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_THREAD_MESSAGES',
  {
    question: 'Question',
    appointment: 'Appointment request',
    unread: 'New',
    you: 'You',
    aFamily: 'A family',
    wroteOn: (who: string, when: string) => `${who}, ${when}`,
    preferredDays: 'Preferred days',
    preferredTimes: 'Preferred times',
    slot: 'Slot',
    anyDay: 'Any day',
    anyTime: 'Any time',
    sharedEmail: (email: string) => `Shared e-mail: ${email}`,
    emailNotShared: 'E-mail not shared: answer here.',
    replyLabel: 'Your answer',
    replySend: 'Send answer',
    replySent: 'Answer sent',
    replyRequired: 'Please write an answer.',
    report: 'Report this conversation',
    reportTitle: 'Report this conversation',
    reportDescription:
      'A moderator will read this conversation to decide what to do. Only reported conversations are ever read by moderators.',
    reportReason: 'Reason',
    reportDetails: 'Details (optional)',
    reportSend: 'Send report',
    reported: 'Reported. A moderator will look at it.',
    cancel: 'Cancel',
    loadFailed: 'We could not load this conversation. Please try again.',
    retry: 'Try again',
    back: 'All conversations',
    open: (name: string) => `Open the conversation with ${name}`,
  },
);

/** The business dashboard's Messages tab and its booking link and text number section. */
export const VISIT_DASHBOARD_MESSAGES = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_DASHBOARD_MESSAGES',
  {
    tab: 'Messages',
    heading: 'Messages from families',
    intro: 'Families write here instead of calling. Unread conversations come first.',
    empty: 'No messages yet. When a family writes, it shows here and you get an e-mail.',
    loading: 'Loading messages…',
    contactHeading: 'Booking link and text messages',
    contactIntro:
      'Shown beside your phone number on your page, so families can book or text instead of calling.',
    bookingUrl: 'Booking link (https://…)',
    textNumber: 'Number for text messages',
    save: 'Save',
    saved: 'Saved',
  },
);

/** The account page's Messages section. */
export const VISIT_ACCOUNT_MESSAGES = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_ACCOUNT_MESSAGES',
  {
    heading: 'Messages',
    intro: 'Your questions and appointment requests to businesses, and their answers.',
    empty: 'No messages yet. On a business page, choose Ask a question or Request an appointment.',
    loading: 'Loading your messages…',
  },
);

/** The admin panel's reported conversations. */
export const VISIT_REPORTS_ADMIN_MESSAGES = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_REPORTS_ADMIN_MESSAGES',
  {
    tab: 'Reported Messages',
    heading: 'Reported conversations',
    intro: 'Only conversations someone reported are shown here. Close a report once handled.',
    empty: 'No reported conversations.',
    loading: 'Loading reported conversations…',
    reportedBy: (side: string, reason: string) => `Reported by ${side}: ${reason}`,
    member: 'the family',
    business: 'the business',
    /** Who wrote a message, at the start of its line. */
    memberWrote: 'The family',
    businessWrote: 'The business',
    between: (provider: string) => `Conversation with ${provider}`,
    close: 'Close report',
    closed: 'Report closed',
  },
);

/** The mails: to the business when a family writes, to the family when the business answers. */
export const VISIT_MESSAGE_MAILS = /*#__PURE__*/ translatable(
  'visit-messages',
  'VISIT_MESSAGE_MAILS',
  {
    toBusinessSubject: (provider: string) => `A family wrote to ${provider} on CalmPath`,
    toBusinessGreeting: (provider: string) => `Hello ${provider},`,
    toBusinessQuestion: (who: string) => `${who} asked a question:`,
    toBusinessRequest: (who: string) => `${who} would like an appointment:`,
    toBusinessReply: (who: string) => `${who} wrote again:`,
    preferences: (days: string, times: string, slot: string) =>
      `Preferred days: ${days}. Preferred times: ${times}. ${slot}`,
    sharedEmail: (email: string) => `They chose to share their e-mail: ${email}`,
    notShared: 'They chose not to share their e-mail: please answer in your dashboard.',
    toBusinessAction: 'Answer in your dashboard',
    toMemberSubject: (provider: string) => `${provider} answered you on CalmPath`,
    toMemberGreeting: 'Hello,',
    toMemberIntro: (provider: string) => `${provider} answered:`,
    toMemberAction: 'Read and answer in your account',
    after: 'You receive this e-mail because of a conversation on CalmPath.',
  },
);
