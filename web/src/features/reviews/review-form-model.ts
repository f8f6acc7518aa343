import {
  ACCOMMODATION_CATEGORIES,
  type AccommodationCategoryKey,
  type ExperienceTag,
} from '@common/catalog/accommodations';
import type { HeadsUpTrigger, VisitTime } from '@common/catalog/visits';
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@common/contracts/limits';
import type { PickerItem } from '@common/contracts/providers';
import type { SubmitReviewBody } from '@common/contracts/reviews';
import { countSelectedAccommodations } from '@common/domain/review-score';
import { UPLOAD_MESSAGES } from '@common/messages/business';
import { RATING_MESSAGES, REVIEW_MESSAGES } from '@common/messages/review';
import type { ToastMessage } from '@common/messages/shared';

export const REVIEW_STEPS = [REVIEW_MESSAGES.stepBasicInfo, REVIEW_MESSAGES.stepSensoryDetails];

/** What the file input offers; the server still judges the file by its content. */
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const PROOF_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

type PerCategory<T> = Record<AccommodationCategoryKey, T>;

export type ReviewFormValues = {
  provider: PickerItem | null;
  practitionerName: string;
  categoryExperiences: PerCategory<string[]>;
  categoryComments: PerCategory<string>;
  categoryMatches: PerCategory<boolean>;
  feedbackTags: ExperienceTag[];
  /** The reviewer's own stars, 1–5; null until chosen (decision 039). */
  overallRating: number | null;
  overallFeedback: string;
  verifiedExperience: boolean;
  /* Optional visit details (decision 028). */
  visitDay: number | null;
  visitTime: VisitTime | null;
  busyness: number | null;
  headsUp: HeadsUpTrigger[];
  headsUpOther: string;
};

const perCategory = <T>(make: () => T): PerCategory<T> =>
  Object.fromEntries(ACCOMMODATION_CATEGORIES.map((c) => [c.key, make()])) as PerCategory<T>;

export function emptyReviewForm(): ReviewFormValues {
  return {
    provider: null,
    practitionerName: '',
    categoryExperiences: perCategory<string[]>(() => []),
    categoryComments: perCategory(() => ''),
    /* Spec §4: each category's match toggle starts as matched. */
    categoryMatches: perCategory(() => true),
    feedbackTags: [],
    overallRating: null,
    overallFeedback: '',
    verifiedExperience: false,
    visitDay: null,
    visitTime: null,
    busyness: null,
    headsUp: [],
    headsUpOther: '',
  };
}

/** The spec's message for a proof the browser can already tell is wrong, or null when fine. */
export function checkProofFile(file: Pick<File, 'name' | 'size' | 'type'>): ToastMessage | null {
  if (file.size > PROOF_MAX_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  const typeOk = !file.type || (PROOF_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!extension || !PROOF_EXTENSIONS.includes(extension) || !typeOk) {
    return UPLOAD_MESSAGES.invalidFileType;
  }
  return null;
}

export type SubmitProblem =
  | { kind: 'providerRequired' | 'selectBusiness'; message: ToastMessage }
  | { kind: 'selectAccommodations' | 'chooseRating' | 'provideFeedback'; message: ToastMessage };

/**
 * The form rules checked before anything is sent (spec §5), in the spec's order. Sign-in is
 * checked by the caller between the business and the accommodations.
 */
export function businessProblem(values: ReviewFormValues): SubmitProblem | null {
  if (values.provider) return null;
  if (values.practitionerName.trim()) {
    return { kind: 'providerRequired', message: REVIEW_MESSAGES.providerRequired };
  }
  return { kind: 'selectBusiness', message: REVIEW_MESSAGES.selectBusiness };
}

export function detailsProblem(values: ReviewFormValues): SubmitProblem | null {
  if (countSelectedAccommodations(values.categoryExperiences) === 0) {
    return { kind: 'selectAccommodations', message: REVIEW_MESSAGES.selectAccommodations };
  }
  if (values.overallRating === null) {
    return { kind: 'chooseRating', message: RATING_MESSAGES.requiredToast };
  }
  if (!values.overallFeedback.trim()) {
    return { kind: 'provideFeedback', message: REVIEW_MESSAGES.provideFeedback };
  }
  return null;
}

/** The request body; everything derived (score, mismatch, verified) is the server's. */
export function toSubmitBody(
  values: ReviewFormValues & { provider: PickerItem; overallRating: number },
  proofFileId: string | null,
): SubmitReviewBody {
  const practitionerName = values.practitionerName.trim();
  return {
    providerId: values.provider.id,
    practitionerName: practitionerName || null,
    categoryExperiences: values.categoryExperiences as SubmitReviewBody['categoryExperiences'],
    categoryComments: {
      environment: values.categoryComments.environment.trim(),
      tools: values.categoryComments.tools.trim(),
      communication: values.categoryComments.communication.trim(),
    },
    categoryMatches: { ...values.categoryMatches },
    feedbackTags: [...values.feedbackTags],
    overallRating: values.overallRating,
    overallFeedback: values.overallFeedback.trim(),
    verifiedExperience: values.verifiedExperience,
    proofFileId,
    visitDay: values.visitDay,
    visitTime: values.visitTime,
    busyness: values.busyness,
    headsUp: [...values.headsUp],
    headsUpOther: values.headsUp.includes('other') ? values.headsUpOther.trim() || null : null,
  };
}
