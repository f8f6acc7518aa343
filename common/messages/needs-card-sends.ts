import { translatable } from '../i18n/translatable';

/**
 * A needs card sent ahead to a business (decision 070): the offer on a provider page, the
 * member's list of sends, the business's received cards and the mail that tells it one came.
 * Every user-visible string lives under common/messages/ (decision 051).
 */

/* The member's side: the provider page's offer and the list of sends in My needs. */
export const NEEDS_CARD_SEND_MESSAGES = /*#__PURE__*/ translatable(
  'needs-card-sends',
  'NEEDS_CARD_SEND_MESSAGES',
  {
    heading: 'Send your needs card ahead',
    intro: (business: string) =>
      `Let ${business} know what helps before you visit. They see your card exactly as you send it, never your e-mail address, and you can withdraw it at any time.`,
    send: (business: string) => `Send my needs card to ${business}`,
    cannotReceive: (business: string) =>
      `${business} cannot receive needs cards yet: nobody from the business manages this page on CalmPath. You can print your card or share its link and bring it to your visit.`,
    signedOut: 'Sign in to send your needs card to this place before your visit.',
    signIn: 'Sign in',
    noCard: 'You have not made a needs card yet. Make one first, then send it here.',
    makeCard: 'Make my needs card',
    confirmTitle: (business: string) => `Send your needs card to ${business}?`,
    confirmDescription: (business: string) =>
      `${business} will see exactly this card in their business dashboard. They will not see your e-mail address. Changes you make to your card later are not sent.`,
    confirmSend: 'Send my needs card',
    cancel: 'Cancel',
    sent: {
      title: 'Needs card sent',
      description: (business: string) => `${business} can read it in their business dashboard.`,
    },
    sentTo: (business: string, date: string) => `Sent to ${business} on ${date}`,
    readBy: (business: string, date: string) => `Read by ${business} on ${date}`,
    withdraw: 'Withdraw',
    withdrawLabel: (business: string) => `Withdraw the needs card sent to ${business}`,
    withdrawTitle: (business: string) => `Withdraw your needs card from ${business}?`,
    withdrawDescription: (business: string) =>
      `${business} will not see your card any more: their copy is deleted and the link they were sent stops working.`,
    confirmWithdraw: 'Withdraw my needs card',
    withdrawn: { title: 'Needs card withdrawn', description: 'The business no longer has it.' },
    listHeading: 'Where you sent your needs card',
    listIntro:
      'Each place sees the card as it was when you sent it. Withdraw it and their copy is deleted.',
    listEmpty:
      'You have not sent your needs card anywhere yet. On a place’s page, choose “Send my needs card” before a visit.',
    loadFailed: 'We could not load your sent needs cards. Please try again.',
    errors: {
      rateLimited: (max: number) =>
        `You have sent your needs card ${max} times today. Please try again tomorrow.`,
      alreadySent: 'You have already sent your needs card to this place.',
      cannotReceive: 'This place cannot receive needs cards.',
      noCard: 'Please save your needs card first.',
      failed: 'Something went wrong. Please try again.',
    },
  } as const,
);

/* The business's side: the dashboard's section and the card it opens. */
export const NEEDS_CARD_INBOX_MESSAGES = /*#__PURE__*/ translatable(
  'needs-card-sends',
  'NEEDS_CARD_INBOX_MESSAGES',
  {
    heading: 'Needs cards families sent you',
    intro:
      'Families send their needs card before a visit so you can prepare. Mark a card read and the family sees you have read it. A family can withdraw its card at any time; it then disappears from here.',
    empty: 'No needs cards yet.',
    loadFailed: 'We could not load the needs cards. Please try again.',
    fromNamed: (name: string) => `From ${name}`,
    fromFamily: 'From a family',
    receivedOn: (date: string) => `Received on ${date}`,
    readOn: (date: string) => `Read on ${date}`,
    unread: 'Not read yet',
    open: 'Open',
    openLabel: (from: string, date: string) => `Open the needs card: ${from}, received on ${date}`,
    dialogTitle: 'Needs card',
    markRead: 'Mark as read',
    markedRead: { title: 'Marked as read', description: 'The family can see that you read it.' },
    markFailed: 'Could not mark it read. Please try again.',
    goneTitle: 'This needs card is not available',
    goneText: 'The family may have withdrawn it. Nothing of it is kept.',
  } as const,
);

/* The mail to the business admin: that a card came, with no family's e-mail or words in it. */
export const NEEDS_CARD_RECEIVED_MAIL = /*#__PURE__*/ translatable(
  'needs-card-sends',
  'NEEDS_CARD_RECEIVED_MAIL',
  {
    subject: 'A family sent you their needs card',
    greeting: (business: string) => `Hello ${business},`,
    paragraphs: [
      'A family planning a visit sent you their needs card on CalmPath: what helps them, and how best to talk with them.',
      'Read it in your business dashboard and mark it read, so the family knows you have seen it.',
    ],
    action: 'Read the needs card',
    after: ['The family can withdraw its card at any time; this link then stops working.'],
  } as const,
);
