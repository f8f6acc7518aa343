import {
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_MAX_PER_PROVIDER,
} from '../contracts/photo-limits';
import { translatable } from '../i18n/translatable';

/**
 * Provider photos and the what-to-expect story (decision 029): the business's photos section, the
 * admin's Photos tab and the public story. Every user-visible string lives under common/messages/
 * (decisions 051, 062); common/contracts/photos.ts re-exports this object for its checks.
 */

export const PHOTO_MESSAGES = /*#__PURE__*/ translatable('photos', 'PHOTO_MESSAGES', {
  sectionTitle: 'Photos',
  sectionIntro:
    'Show families what a visit looks like, one step at a time: the door they come in through, the waiting area, the room where the visit happens. Each photo is checked by our team before it appears on your profile.',
  altLabel: 'Describe the photo (alt text)',
  altHint:
    'What someone who cannot see the photo needs to know, e.g. "Glass front door with a blue awning and a ramp".',
  altRequired: 'Please describe the photo for people who cannot see it.',
  altTooLong: `Please keep the description under ${PHOTO_ALT_MAX_LENGTH} characters.`,
  captionLabel: 'What happens at this step',
  captionHint: 'One or two plain sentences, e.g. "You come in through this door."',
  captionTooLong: `Please keep the sentence under ${PHOTO_CAPTION_MAX_LENGTH} characters.`,
  fileLabel: 'Photo',
  fileHint: `JPG, PNG or WebP, up to 8MB. Up to ${PHOTO_MAX_PER_PROVIDER} photos. We remove location and camera details from every photo.`,
  noFile: 'Please choose a photo to upload.',
  invalidType: 'Please upload a JPG, PNG or WebP photo.',
  tooLarge: 'Please upload a photo smaller than 8MB.',
  tooManyPixels: 'This photo has too many pixels for us to process. Please upload a smaller one.',
  unreadable: 'We could not read this photo. Please try another one.',
  tooMany: `You can add up to ${PHOTO_MAX_PER_PROVIDER} photos. Please delete one before adding another.`,
  upload: 'Add photo',
  uploading: 'Uploading…',
  uploaded: 'Photo added. Our team will review it before it appears on your profile.',
  saved: 'Photo details saved.',
  savedForReview: 'Photo details saved. Our team will review the changes.',
  deleted: 'Photo deleted.',
  moved: 'Order saved.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Delete',
  save: 'Save details',
  empty: 'No photos yet. Add the first step of a visit: the way in.',
  statusPending: 'Waiting for review',
  statusApproved: 'Approved',
  statusRejected: (reason: string) => `Not approved: ${reason}`,
  noReasonGiven: 'no reason given',
  notFound: 'We could not find that photo.',
  orderMismatch: 'The list of photos changed. Please refresh and try again.',
  alreadyModerated:
    'This photo has already been reviewed. Refresh the list to see the current one.',
  rejectNotesRequired: 'Please tell the business why the photo is not approved.',
  adminTab: 'Photos',
  adminEmpty: 'No photos are waiting for review.',
  adminIntro:
    'Photos businesses added to their what-to-expect story. Approve a photo to show it on the public profile; a photo that is not approved goes back to the business with your note.',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Photo approved.',
  rejected: 'Photo rejected.',
  notesLabel: 'Note to the business',
  storyTitle: 'What to expect',
  storyIntro: 'A visit, step by step, in photos from the business.',
  previous: 'Previous',
  next: 'Next',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepsLabel: 'Steps',
} as const);
