import { translatable } from '../i18n/translatable';
/**
 * Staff training that can be checked (decision 071): the business dashboard's editor, the admin
 * panel's checks and the public page's badge. Every user-visible string lives under
 * common/messages/ (decision 051).
 */

/** Why a training's details were refused (the server's answer and the form's own check). */
export const STAFF_TRAINING_PROBLEMS = /*#__PURE__*/ translatable(
  'staff-training',
  'STAFF_TRAINING_PROBLEMS',
  {
    nameRequired: 'Please enter the name of the training (at least 2 characters).',
    nameTooLong: 'Please keep the name of the training to 120 characters or fewer.',
    issuerRequired: 'Please enter who gave the training (at least 2 characters).',
    issuerTooLong: 'Please keep the issuer to 120 characters or fewer.',
    dateFormat: 'Please enter a date as YYYY-MM-DD.',
    completedInFuture: 'The completion date cannot be in the future.',
    expiryBeforeCompletion: 'The expiry date must be after the completion date.',
    expiryPassed: 'This training has already expired. Please enter a current one.',
    reasonRequired: 'Please say why the training is rejected.',
    reasonTooLong: 'Please keep the reason to 500 characters or fewer.',
  },
);

/** The server's refusals that are not about one field. */
export const STAFF_TRAINING_ERRORS = /*#__PURE__*/ translatable(
  'staff-training',
  'STAFF_TRAINING_ERRORS',
  {
    notFound: 'This training was not found.',
    tooMany: 'A business can list up to 30 trainings. Please remove an old one first.',
    noDocument: 'This training has no document to check, so it cannot be verified yet.',
    alreadyDecided: 'This training was already decided, or changed since it was opened.',
    documentNotAvailable: 'Document not available.',
    rateLimited: 'Too many changes at once. Please wait a few minutes and try again.',
    noFile: 'Please choose a file to upload.',
  },
);

/** The Profile tab's "Staff training" section. */
export const STAFF_TRAINING_EDITOR_MESSAGES = /*#__PURE__*/ translatable(
  'staff-training',
  'STAFF_TRAINING_EDITOR_MESSAGES',
  {
    heading: 'Staff training',
    hint: 'List training or certifications your staff hold, with a certificate for our team to check. Once checked, each shows on your page with its date until it expires.',
    loading: 'Loading staff training…',
    loadFailed: 'Staff training could not be loaded.',
    empty: 'No staff training listed yet.',
    add: 'Add training',
    edit: 'Edit',
    editOf: (name: string) => `Edit ${name}`,
    remove: 'Remove',
    removeOf: (name: string) => `Remove ${name}`,
    removeTitle: (name: string) => `Remove ${name}?`,
    removeDescription: 'It will no longer show on your page. This cannot be undone.',
    cancel: 'Cancel',
    save: 'Save training',
    saving: 'Saving…',
    addHeading: 'Add staff training',
    editHeading: 'Edit staff training',
    name: 'Training or certification',
    namePlaceholder: 'e.g. Autism awareness training',
    issuer: 'Issued by',
    issuerPlaceholder: 'e.g. National Autistic Society',
    completedOn: 'Completed on',
    expiresOn: 'Expires on (optional)',
    expiresHint: 'Leave empty if it does not expire.',
    document: 'Certificate or proof (PDF, JPG or PNG, up to 5 MB)',
    documentReplace: 'Replace the certificate (PDF, JPG or PNG, up to 5 MB)',
    documentHint: 'Only our team sees this document.',
    documentTooLarge: 'This file is larger than 5 MB. Please choose a smaller one.',
    documentWrongType: 'Please choose a PDF, JPG or PNG file.',
    editResets: 'Changing the name, issuer or dates sends a checked training back for checking.',
    saved: 'Training saved. Our team will check it.',
    savedNoDocument: 'Training saved. Add a certificate so our team can check it.',
    removed: 'Training removed.',
    failed: 'The training could not be saved. Please try again.',
    uploadFailed: 'The training was saved, but the certificate could not be uploaded.',
    removeFailed: 'The training could not be removed. Please try again.',
    completed: (date: string) => `Completed ${date}`,
    expires: (date: string) => `expires ${date}`,
    noExpiry: 'no expiry',
    hasDocument: 'Certificate sent',
    noDocument: 'No certificate yet',
    expired: 'Expired: no longer shown',
    rejectedBecause: (reason: string) => `Not accepted: ${reason}`,
    statuses: {
      pending: 'Waiting for checking',
      verified: 'Checked',
      rejected: 'Not accepted',
    },
  },
);

/** The admin panel's staff training checks (inside the verification tab). */
export const STAFF_TRAINING_ADMIN_MESSAGES = /*#__PURE__*/ translatable(
  'staff-training',
  'STAFF_TRAINING_ADMIN_MESSAGES',
  {
    heading: 'Staff training to check',
    hint: 'Open the certificate, compare it with the details, then verify or reject.',
    loading: 'Loading staff training to check…',
    loadFailed: 'Staff training to check could not be loaded.',
    empty: 'No staff training waiting.',
    waiting: (count: number) => (count === 1 ? '1 training waiting' : `${count} trainings waiting`),
    business: 'Business',
    issuer: 'Issued by',
    completed: 'Completed',
    expires: 'Expires',
    noExpiry: 'No expiry',
    sent: 'Sent',
    viewDocument: 'View certificate',
    opening: 'Opening…',
    noDocument: 'No certificate sent',
    linkFailed: 'The certificate could not be opened.',
    linkExpires: 'The link works for 5 minutes.',
    verify: 'Verify',
    reject: 'Reject',
    verifyTitle: (name: string) => `Verify ${name}?`,
    verifyDescription: 'It will show on the business page as checked staff training.',
    confirmVerify: 'Verify',
    cancel: 'Cancel',
    rejectTitle: (name: string) => `Reject ${name}?`,
    reason: 'Reason (the business sees it)',
    confirmReject: 'Reject',
    reasonRequired: 'Please say why the training is rejected.',
    verified: 'Training verified.',
    rejected: 'Training rejected.',
    decisionFailed: 'The decision could not be saved. Please try again.',
  },
);

/** The public page's badges. */
export const STAFF_TRAINING_BADGE_MESSAGES = /*#__PURE__*/ translatable(
  'staff-training',
  'STAFF_TRAINING_BADGE_MESSAGES',
  {
    heading: 'Staff training',
    badge: (name: string, issuer: string, monthYear: string) =>
      `Staff trained: ${name}, ${issuer}, ${monthYear}`,
    checked: 'Certificate checked by CalmPath',
  },
);
