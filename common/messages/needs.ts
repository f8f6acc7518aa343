import { translatable } from '../i18n/translatable';
/**
 * The member's needs, their card and its share link (decision 031).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

export const NEEDS_MESSAGES = /*#__PURE__*/ translatable('needs', 'NEEDS_MESSAGES', {
  /** User menu item and page heading. */
  myNeeds: 'My needs',
  pageTitle: 'My needs',
  intro:
    'Tell us what helps. Search then shows how well each place fits, and you can make a card to hand over at reception.',
  needsHeading: 'What helps',
  needsHint: 'Choose any that help. You can change them at any time.',
  zipLabel: 'ZIP code',
  zipHint: 'Optional. Used to find places near you.',
  zipInvalid: 'Please enter a 5-digit ZIP code',
  saveNeeds: 'Save my needs',
  needsSaved: 'Your needs have been saved.',
  saveFailed: 'Your changes could not be saved. Please try again.',
  /** On a result card, for a signed-in member with needs. */
  meets: (met: number, total: number) =>
    `Meets ${met} of your ${total} ${total === 1 ? 'need' : 'needs'}`,
  confirmedByFamilies: (confirmed: number) =>
    confirmed === 0 ? 'none confirmed by families yet' : `${confirmed} confirmed by families`,
  /** Search sort options. */
  sortLabel: 'Sort by',
  sortRank: 'Recommended',
  sortBestMatch: 'Best match for me',
  addNeedsPrompt: 'Add your needs to see how well each place fits.',
  /** Reviews from families with similar needs. */
  similarNeeds: 'Similar needs to yours',
  /** My needs card. */
  cardHeading: 'My needs card',
  cardIntro:
    'A one-page card that tells a provider what helps. Only what you choose here is on it.',
  cardInclude: 'Include on the card',
  cardNoteLabel: 'A note for the provider',
  cardNoteHint: 'For example: “Loud sounds are hard. Please tell us before anything starts.”',
  cardCommunicationLabel: 'How to communicate',
  cardCommunicationHint: 'For example: “Speak slowly, and show pictures when you can.”',
  cardDisplayNameLabel: 'Name on the card',
  cardDisplayNameHint: 'Optional. Leave it empty to keep the card without a name.',
  saveCard: 'Save the card',
  cardSaved: 'Your card has been saved.',
  printCard: 'Print the card',
  /** Printed card. */
  printedTitle: (name: string | null) => (name ? `What helps ${name}` : 'What helps me'),
  printedHelps: 'These things help:',
  printedNote: 'Please know:',
  printedCommunication: 'How to talk with me:',
  printedFooter: 'Made with CalmPath. Thank you for helping.',
  emptyCard: 'Nothing is on the card yet. Choose what to include and save it.',
  /** Share link. */
  shareHeading: 'Share link',
  shareIntro:
    'Anyone with the link can read the card (not your e-mail, ZIP code or anything else). You can turn the link off at any time.',
  createLink: 'Create a share link',
  linkLabel: 'Share link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  revokeLink: 'Turn off the link',
  linkRevoked: 'The link is turned off. Nobody can open it now.',
  linkCreated: 'Your share link is ready.',
  saveBeforeSharing: 'Save the card before sharing it.',
  /** Public card page. */
  sharedCardTitle: 'Needs card',
  sharedNotFoundTitle: 'This card is not available',
  sharedNotFound:
    'The link may have been turned off by the person who shared it. Please ask them for a new one.',
  sharedRateLimited: 'Too many requests. Please wait a minute and try again.',
} as const);

/** The words of text-area-field.tsx. */
export const TEXT_AREA_FIELD_MESSAGES = /*#__PURE__*/ translatable(
  'needs',
  'TEXT_AREA_FIELD_MESSAGES',
  {
    optional: '(optional)',
  } as const,
);
