import { translatable } from '../i18n/translatable';
import { PRODUCT_NAME } from './shared';

/**
 * The words of every e-mail CalmPath sends (decision 066). One object per mail: its
 * subject, greeting, the paragraphs before its one action link, the link's label and what comes
 * after it. The server holds this English catalog and its Spanish twin (common/messages/es/mail.ts)
 * and picks one per mail, by the language of the account or of the application that caused it;
 * it never changes these objects (decision 062).
 */

/* The mail's frame (server/mail/template.ts). */
export const MAIL_FRAME_MESSAGES = /*#__PURE__*/ translatable('mail', 'MAIL_FRAME_MESSAGES', {
  signature: PRODUCT_NAME,
} as const);

/*
 * The confirmation mail goes to an address nobody has proven yet, so it carries no text the
 * person who signed up chose (no name): only our words and our link.
 */
export const CONFIRM_EMAIL_MAIL = /*#__PURE__*/ translatable('mail', 'CONFIRM_EMAIL_MAIL', {
  subject: 'Confirm your CalmPath account',
  greeting: 'Hi,',
  paragraphs: [
    'Thank you for joining CalmPath. Please confirm your e-mail address to activate your account:',
  ],
  action: 'Confirm my e-mail address',
  after: [
    'This link works for 24 hours. If you did not create an account, you can ignore this e-mail.',
  ],
} as const);

export const RESET_PASSWORD_MAIL = /*#__PURE__*/ translatable('mail', 'RESET_PASSWORD_MAIL', {
  subject: 'Reset your CalmPath password',
  greeting: 'Hi,',
  paragraphs: [
    'Someone (hopefully you) asked to reset the password of your CalmPath account. Choose a new password here:',
  ],
  action: 'Choose a new password',
  after: [
    'This link works for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ],
} as const);

/* Sent to the new address: only our words and our link (it is not proven yet). */
export const CONFIRM_NEW_EMAIL_MAIL = /*#__PURE__*/ translatable('mail', 'CONFIRM_NEW_EMAIL_MAIL', {
  subject: 'Confirm your new CalmPath e-mail address',
  greeting: 'Hi,',
  paragraphs: [
    'Someone asked to use this address for their CalmPath account. Please confirm it is yours:',
  ],
  action: 'Confirm my new e-mail address',
  after: [
    'This link works for 24 hours. Until it is opened, the account keeps its old address. If you did not ask for this, you can ignore this e-mail.',
  ],
} as const);

/* Sent to the old address, so a change made by someone else does not go unnoticed. */
export const EMAIL_CHANGE_NOTICE_MAIL = /*#__PURE__*/ translatable(
  'mail',
  'EMAIL_CHANGE_NOTICE_MAIL',
  {
    subject: 'Your CalmPath e-mail address is being changed',
    greeting: 'Hi,',
    paragraphs: [
      'Someone signed in to your CalmPath account asked to move it to a new e-mail address. The change happens only when the link sent to the new address is opened.',
      'If this was not you, sign in and change your password straight away.',
    ],
  } as const,
);

/* provider-admin-side.md §7 'Emails sent': the three mails of a verification decision. */
export const VERIFICATION_APPROVED_MAIL = /*#__PURE__*/ translatable(
  'mail',
  'VERIFICATION_APPROVED_MAIL',
  {
    subject: 'Your CalmPath listing is verified',
    greeting: (businessName: string) => `Hello ${businessName},`,
    paragraphs: [
      'Good news: your CalmPath listing has been verified. Families now see it in search with the Verified Provider badge.',
      'Create your business account to manage your listing:',
    ],
    action: 'Create your business account',
    after: ['This link works for 7 days and can be used once.'],
  } as const,
);

export const VERIFICATION_REJECTED_MAIL = /*#__PURE__*/ translatable(
  'mail',
  'VERIFICATION_REJECTED_MAIL',
  {
    subject: 'Your CalmPath verification was not approved',
    greeting: (businessName: string) => `Hello ${businessName},`,
    intro: 'We reviewed the verification of your CalmPath listing and could not verify it.',
    reason: (reason: string) => `Reason:\n${reason}`,
    outro:
      'If you believe this is a mistake, please contact the CalmPath team through our website.',
  } as const,
);

export const DOCUMENT_REQUEST_MAIL = /*#__PURE__*/ translatable('mail', 'DOCUMENT_REQUEST_MAIL', {
  subject: 'CalmPath needs additional documents to verify your listing',
  greeting: (businessName: string) => `Hello ${businessName},`,
  intro: 'To verify your CalmPath listing, our team needs additional documents.',
  outro: 'Upload them securely here:',
  action: 'Upload your documents',
  after: ['This link works for 7 days and can be used once.'],
} as const);

/*
 * The applicant's receipt (provider-admin-side.md §8): nothing the sender chose, our reference
 * number only.
 */
export const APPLICATION_RECEIVED_MAIL = /*#__PURE__*/ translatable(
  'mail',
  'APPLICATION_RECEIVED_MAIL',
  {
    subject: `${PRODUCT_NAME}: we received your listing application`,
    greeting: 'Hello,',
    received: (reference: string) =>
      `Thank you for applying to list your business in the ${PRODUCT_NAME} directory. We have received your application (reference ${reference}).`,
    paragraphs: [
      'What happens next: our team reviews every application within 2-3 business days. We will contact you by email at this address with the result, and with any questions we have.',
      'You do not need to do anything now. We will never ask you for a password or a payment by email.',
      'If you did not apply, you can ignore this message: nothing will be listed without our review.',
    ],
  } as const,
);

/* Decision 037: asks an account holder whether an application naming their address is theirs. */
export const LISTING_CONSENT_MAIL = /*#__PURE__*/ translatable('mail', 'LISTING_CONSENT_MAIL', {
  subject: `${PRODUCT_NAME}: is this listing application yours?`,
  greeting: 'Hello,',
  applied: (reference: string) =>
    `Someone applied to list a business in the ${PRODUCT_NAME} directory (reference ${reference}) and gave this e-mail address, which has a ${PRODUCT_NAME} account.`,
  paragraphs: [
    'If the application is yours and you want to manage the listing from your business dashboard, open this link, sign in with this address and confirm:',
  ],
  action: 'Review and link the listing',
  after: [
    'This link works for 7 days and can be used once.',
    'If you did not apply, ignore this message: nothing is added to your account without your confirmation.',
  ],
} as const);
