import type { SubmitApplicationResponse } from '@common/contracts/applications';
import { APPLICATION_SUBMITTED_MESSAGES, PROVIDER_MESSAGES } from '@common/messages/business';
import { Button } from '@web/components/ui/button';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VerificationDocumentUpload } from './verification-document-upload';

type Props = {
  application: SubmitApplicationResponse;
  signedIn: boolean;
  /** Called once a document is in; the page then returns home. */
  onUploaded(): void;
  onSkip(): void;
};

/**
 * After a successful submit. A visitor reads the confirmation while the page returns home; a
 * member who applied may attach a verification document to the application now that it exists.
 */
export function ApplicationSubmitted({ application, signedIn, onUploaded, onSkip }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [uploaded, setUploaded] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="flex flex-col gap-6" aria-labelledby="application-submitted-heading">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-7 w-7 shrink-0 text-brand-700" />
        <div>
          <h2
            id="application-submitted-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold"
          >
            {PROVIDER_MESSAGES.applicationSubmitted.title}
          </h2>
          <p className="mt-2 text-muted">{PROVIDER_MESSAGES.applicationSubmitted.description}</p>
        </div>
      </div>
      {application.canUploadDocuments && signedIn ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">
            {APPLICATION_SUBMITTED_MESSAGES.speedUpVerification}
          </h3>
          <p className="text-muted">{APPLICATION_SUBMITTED_MESSAGES.attachOneDocumentNow}</p>
          <VerificationDocumentUpload
            signedIn
            providerId={application.id}
            onUploaded={() => {
              setUploaded(true);
              onUploaded();
            }}
          />
          {uploaded ? null : (
            <Button variant="ghost" className="self-start" onClick={onSkip}>
              {APPLICATION_SUBMITTED_MESSAGES.skipForNow}
            </Button>
          )}
        </div>
      ) : (
        <p role="status" className="text-muted">
          {APPLICATION_SUBMITTED_MESSAGES.takingYouBackTo}
        </p>
      )}
    </section>
  );
}
