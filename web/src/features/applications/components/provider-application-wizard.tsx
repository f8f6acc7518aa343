import {
  APPLICATION_STEP_FIELDS,
  type ApplicationField,
  type ApplicationFormValues,
  type ApplicationProblem,
  applicationProblems,
  isApplicationReady,
  type ProviderApplication,
  ProviderApplication as ProviderApplicationSchema,
  type SubmitApplicationResponse,
} from '@common/contracts/applications';
import { PROVIDER_APPLICATION_WIZARD_MESSAGES, PROVIDER_MESSAGES } from '@common/messages/business';
import { VALIDATION_MESSAGES } from '@common/messages/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/auth-provider';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useSubmitApplication } from '../api/submit-application';
import {
  type ApplicationDraft,
  clearDraft,
  emptyApplication,
  loadDraft,
  saveDraft,
  type WizardStep,
} from '../application-draft';
import { fieldId } from '../application-form';
import { ApplicationSubmitted } from './application-submitted';
import { BusinessInformationStep } from './business-information-step';
import { type ClaimedListing, ClaimListingGate, ClaimNote, providerIdOf } from './claim-listing';
import { ErrorSummary } from './error-summary';
import { SensoryAccommodationsStep } from './sensory-accommodations-step';
import { VerificationConsentStep } from './verification-consent-step';
import { WizardProgress } from './wizard-progress';

/** §2: after a successful submit the wizard returns home after 2 s. */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

const stepOf = (field: ApplicationField): WizardStep =>
  (APPLICATION_STEP_FIELDS.findIndex((fields) =>
    (fields as readonly ApplicationField[]).includes(field),
  ) + 1) as WizardStep;

/* A 400 INVALID_APPLICATION's details.problems, each field with its message. */
function serverProblems(err: ApiError): ApplicationProblem[] {
  const listed = err.details?.problems;
  const problems = Array.isArray(listed)
    ? listed.filter(
        (p): p is ApplicationProblem =>
          typeof p?.field === 'string' &&
          typeof p?.message === 'string' &&
          stepOf(p.field as ApplicationField) > 0,
      )
    : [];
  if (problems.length > 0) return problems;
  const field = err.field as ApplicationField | undefined;
  return field && stepOf(field) > 0 ? [{ field, message: err.message }] : [];
}

/* 'Error: {message}. Please try again.' must not say its full stop or its request twice. */
const bareMessage = (message: string) =>
  message.replace(/\s*Please try again\.?$/, '').replace(/\.+$/, '');

/**
 * The provider application wizard (provider-admin-side.md §2, §5, §8): three steps on one React
 * Hook Form validated by the shared zod schema, progress kept on this device across reloads,
 * Next checks its step, Submit sends the whole application (decision 015).
 */
export function ProviderApplicationWizard() {
  const claimId = providerIdOf(useSearchParams()[0].get('claim'));
  return claimId === null ? (
    <ApplicationWizard />
  ) : (
    <ClaimListingGate providerId={claimId}>
      {(claim) => <ApplicationWizard claim={claim} />}
    </ClaimListingGate>
  );
}

function ApplicationWizard({ claim }: { claim?: ClaimedListing }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const formId = useId();
  /* A claim starts from the listing, never from a draft of another application (decision 060). */
  const [draft] = useState<ApplicationDraft | null>(() =>
    claim ? { step: 1, values: claim.values } : loadDraft(),
  );
  const [step, setStep] = useState<WizardStep>(draft?.step ?? 1);
  const [submitted, setSubmitted] = useState<SubmitApplicationResponse | null>(null);
  const submission = useSubmitApplication();
  /* The error summary's title and fields, from the last Next or Submit that found problems. */
  const [summary, setSummary] = useState<{
    title: string;
    fields: ApplicationField[];
  } | null>(null);

  const form = useForm<Required<ApplicationFormValues>, unknown, ProviderApplication>({
    /* The schema's input has every field optional; the form always holds all of them. */
    resolver: zodResolver(ProviderApplicationSchema) as Resolver<
      Required<ApplicationFormValues>,
      unknown,
      ProviderApplication
    >,
    defaultValues: draft?.values ?? emptyApplication(),
    mode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as Required<ApplicationFormValues>;
  const ready = isApplicationReady(values);

  /* Every change is kept, until the application is in. */
  useEffect(() => {
    if (!submitted && !claim) saveDraft({ step, values });
  }, [step, values, submitted, claim]);

  /* After Next, Back or a refusal, focus moves to the new step's heading or the first problem. */
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | 'heading' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const goHomeSoon = () => {
    redirectTimer.current = setTimeout(() => navigate('/'), REDIRECT_AFTER_SUBMIT_MS);
  };

  function goToStep(next: WizardStep, focus: string | 'heading' = 'heading') {
    /* Moving on by Next or Back leaves the last summary behind; a link in it keeps it. */
    if (focus === 'heading') setSummary(null);
    if (next === step && focus !== 'heading') {
      document.getElementById(focus)?.focus();
      return;
    }
    pendingFocus.current = focus;
    setStep(next);
  }

  /*
   * Each message is shown once, under its field; the summary at the top names the fields as
   * links (decision 047: no toast over the fields). Focus goes to the first field with a problem.
   */
  function showProblems(title: string, problems: readonly ApplicationProblem[]) {
    const [first] = problems;
    if (!first) return;
    setSummary({ title, fields: [...new Set(problems.map((p) => p.field))] });
    goToStep(stepOf(first.field), fieldId(formId, first.field));
  }

  const goToField = (field: ApplicationField) => goToStep(stepOf(field), fieldId(formId, field));

  async function onNext() {
    const fields = APPLICATION_STEP_FIELDS[step - 1] ?? [];
    if (await form.trigger([...fields])) {
      goToStep((step + 1) as WizardStep);
      return;
    }
    const problems = applicationProblems(form.getValues()).filter((p) =>
      (fields as readonly ApplicationField[]).includes(p.field),
    );
    showProblems(VALIDATION_MESSAGES.incompleteStepTitle, problems);
  }

  function reportFailure(err: unknown) {
    if (!(err instanceof ApiError)) {
      notify.error(PROVIDER_MESSAGES.submissionUnexpected);
      return;
    }
    if (err.code === 'INVALID_APPLICATION') {
      const problems = serverProblems(err);
      if (problems.length === 0) {
        notify.error({ title: VALIDATION_MESSAGES.validationErrorTitle, description: err.message });
        return;
      }
      for (const problem of problems) form.setError(problem.field, { message: problem.message });
      showProblems(VALIDATION_MESSAGES.validationErrorTitle, problems);
      return;
    }
    if (err.status === 429) {
      /* The limit's own sentence already says when to try again. */
      notify.error({
        title: PROVIDER_MESSAGES.submissionUnexpected.title,
        description: err.message,
      });
      return;
    }
    if (err.code === 'DUPLICATE_APPLICATION') {
      notify.info({
        title: PROVIDER_APPLICATION_WIZARD_MESSAGES.applicationAlreadyReceived,
        description: err.message,
      });
      return;
    }
    notify.error(PROVIDER_MESSAGES.submissionError(bareMessage(err.message)));
  }

  function send(application: ProviderApplication) {
    setSummary(null);
    submission.mutate(
      { application, claim: claim?.providerId },
      {
        onSuccess: (response) => {
          if (!claim) clearDraft();
          setSubmitted(response);
          notify.success(PROVIDER_MESSAGES.applicationSubmitted);
          /* A member may attach documents first (the next screen); a visitor goes home. */
          if (!response.canUploadDocuments) goHomeSoon();
        },
        onError: reportFailure,
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submission.isPending) return;
    /* Enter in a field moves on like Next; only the last step sends. */
    if (step < 3) {
      void onNext();
      return;
    }
    if (!ready) return;
    void form.handleSubmit(send, () =>
      showProblems(VALIDATION_MESSAGES.validationErrorTitle, applicationProblems(form.getValues())),
    )();
  }

  if (submitted) {
    return (
      <ApplicationSubmitted
        application={submitted}
        signedIn={Boolean(user)}
        onUploaded={goHomeSoon}
        onSkip={() => navigate('/')}
      />
    );
  }

  const stepName = PROVIDER_MESSAGES.wizardSteps[step - 1];
  const submitHintId = `${formId}-submit-hint`;
  /* A field leaves the summary once its message is gone (corrected and checked again). */
  const errors = form.formState.errors;
  const summaryFields = summary?.fields.filter((field) => errors[field]) ?? [];

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-8"
      aria-labelledby={`${formId}-step`}
    >
      {claim ? <ClaimNote name={claim.name} /> : null}
      {summary ? (
        <ErrorSummary
          id={`${formId}-summary`}
          title={summary.title}
          fields={summaryFields}
          hrefOf={(field) => fieldId(formId, field)}
          onSelect={goToField}
        />
      ) : null}
      <WizardProgress step={step} />
      <section className="flex flex-col gap-5">
        <h2 id={`${formId}-step`} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
          {stepName}
        </h2>
        {step === 1 ? <BusinessInformationStep form={form} formId={formId} /> : null}
        {step === 2 ? <SensoryAccommodationsStep form={form} formId={formId} /> : null}
        {step === 3 ? (
          <VerificationConsentStep form={form} formId={formId} signedIn={Boolean(user)} />
        ) : null}
      </section>

      <div className="flex flex-col gap-2 border-t border-line pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {step > 1 ? (
            <Button variant="secondary" onClick={() => goToStep((step - 1) as WizardStep)}>
              {PROVIDER_APPLICATION_WIZARD_MESSAGES.back}
            </Button>
          ) : (
            <span />
          )}
          {step < 3 ? (
            <Button type="submit">{PROVIDER_APPLICATION_WIZARD_MESSAGES.next}</Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              disabled={!ready || submission.isPending}
              aria-describedby={ready ? undefined : submitHintId}
            >
              {submission.isPending
                ? PROVIDER_APPLICATION_WIZARD_MESSAGES.submitting
                : PROVIDER_MESSAGES.submitApplication}
            </Button>
          )}
        </div>
        {step === 3 && !ready ? (
          <p id={submitHintId} className="text-right text-sm text-muted">
            {PROVIDER_APPLICATION_WIZARD_MESSAGES.submitBecomesAvailableOnce}
          </p>
        ) : null}
        <p className="text-right text-sm text-muted">
          {PROVIDER_APPLICATION_WIZARD_MESSAGES.yourAnswersAreSaved}
        </p>
      </div>
    </form>
  );
}
