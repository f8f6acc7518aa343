import {
  ACCOMMODATION_CATEGORIES,
  type AccommodationCategoryKey,
  ALL_ACCOMMODATIONS,
  type ExperienceTag,
} from '@common/catalog/accommodations';
import { PRACTITIONER_NAME_MAX_LENGTH } from '@common/contracts/reviews';
import { UPLOAD_MESSAGES } from '@common/messages/business';
import {
  RATING_MESSAGES,
  REVIEW_FORM_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_VISIT_MESSAGES,
} from '@common/messages/review';
import { COMMON_MESSAGES } from '@common/messages/shared';
import { RatingChoice } from '@web/components/review-rating';
import { Button } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { ApiError } from '@web/lib/api';
import { localizedPath } from '@web/lib/i18n/locale-links';
import { notify } from '@web/lib/notify';
import { ExternalLink, Info } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMyReviewStatus } from '../api/get-my-review-status';
import { useProvider } from '../api/get-provider';
import { useSubmitReview } from '../api/submit-review';
import { useUploadReviewProof } from '../api/upload-review-proof';
import {
  businessProblem,
  checkProofFile,
  detailsProblem,
  emptyReviewForm,
  REVIEW_STEPS,
  type ReviewFormValues,
  toSubmitBody,
} from '../review-form-model';
import { BusinessCombobox, type BusinessComboboxHandle } from './business-combobox';
import { ProofUpload } from './proof-upload';
import { AccommodationCategory, ExperienceTags, OverallFeedback } from './sensory-details';
import { StepProgress } from './step-progress';
import { VisitQuestions } from './visit-questions';

const PROOF_FILE_PROBLEMS = [UPLOAD_MESSAGES.invalidFileType, UPLOAD_MESSAGES.fileTooLarge];

type Errors = Partial<
  Record<'business' | 'practitioner' | 'accommodations' | 'rating' | 'feedback' | 'proof', string>
>;

/** Keeps ticked accommodations in catalogue order, whatever order they were ticked in. */
function toggleInOrder(list: readonly string[], item: string): string[] {
  const next = list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
  return next.sort(
    (a, b) =>
      ALL_ACCOMMODATIONS.indexOf(a as (typeof ALL_ACCOMMODATIONS)[number]) -
      ALL_ACCOMMODATIONS.indexOf(b as (typeof ALL_ACCOMMODATIONS)[number]),
  );
}

function parseProviderId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The two-step review form (public-side.md, Review page). */
export function ReviewForm({ providerParam }: { providerParam: string | null }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const submit = useSubmitReview();
  const ids = useId();
  const feedbackId = `${ids}-feedback`;
  const accommodationsErrorId = `${ids}-accommodations-error`;
  const firstAccommodationId = `${ids}-first-accommodation`;
  const firstRatingId = `${ids}-first-rating`;

  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewForm);
  const [proofFile, setProofFile] = useState<File | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const uploadProof = useUploadReviewProof();
  const sending = uploadProof.isPending || submit.isPending;

  const comboboxRef = useRef<BusinessComboboxHandle>(null);
  const movedStep = useRef(false);

  /* ?provider={id} preselects the business, once, unless the user already chose one. */
  const preselectId = parseProviderId(providerParam);
  const preselect = useProvider(preselectId);
  const preselected = useRef(false);
  useEffect(() => {
    const card = preselect.data;
    if (!card || preselected.current) return;
    preselected.current = true;
    setValues((v) =>
      v.provider
        ? v
        : {
            ...v,
            provider: {
              id: card.id,
              name: card.name,
              category: card.category,
              location: card.location,
            },
          },
    );
  }, [preselect.data]);
  /* A member who already has a live review of this business is told now, not at Submit. */
  const existingReview = useMyReviewStatus(values.provider?.id ?? null);
  const existingMessage = existingReview
    ? existingReview.status === 'approved'
      ? REVIEW_VISIT_MESSAGES.alreadyReviewedApproved
      : REVIEW_VISIT_MESSAGES.alreadyReviewedPending
    : null;

  const preselectMissing =
    preselectId !== null && preselect.isError && !values.provider
      ? REVIEW_FORM_MESSAGES.weCouldNotFind
      : undefined;

  /* After Next or Back, focus lands on the new step's heading (mounted afresh) so it is read. */
  const focusStepHeading = (heading: HTMLHeadingElement | null) => {
    if (!heading || !movedStep.current) return;
    movedStep.current = false;
    heading.focus();
  };

  function goToStep(next: 1 | 2) {
    movedStep.current = true;
    setStep(next);
  }

  function update(patch: Partial<ReviewFormValues>) {
    setValues((v) => ({ ...v, ...patch }));
  }

  function clearError(key: keyof Errors) {
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  function onNext() {
    const problem = businessProblem(values);
    if (problem) {
      notify.error(problem.message);
      setErrors((e) => ({ ...e, business: problem.message.description }));
      comboboxRef.current?.focus();
      return;
    }
    if (existingMessage) {
      notify.error({ title: COMMON_MESSAGES.errorTitle, description: existingMessage });
      comboboxRef.current?.focus();
      return;
    }
    goToStep(2);
  }

  function onProofChange(file: File | null): boolean {
    setUploadProgress(null);
    if (!file) {
      setProofFile(null);
      clearError('proof');
      return true;
    }
    const problem = checkProofFile(file);
    if (problem) {
      notify.error(problem);
      setProofFile(null);
      setErrors((e) => ({ ...e, proof: `${problem.title}. ${problem.description}` }));
      return false;
    }
    setProofFile(file);
    clearError('proof');
    /* A refusal's toast would otherwise stay on screen beside the accepted file. */
    for (const stale of PROOF_FILE_PROBLEMS) notify.dismissError(stale);
    return true;
  }

  async function onSubmit() {
    const business = businessProblem(values);
    if (business || !values.provider) {
      const message = (business ?? { message: REVIEW_MESSAGES.selectBusiness }).message;
      notify.error(message);
      setErrors((e) => ({ ...e, business: message.description }));
      goToStep(1);
      return;
    }
    if (!user) {
      notify.error(REVIEW_MESSAGES.authRequired);
      openAuthDialog('signin');
      return;
    }
    const details = detailsProblem(values);
    if (details) {
      notify.error(details.message);
      if (details.kind === 'selectAccommodations') {
        setErrors((e) => ({ ...e, accommodations: details.message.description }));
        document.getElementById(firstAccommodationId)?.focus();
      } else if (details.kind === 'chooseRating') {
        setErrors((e) => ({ ...e, rating: details.message.description }));
        document.getElementById(firstRatingId)?.focus();
      } else {
        setErrors((e) => ({ ...e, feedback: details.message.description }));
        document.getElementById(feedbackId)?.focus();
      }
      return;
    }

    const overallRating = values.overallRating;
    if (overallRating === null) return;
    try {
      let proofFileId: string | null = null;
      if (proofFile) {
        try {
          const uploaded = await uploadProof.mutateAsync({
            file: proofFile,
            onProgress: setUploadProgress,
          });
          setUploadProgress(100);
          proofFileId = uploaded.fileId;
        } catch (err) {
          setUploadProgress(null);
          reportUploadFailure(err);
          return;
        }
      }
      const response = await submit.mutateAsync(
        toSubmitBody({ ...values, provider: values.provider, overallRating }, proofFileId),
      );
      notify.success(
        response.isVerified
          ? REVIEW_MESSAGES.submittedVerified
          : REVIEW_MESSAGES.submittedUnverified,
      );
      /* The member sees the review they just wrote, marked pending, so they know it arrived. */
      navigate('/my-reviews');
    } catch (err) {
      reportSubmitFailure(err);
    }
  }

  function reportUploadFailure(err: unknown) {
    /* The server judges the file by its content; its verdict uses the spec's own words. */
    const message =
      err instanceof ApiError && err.status === 413
        ? UPLOAD_MESSAGES.fileTooLarge
        : err instanceof ApiError && err.status === 415
          ? UPLOAD_MESSAGES.invalidFileType
          : REVIEW_MESSAGES.uploadError;
    if (err instanceof ApiError && err.status === 401) {
      notify.error(REVIEW_MESSAGES.authRequired);
      openAuthDialog('signin');
      return;
    }
    notify.error(message);
    setErrors((e) => ({ ...e, proof: `${message.title}. ${message.description}` }));
  }

  function reportSubmitFailure(err: unknown) {
    if (!(err instanceof ApiError)) {
      notify.error(REVIEW_MESSAGES.submitFailed);
      return;
    }
    if (err.status === 401) {
      notify.error(REVIEW_MESSAGES.authRequired);
      openAuthDialog('signin');
      return;
    }
    if (err.status === 409) {
      notify.error({ title: COMMON_MESSAGES.errorTitle, description: err.message });
      setErrors((e) => ({ ...e, business: err.message }));
      return;
    }
    if (err.code === 'NO_ACCOMMODATIONS') {
      notify.error(REVIEW_MESSAGES.selectAccommodations);
      setErrors((e) => ({
        ...e,
        accommodations: REVIEW_MESSAGES.selectAccommodations.description,
      }));
      return;
    }
    notify.error(REVIEW_MESSAGES.submitFailed);
    if (err.status !== 400) return;
    const field = err.field ?? '';
    if (field.startsWith('providerId') || err.code === 'UNKNOWN_PROVIDER') {
      setErrors((e) => ({ ...e, business: err.message }));
      goToStep(1);
    } else if (field.startsWith('practitionerName')) {
      setErrors((e) => ({ ...e, practitioner: err.message }));
      goToStep(1);
    } else if (field.startsWith('overallRating')) {
      setErrors((e) => ({ ...e, rating: RATING_MESSAGES.required }));
    } else if (field.startsWith('overallFeedback')) {
      setErrors((e) => ({ ...e, feedback: err.message }));
    } else if (field.startsWith('categoryExperiences')) {
      setErrors((e) => ({ ...e, accommodations: err.message }));
    } else if (field.startsWith('proofFileId')) {
      setErrors((e) => ({ ...e, proof: err.message }));
    }
  }

  function handleFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 1) onNext();
    else if (!sending) void onSubmit();
  }

  const canSubmit = !sending && Boolean(values.provider) && values.overallFeedback.length > 0;

  return (
    <form noValidate onSubmit={handleFormSubmit} className="flex flex-col gap-6">
      <StepProgress step={step} steps={REVIEW_STEPS} />

      {step === 1 ? (
        <section aria-labelledby={`${ids}-step`} className="flex flex-col gap-5">
          <h2
            id={`${ids}-step`}
            ref={focusStepHeading}
            tabIndex={-1}
            className="text-2xl font-semibold"
          >
            {REVIEW_MESSAGES.stepBasicInfo}
          </h2>
          <div className="flex flex-col gap-2">
            <BusinessCombobox
              ref={comboboxRef}
              label={REVIEW_FORM_MESSAGES.business}
              value={values.provider}
              onChange={(provider) => {
                update({ provider });
                if (provider) clearError('business');
              }}
              error={errors.business ?? preselectMissing}
            />
            <div role="status">
              {existingReview && existingMessage && values.provider ? (
                <div className="flex items-start gap-2 rounded-xl border border-brand-700 bg-brand-50 p-4">
                  <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" />
                  <p>
                    {existingMessage}{' '}
                    <Link
                      to={
                        existingReview.status === 'approved'
                          ? `/providers/${values.provider.id}`
                          : '/my-reviews'
                      }
                      className="rounded font-semibold text-brand-800 underline"
                    >
                      {existingReview.status === 'approved'
                        ? REVIEW_VISIT_MESSAGES.seeBusinessPage
                        : REVIEW_VISIT_MESSAGES.seeMyReviews}
                    </Link>
                  </p>
                </div>
              ) : null}
            </div>
            <p className="text-sm">
              <a
                href={localizedPath('/suggest-business')}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-800 underline"
              >
                {REVIEW_MESSAGES.businessNotListed}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{REVIEW_FORM_MESSAGES.opensInANew}</span>
              </a>
            </p>
          </div>
          <Field
            label={REVIEW_FORM_MESSAGES.practitionerName}
            optional
            name="practitionerName"
            autoComplete="off"
            maxLength={PRACTITIONER_NAME_MAX_LENGTH}
            disabled={!values.provider}
            value={values.practitionerName}
            onChange={(e) => {
              update({ practitionerName: e.target.value });
              clearError('practitioner');
            }}
            hint={
              values.provider
                ? REVIEW_FORM_MESSAGES.thePersonWhoHelped
                : REVIEW_FORM_MESSAGES.chooseABusinessFirst
            }
            error={errors.practitioner}
          />
          <div className="flex justify-end">
            <Button type="submit" size="lg">
              {COMMON_MESSAGES.next}
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby={`${ids}-step`} className="flex flex-col gap-6">
          <div>
            <h2
              id={`${ids}-step`}
              ref={focusStepHeading}
              tabIndex={-1}
              className="text-2xl font-semibold"
            >
              {REVIEW_MESSAGES.stepSensoryDetails}
            </h2>
            {values.provider ? (
              <p className="text-muted">
                {REVIEW_FORM_MESSAGES.reviewing}{' '}
                <ProviderNameLink
                  provider={values.provider}
                  className="font-semibold text-ink underline underline-offset-4"
                  newTab
                />
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3">
            <p className="font-medium">{REVIEW_FORM_MESSAGES.whichAccommodationsDidYou}</p>
            <FieldError id={accommodationsErrorId} message={errors.accommodations} />
            {ACCOMMODATION_CATEGORIES.map((category, index) => {
              const key = category.key as AccommodationCategoryKey;
              return (
                <AccommodationCategory
                  key={key}
                  category={category}
                  selected={values.categoryExperiences[key]}
                  comment={values.categoryComments[key]}
                  matched={values.categoryMatches[key]}
                  firstCheckboxId={index === 0 ? firstAccommodationId : undefined}
                  describedBy={
                    index === 0 && errors.accommodations ? accommodationsErrorId : undefined
                  }
                  onToggleItem={(item) => {
                    setValues((v) => ({
                      ...v,
                      categoryExperiences: {
                        ...v.categoryExperiences,
                        [key]: toggleInOrder(v.categoryExperiences[key], item),
                      },
                    }));
                    clearError('accommodations');
                  }}
                  onCommentChange={(text) =>
                    setValues((v) => ({
                      ...v,
                      categoryComments: { ...v.categoryComments, [key]: text },
                    }))
                  }
                  onMatchedChange={(matched) =>
                    setValues((v) => ({
                      ...v,
                      categoryMatches: { ...v.categoryMatches, [key]: matched },
                    }))
                  }
                />
              );
            })}
          </div>
          <ExperienceTags
            selected={values.feedbackTags}
            onToggle={(tag: ExperienceTag) =>
              setValues((v) => ({
                ...v,
                feedbackTags: v.feedbackTags.includes(tag)
                  ? v.feedbackTags.filter((t) => t !== tag)
                  : [...v.feedbackTags, tag],
              }))
            }
          />
          <VisitQuestions values={values} onChange={update} />
          <RatingChoice
            value={values.overallRating}
            firstInputId={firstRatingId}
            onChange={(overallRating) => {
              update({ overallRating });
              clearError('rating');
            }}
            error={errors.rating}
          />
          <OverallFeedback
            id={feedbackId}
            value={values.overallFeedback}
            onChange={(overallFeedback) => {
              update({ overallFeedback });
              clearError('feedback');
            }}
            error={errors.feedback}
          />
          <ProofUpload
            file={proofFile}
            onFileChange={onProofChange}
            error={errors.proof}
            progress={uploadProgress}
            disabled={sending}
          />
          <label className="flex items-start gap-2 rounded-xl border border-line bg-sand-100 p-4">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              checked={values.verifiedExperience}
              onChange={(e) => update({ verifiedExperience: e.target.checked })}
            />
            <span className="font-medium">{REVIEW_MESSAGES.verifyCheckbox}</span>
          </label>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap justify-between gap-3">
              <Button variant="secondary" size="lg" onClick={() => goToStep(1)} disabled={sending}>
                {COMMON_MESSAGES.back}
              </Button>
              <Button
                type="submit"
                size="lg"
                disabled={!canSubmit}
                aria-describedby={canSubmit ? undefined : `${ids}-submit-hint`}
              >
                {sending ? REVIEW_FORM_MESSAGES.submitting : REVIEW_FORM_MESSAGES.submitReview}
              </Button>
            </div>
            {!canSubmit && !sending ? (
              <p id={`${ids}-submit-hint`} className="text-right text-sm text-muted">
                {REVIEW_FORM_MESSAGES.submitBecomesAvailableOnce}
              </p>
            ) : null}
          </div>
        </section>
      )}
    </form>
  );
}
