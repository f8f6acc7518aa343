import { BUSINESS_CONFIRMED_MESSAGES, VERIFICATION_LABELS } from '@common/messages/business';
import { NAV_MESSAGES } from '@common/messages/shared';
import { CheckCircle2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Button, buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { useMyProviders } from '../../features/business/api/get-my-providers';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="mt-3 text-muted">{children}</div>
    </section>
  );
}

/**
 * /business-confirmed?provider=… — the business account page of spec §2. A completed signup goes
 * straight to the dashboard (decision 044); this page stays for links that point here.
 */
export function BusinessConfirmedPage() {
  usePageTitle('Business account ready');
  const [params] = useSearchParams();
  const providerId = Number(params.get('provider'));
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const providers = useMyProviders(Boolean(user));

  if (loading) return <Spinner />;
  if (!user) {
    return (
      <Notice title={BUSINESS_CONFIRMED_MESSAGES.accessRequired}>
        <p>Please sign in to see your business account.</p>
        <Button className="mt-5" onClick={() => openAuthDialog('signin')}>
          {NAV_MESSAGES.signIn}
        </Button>
      </Notice>
    );
  }
  if (providers.isPending) return <Spinner />;
  const notFound = (
    <Notice title={BUSINESS_CONFIRMED_MESSAGES.providerNotFound}>
      <p>We could not find this business on your account. Please contact support.</p>
      <Link to="/provider/dashboard" className={buttonClass('secondary', 'md', 'mt-5')}>
        {BUSINESS_CONFIRMED_MESSAGES.goToDashboard}
      </Link>
    </Notice>
  );
  if (providers.isError) {
    if (providers.error instanceof ApiError && providers.error.status === 403) return notFound;
    return (
      <QueryError
        look="page"
        title={BUSINESS_CONFIRMED_MESSAGES.unexpectedError}
        onRetry={() => void providers.refetch()}
      >
        Something went wrong while loading your business. Please try again.
      </QueryError>
    );
  }
  const provider = providers.data.providers.find((p) => p.id === providerId);
  if (!provider) return notFound;
  const verified = provider.verificationStatus === 'verified';

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-brand-700" />
        <div>
          <h1 className="text-3xl font-semibold">Your business account is ready</h1>
          <p className="mt-1 text-muted">You now manage {provider.name} on CalmPath.</p>
        </div>
      </header>

      <section
        aria-labelledby="confirmed-mail"
        className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5"
      >
        <Mail aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="confirmed-mail" className="font-semibold">
            Check your email
          </h2>
          <p>
            We write to <strong>{user.email}</strong> about your listing: document requests, our
            verification decision and anything we need from you.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="confirmed-business"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="confirmed-business" className="text-xl font-semibold">
          {provider.name}
        </h2>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Category</dt>
          <dd>{provider.category}</dd>
          <dt className="text-muted">Location</dt>
          <dd>{provider.location}</dd>
          <dt className="text-muted">Verification status</dt>
          <dd className="font-semibold">
            {verified ? VERIFICATION_LABELS.verified : VERIFICATION_LABELS.other}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="confirmed-next">
        <h2 id="confirmed-next" className="text-xl font-semibold">
          What happens next
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>Complete your business profile: hours, accommodations and a short description.</li>
          {/* A verified listing is not told it waits for a review (decision 044). */}
          {verified ? null : (
            <>
              <li>
                Upload a verification document from your dashboard if we have not got one yet.
              </li>
              <li>Our team reviews your listing and documents within 2-3 business days.</li>
            </>
          )}
          <li>Families see your updated listing and can leave reviews about their visits.</li>
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to="/provider/dashboard" className={buttonClass('primary')}>
          {BUSINESS_CONFIRMED_MESSAGES.goToDashboard}
        </Link>
        <Link to="/provider-dashboard?tab=profile" className={buttonClass('secondary')}>
          {BUSINESS_CONFIRMED_MESSAGES.completeProfile}
        </Link>
      </div>
    </section>
  );
}
