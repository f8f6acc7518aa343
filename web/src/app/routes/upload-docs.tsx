import { PROVIDER_MESSAGES, UPLOAD_DOCS_PAGE_MESSAGES } from '@common/messages/business';
import { categoryLabel } from '@common/messages/catalog';
import { PRODUCT_NAME } from '@common/messages/shared';
import { CONTACT_EMAIL } from '@web/components/legal/legal-document';
import { Button, buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { useUploadLink } from '@web/features/business/api/get-upload-link';
import { useUploadRequestedDocuments } from '@web/features/business/api/upload-requested-documents';
import { DocumentUploadForm } from '@web/features/business/components/document-upload-form';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/use-page-title';
import { CheckCircle2, FileWarning, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

const text = PROVIDER_MESSAGES.secureUpload;
const LINK_ERRORS = new Set(['INVALID_UPLOAD_LINK', 'INVALID_SECURITY_TOKEN']);
const REDIRECT_MS = 2000;

function invalidReason(err: unknown): string {
  return err instanceof ApiError && err.code === 'INVALID_SECURITY_TOKEN'
    ? text.invalidToken
    : text.invalidOrExpired;
}

function InvalidLink({ reason }: { reason: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <FileWarning aria-hidden="true" className="mx-auto h-10 w-10 text-amber-700" />
      <h1 className="mt-4 text-2xl font-semibold">{text.invalidLink}</h1>
      <p className="mt-2 text-muted">{reason}.</p>
      <p className="mt-1 text-muted">
        {UPLOAD_DOCS_PAGE_MESSAGES.uploadLinksWorkOnce}{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className="underline">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {text.returnToHome}
      </Link>
    </section>
  );
}

/**
 * /provider/upload-docs/:providerId?token=… — the secure link an admin's document request sends.
 * The link itself is the credential (decision 012): no sign-in is needed to upload.
 */
export function UploadDocsPage() {
  usePageTitle(text.uploadDocuments);
  const { providerId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { user, loading: authLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const link = useUploadLink(providerId, token, Boolean(providerId && token));
  const [linkError, setLinkError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadRequestedDocuments();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!providerId || !token) return <InvalidLink reason={text.invalidToken} />;
  if (linkError) return <InvalidLink reason={invalidReason(linkError)} />;
  if (link.isPending) return <Spinner label={UPLOAD_DOCS_PAGE_MESSAGES.checkingYourUploadLink} />;
  if (link.isError) return <InvalidLink reason={invalidReason(link.error)} />;

  const { provider, requestText } = link.data;
  if (done) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-live="polite">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-semibold">
          {PROVIDER_MESSAGES.documentsSubmittedSuccessfully.title}
        </h1>
        <p className="mt-2 text-muted">
          {PROVIDER_MESSAGES.documentsSubmittedSuccessfully.description}{' '}
          {UPLOAD_DOCS_PAGE_MESSAGES.takingYouToThe}
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />{' '}
          {UPLOAD_DOCS_PAGE_MESSAGES.secureDocumentUpload}
        </p>
        <h1 className="mt-1 text-3xl font-semibold">{text.uploadDocuments}</h1>
      </header>

      <section
        aria-labelledby="upload-business"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="upload-business" className="text-xl font-semibold">
          {provider.name}
        </h2>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">{UPLOAD_DOCS_PAGE_MESSAGES.category}</dt>
          <dd>{categoryLabel(provider.category)}</dd>
          <dt className="text-muted">{UPLOAD_DOCS_PAGE_MESSAGES.location}</dt>
          <dd>{provider.location}</dd>
        </dl>
      </section>

      <section
        aria-labelledby="upload-request"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
      >
        <h2 id="upload-request" className="text-lg font-semibold">
          {UPLOAD_DOCS_PAGE_MESSAGES.whatOurTeamAsked}
        </h2>
        <p className="mt-1 whitespace-pre-line">
          {requestText ?? UPLOAD_DOCS_PAGE_MESSAGES.pleaseUploadADocument}
        </p>
      </section>

      {!authLoading && !user ? (
        <section
          aria-labelledby="upload-welcome"
          className="rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="upload-welcome" className="text-lg font-semibold">
            {text.welcome}
          </h2>
          <p className="mt-1 text-muted">
            {UPLOAD_DOCS_PAGE_MESSAGES.youCanUploadWithout} {PRODUCT_NAME}{' '}
            {UPLOAD_DOCS_PAGE_MESSAGES.accountYouCanFollow}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => openAuthDialog('signin')}>
              {UPLOAD_DOCS_PAGE_MESSAGES.signIn}
            </Button>
            <Button variant="ghost" onClick={() => openAuthDialog('signup')}>
              {UPLOAD_DOCS_PAGE_MESSAGES.createAccount}
            </Button>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="upload-form"
        className="rounded-2xl border border-line bg-surface p-5 sm:p-8"
      >
        <h2 id="upload-form" className="mb-4 text-lg font-semibold">
          {UPLOAD_DOCS_PAGE_MESSAGES.yourDocument}
        </h2>
        <DocumentUploadForm
          submitLabel={text.uploadDocuments}
          send={({ file, notes, onProgress }) =>
            upload.mutateAsync({ providerId, token, file, notes, onProgress })
          }
          sending={upload.isPending}
          onSent={() => {
            notify.success(PROVIDER_MESSAGES.documentsSubmittedSuccessfully);
            setDone(true);
          }}
          onError={(err) => {
            if (err instanceof ApiError && LINK_ERRORS.has(err.code)) {
              setLinkError(err);
              return true;
            }
            return false;
          }}
        />
      </section>
    </section>
  );
}
