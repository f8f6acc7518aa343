import {
  APPLICATION_FIELD_LABELS,
  type ApplicationField,
  REQUIRED_CONSENTS,
} from '@common/contracts/applications';
import { VERIFICATION_CONSENT_STEP_MESSAGES } from '@common/messages/business';
import { FieldError } from '@web/components/ui/field';
import { type ApplicationForm, fieldId } from '../application-form';
import { VerificationDocumentUpload } from './verification-document-upload';

const LEGAL_LINKS = [
  { to: '/terms', label: VERIFICATION_CONSENT_STEP_MESSAGES.termsOfService },
  { to: '/privacy', label: VERIFICATION_CONSENT_STEP_MESSAGES.privacyPolicy },
  { to: '/trust-and-safety', label: VERIFICATION_CONSENT_STEP_MESSAGES.trustSafety },
] as const;

/**
 * Step 3, Verification & Consent: listing, data-sharing and terms consents are required, the
 * verification consent is not; the legal pages open in a new tab so the wizard stays put.
 */
export function VerificationConsentStep({
  form,
  formId,
  signedIn,
}: {
  form: ApplicationForm;
  formId: string;
  signedIn: boolean;
}) {
  const {
    register,
    trigger,
    formState: { errors },
  } = form;
  const consentError = REQUIRED_CONSENTS.map((c) => errors[c]?.message).find(Boolean);
  const errorId = `${formId}-consents-error`;
  const linksId = `${formId}-legal-links`;

  const consent = (field: ApplicationField & `consent${string}`, required: boolean) => (
    <li key={field}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          id={fieldId(formId, field)}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          aria-required={required || undefined}
          aria-invalid={required && errors[field] ? true : undefined}
          aria-describedby={required && consentError ? errorId : undefined}
          {...register(field, {
            onChange: () => {
              if (consentError) void trigger([...REQUIRED_CONSENTS]);
            },
          })}
        />
        <span>{APPLICATION_FIELD_LABELS[field]}</span>
      </label>
    </li>
  );

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3" aria-describedby={linksId}>
        <legend className="text-lg font-semibold">
          {VERIFICATION_CONSENT_STEP_MESSAGES.consent}
        </legend>
        <p id={linksId} className="text-sm text-muted">
          {VERIFICATION_CONSENT_STEP_MESSAGES.pleaseReadOur}{' '}
          {LEGAL_LINKS.map((link, index) => (
            <span key={link.to}>
              <a
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-800 underline"
              >
                {link.label}
                <span className="sr-only"> {VERIFICATION_CONSENT_STEP_MESSAGES.opensInANew}</span>
              </a>
              {index === LEGAL_LINKS.length - 2
                ? VERIFICATION_CONSENT_STEP_MESSAGES.and
                : index < LEGAL_LINKS.length - 1
                  ? ', '
                  : ''}
            </span>
          ))}{' '}
          {VERIFICATION_CONSENT_STEP_MESSAGES.pagesTheFirstThree}
        </p>
        <ul className="flex flex-col gap-3">
          {REQUIRED_CONSENTS.map((field) => consent(field, true))}
          {consent('consentVerification', false)}
        </ul>
        <FieldError id={errorId} message={consentError} announce />
      </fieldset>
      <section aria-labelledby={`${formId}-documents`} className="flex flex-col gap-3">
        <h3 id={`${formId}-documents`} className="text-lg font-semibold">
          {VERIFICATION_CONSENT_STEP_MESSAGES.verificationDocuments}
        </h3>
        <p className="text-sm text-muted">
          {VERIFICATION_CONSENT_STEP_MESSAGES.verifiedProvidersEarnThe}
        </p>
        <VerificationDocumentUpload signedIn={signedIn} providerId={null} />
      </section>
    </div>
  );
}
