import { PROVIDER_DASHBOARD_PAGE_MESSAGES, PROVIDER_MESSAGES } from '@common/messages/business';
import { categoryLabel } from '@common/messages/catalog';
import { VISIT_DASHBOARD_MESSAGES } from '@common/messages/visit-messages';
import { QueryError } from '@web/components/query-error';
import { buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useMyProviders } from '@web/features/business/api/get-my-providers';
import { ProviderOverview } from '@web/features/business/components/provider-overview';
import { ReceivedNeedsCardsSection } from '@web/features/needs-card-sends/components/received-needs-cards-section';
import { ApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { Building2, ShieldAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PreloadedComponent, preloadable } from '../lazy-routes';

/*
 * The Profile, Photos and Messages tabs (the form, the checklist, quiet hours, staff training,
 * photo upload, the story preview, the conversations) are chunks of their own: the Overview a
 * direct visit opens neither waits for their files nor runs their modules and the schemas they
 * check forms with (decision 048). They are fetched once the Overview is up, or at once when the
 * address opens one of them.
 */
const PROFILE_FORM = preloadable(() =>
  import('@web/features/business/components/profile-form').then((m) => m.ProfileForm),
);
const PHOTOS_SECTION = preloadable(() =>
  import('@web/features/business/components/photos-section').then((m) => m.PhotosSection),
);
const STORY_PREVIEW = preloadable(() =>
  import('@web/features/profile-photos/components/what-to-expect-story').then(
    (m) => m.WhatToExpectStory,
  ),
);
const QUIET_HOURS_EDITOR = preloadable(() =>
  import('@web/features/quiet-hours/components/quiet-hours-editor').then((m) => m.QuietHoursEditor),
);
const STAFF_TRAINING_EDITOR = preloadable(() =>
  import('@web/features/staff-training/components/staff-training-editor').then(
    (m) => m.StaffTrainingEditor,
  ),
);
const DASHBOARD_MESSAGES = preloadable(() =>
  import('@web/features/visit-messages/components/dashboard-messages').then(
    (m) => m.DashboardMessages,
  ),
);
const preloadTabs = () => {
  for (const code of [
    PROFILE_FORM,
    QUIET_HOURS_EDITOR,
    STAFF_TRAINING_EDITOR,
    PHOTOS_SECTION,
    STORY_PREVIEW,
    DASHBOARD_MESSAGES,
  ])
    code.preload().catch(() => {});
};

const text = PROVIDER_MESSAGES.dashboard;
/* The tabs an address may name (?tab=); anything else opens the Overview. */
const NAMED_TABS = ['profile', 'photos', 'messages'] as const;
const isNamedTab = (value: string | null): value is (typeof NAMED_TABS)[number] =>
  (NAMED_TABS as readonly (string | null)[]).includes(value);
const TAB_CLASS =
  'rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/**
 * /provider/dashboard and /provider-dashboard(?tab=profile&provider=…): the business admin's view
 * of its listing (spec §2) and the Profile tab where it edits it (decision 019). Sign-in is
 * required by the router.
 */
export function ProviderDashboardPage() {
  usePageTitle(PROVIDER_DASHBOARD_PAGE_MESSAGES.businessDashboard);
  const [params, setParams] = useSearchParams();
  const providers = useMyProviders();
  const ready = providers.isSuccess;
  useEffect(() => {
    if (ready) preloadTabs();
  }, [ready]);

  if (providers.isPending) return <Spinner />;
  if (providers.isError) {
    if (providers.error instanceof ApiError && providers.error.status === 403) {
      return (
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />
          <h1 className="mt-4 text-2xl font-semibold">{text.accessDenied}</h1>
          <p className="mt-2 text-muted">
            {PROVIDER_DASHBOARD_PAGE_MESSAGES.theBusinessDashboardIs}
          </p>
          <Link to="/trust-and-safety" className={buttonClass('primary', 'md', 'mt-6')}>
            {text.learnHowToGetVerified}
          </Link>
        </section>
      );
    }
    return (
      <QueryError
        look="page"
        title={PROVIDER_DASHBOARD_PAGE_MESSAGES.unexpectedError}
        onRetry={() => void providers.refetch()}
      >
        {PROVIDER_DASHBOARD_PAGE_MESSAGES.weCouldNotLoad}
      </QueryError>
    );
  }

  const list = providers.data.providers;
  if (list.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <Building2 aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />
        <h1 className="mt-4 text-2xl font-semibold">{text.noProviderAccount}</h1>
        <p className="mt-2 text-muted">{PROVIDER_DASHBOARD_PAGE_MESSAGES.noBusinessIsLinked}</p>
        <Link to="/provider-signup" className={buttonClass('primary', 'md', 'mt-6')}>
          {text.registerAsProvider}
        </Link>
      </section>
    );
  }

  const chosen = list.find((p) => String(p.id) === params.get('provider')) ?? list[0];
  if (!chosen) return null;
  const requestedTab = params.get('tab');
  const tab = isNamedTab(requestedTab) ? requestedTab : 'overview';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-800">
            {PROVIDER_DASHBOARD_PAGE_MESSAGES.businessDashboard}
          </p>
          <h1 className="text-3xl font-semibold">{chosen.name}</h1>
          <p className="text-muted">
            {categoryLabel(chosen.category)} · {chosen.location}
          </p>
        </div>
        {list.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="dashboard-business" className="text-sm font-medium">
              {PROVIDER_DASHBOARD_PAGE_MESSAGES.yourBusinesses}
            </label>
            <select
              id="dashboard-business"
              value={chosen.id}
              onChange={(e) => setParam('provider', e.target.value)}
              className="max-w-full rounded-lg border border-line bg-surface px-3 py-2"
            >
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParam('tab', isNamedTab(value) ? value : null)}
      >
        <Tabs.List
          aria-label={PROVIDER_DASHBOARD_PAGE_MESSAGES.dashboardSections}
          className="flex flex-wrap gap-x-2 border-b border-line"
        >
          <Tabs.Trigger value="overview" className={TAB_CLASS}>
            {PROVIDER_DASHBOARD_PAGE_MESSAGES.overview}
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={TAB_CLASS}>
            {PROVIDER_DASHBOARD_PAGE_MESSAGES.profile}
          </Tabs.Trigger>
          <Tabs.Trigger value="photos" className={TAB_CLASS}>
            {PROVIDER_DASHBOARD_PAGE_MESSAGES.photos}
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={TAB_CLASS}>
            {VISIT_DASHBOARD_MESSAGES.tab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6">
          <ProviderOverview provider={chosen} />
          <ReceivedNeedsCardsSection key={chosen.id} providerId={chosen.id} />
        </Tabs.Content>
        <Tabs.Content value="profile" className="pt-6">
          <Suspense fallback={<Spinner />}>
            <PreloadedComponent key={chosen.id} code={PROFILE_FORM} props={{ provider: chosen }} />
            <PreloadedComponent
              key={`quiet-${chosen.id}`}
              code={QUIET_HOURS_EDITOR}
              props={{ providerId: chosen.id }}
            />
            <PreloadedComponent
              key={`training-${chosen.id}`}
              code={STAFF_TRAINING_EDITOR}
              props={{ providerId: chosen.id }}
            />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="photos" className="pt-6">
          <Suspense fallback={<Spinner />}>
            <PreloadedComponent
              key={chosen.id}
              code={PHOTOS_SECTION}
              props={{ providerId: chosen.id }}
            />
            <div className="mt-10 border-t border-line pt-6">
              <p className="mb-4 text-sm font-semibold text-brand-800">
                {PROVIDER_DASHBOARD_PAGE_MESSAGES.previewWhatFamiliesSee}
              </p>
              <PreloadedComponent
                key={chosen.id}
                code={STORY_PREVIEW}
                props={{ providerId: chosen.id }}
              />
            </div>
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="messages" className="pt-6">
          <Suspense fallback={<Spinner />}>
            <PreloadedComponent
              key={chosen.id}
              code={DASHBOARD_MESSAGES}
              props={{ providerId: chosen.id }}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
