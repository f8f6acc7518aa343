import {
  BUSINESS_CONFIRMED_MESSAGES,
  BUSINESS_CONFIRMED_PAGE_MESSAGES,
  VERIFICATION_LABELS,
} from '@common/messages/business';
import { categoryLabel } from '@common/messages/catalog';
import { NAV_MESSAGES } from '@common/messages/shared';
import { QueryError } from '@web/components/query-error';
import { Button, buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { useMyProviders } from '@web/features/business/api/get-my-providers';
import { ApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { CheckCircle2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

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
  usePageTitle(BUSINESS_CONFIRMED_PAGE_MESSAGES.businessAccountReady);
  const [params] = useSearchParams();
  const providerId = Number(params.get('provider'));
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const providers = useMyProviders(Boolean(user));

  if (loading) return <Spinner />;
  if (!user) {
    return (
      <Notice title={BUSINESS_CONFIRMED_MESSAGES.accessRequired}>
        <p>{BUSINESS_CONFIRMED_PAGE_MESSAGES.pleaseSignInTo}</p>
        <Button className="mt-5" onClick={() => openAuthDialog('signin')}>
          {NAV_MESSAGES.signIn}
        </Button>
      </Notice>
    );
  }
  if (providers.isPending) return <Spinner />;
  const notFound = (
    <Notice title={BUSINESS_CONFIRMED_MESSAGES.providerNotFound}>
      <p>{BUSINESS_CONFIRMED_PAGE_MESSAGES.weCouldNotFind}</p>
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
        {BUSINESS_CONFIRMED_PAGE_MESSAGES.somethingWentWrongWhile}
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
          <h1 className="text-3xl font-semibold">
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.yourBusinessAccountIs}
          </h1>
          <p className="mt-1 text-muted">
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.youNowManage} {provider.name}{' '}
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.onCalmpath}
          </p>
        </div>
      </header>

      <section
        aria-labelledby="confirmed-mail"
        className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5"
      >
        <Mail aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="confirmed-mail" className="font-semibold">
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.checkYourEmail}
          </h2>
          <p>
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.weWriteTo} <strong>{user.email}</strong>{' '}
            {BUSINESS_CONFIRMED_PAGE_MESSAGES.aboutYourListingDocument}
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
          <dt className="text-muted">{BUSINESS_CONFIRMED_PAGE_MESSAGES.category}</dt>
          <dd>{categoryLabel(provider.category)}</dd>
          <dt className="text-muted">{BUSINESS_CONFIRMED_PAGE_MESSAGES.location}</dt>
          <dd>{provider.location}</dd>
          <dt className="text-muted">{BUSINESS_CONFIRMED_PAGE_MESSAGES.verificationStatus}</dt>
          <dd className="font-semibold">
            {verified ? VERIFICATION_LABELS.verified : VERIFICATION_LABELS.other}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="confirmed-next">
        <h2 id="confirmed-next" className="text-xl font-semibold">
          {BUSINESS_CONFIRMED_PAGE_MESSAGES.whatHappensNext}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>{BUSINESS_CONFIRMED_PAGE_MESSAGES.completeYourBusinessProfile}</li>
          {/* A verified listing is not told it waits for a review (decision 044). */}
          {verified ? null : (
            <>
              <li>{BUSINESS_CONFIRMED_PAGE_MESSAGES.uploadAVerificationDocument}</li>
              <li>{BUSINESS_CONFIRMED_PAGE_MESSAGES.ourTeamReviewsYour}</li>
            </>
          )}
          <li>{BUSINESS_CONFIRMED_PAGE_MESSAGES.familiesSeeYourUpdated}</li>
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
