import { translatable } from '../i18n/translatable';
import { TOAST_DURATIONS } from './shared';

/**
 * The member's own pages: favourites, my reviews and account settings (decision 025).
 * Every user-visible string lives under common/messages/ (decision 051); the spec's strings word
 * for word.
 */

/** 'My reviews' and account settings (decision 025). */
export const ACCOUNT_MESSAGES = /*#__PURE__*/ translatable('account', 'ACCOUNT_MESSAGES', {
  myReviews: 'My Reviews',
  accountSettings: 'Account Settings',
  myReviewsIntro:
    'Every review you have written. A review waits for a moderator before it is published; until then you can edit or withdraw it.',
  noReviews: 'You have not written any reviews yet.',
  writeReview: 'Share your experience',
  statusLabels: {
    pending: 'Waiting for moderation',
    approved: 'Published',
    rejected: 'Not published',
  },
  moderatorReason: 'Reason from our moderators:',
  noReasonGiven: 'Our moderators did not give a reason.',
  writtenOn: (date: string) => `Written on ${date}`,
  edit: 'Edit',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this review?',
  withdrawDescription:
    'The review and any proof you attached are deleted. You can write a new review of this business later.',
  withdrawConfirm: 'Withdraw review',
  cancel: 'Cancel',
  withdrawn: { title: 'Review withdrawn', description: 'Your review has been deleted.' },
  editTitle: (business: string) => `Edit your review of ${business}`,
  overallFeedback: 'Overall feedback',
  practitionerName: 'Practitioner name',
  save: 'Save changes',
  saved: {
    title: 'Review updated',
    description: 'Your changes are saved. The review still waits for moderation.',
  },
  reviewNotFound: 'We could not find that review.',
  reviewNotPending:
    'This review has already been moderated, so it can no longer be changed or withdrawn.',
  providerChanged: 'A review cannot be moved to another business. Please write a new review.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  /* Account settings */
  nameSection: 'Your name',
  fullName: 'Full name',
  saveName: 'Save name',
  nameSaved: { title: 'Name saved', description: 'Your name has been updated.' },
  emailSection: 'E-mail address',
  currentEmail: (email: string) => `Your e-mail address is ${email}.`,
  newEmail: 'New e-mail address',
  changeEmail: 'Send confirmation link',
  emailChangeSent: (email: string) => ({
    title: 'Check your inbox',
    description: `We sent a confirmation link to ${email}. Your address changes when you open it.`,
  }),
  emailChanged: 'Your e-mail address has been changed.',
  passwordSection: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: {
    title: 'Password changed',
    description: 'Your password has been changed. Other devices have been signed out.',
  },
  wrongPassword: 'That password is not correct.',
  passwordTooShort: 'Your new password must be at least 6 characters.',
  dataSection: 'Your data',
  dataIntro:
    'Download a copy of everything CalmPath holds about you: your account, profile, favourites, reviews and roles, as one JSON file.',
  downloadData: 'Download my data',
  deleteSection: 'Delete my account',
  deleteIntro:
    'This deletes your account, profile, favourites and saved preferences. Reviews that are waiting or were not published are deleted; published reviews stay on the site as "Anonymous", with nothing that links them to you. This cannot be undone.',
  deletePassword: 'Your password',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteButton: 'Delete my account',
  deleted: {
    title: 'Account deleted',
    description: 'Your account and personal information have been deleted.',
  },
  somethingWrong: 'Something went wrong. Please try again.',
} as const);

export const FAVORITE_MESSAGES = /*#__PURE__*/ translatable('account', 'FAVORITE_MESSAGES', {
  mustBeLoggedIn: 'Must be logged in to save favorites',
  updateFailed: { title: 'Error', description: 'Failed to update favorites. Please try again.' },
  saved: {
    title: 'Saved to favorites!',
    description: 'You can find this provider in your saved list.',
    duration: TOAST_DURATIONS.success,
  },
  removed: {
    title: 'Removed from favorites',
    description: 'Provider removed from your saved list.',
    duration: TOAST_DURATIONS.success,
  },
  signInRequired: 'You must be signed in to view your favorites',
  heading: 'My Favorites',
  empty: 'No favorites yet',
  browseProviders: 'Browse Providers',
  leaveReview: 'Leave Review',
} as const);

/** The words of favorites.tsx. */
export const FAVORITES_PAGE_MESSAGES = /*#__PURE__*/ translatable(
  'account',
  'FAVORITES_PAGE_MESSAGES',
  {
    saveProvidersFromYour: 'Save providers from your search results to find them again here.',
    outOf5: 'out of 5',
    review: 'review',
    reviews: 'reviews',
    noReviewsYet: 'No reviews yet',
    removeFromFavorites: (name: string | number) => `Remove ${name} from favorites`,
  } as const,
);

/** The words of undo-removal.ts. */
export const UNDO_REMOVAL_MESSAGES = /*#__PURE__*/ translatable(
  'account',
  'UNDO_REMOVAL_MESSAGES',
  {
    restoredToFavorites: 'Restored to favorites',
    providerIsBackIn: 'Provider is back in your saved list.',
  } as const,
);
