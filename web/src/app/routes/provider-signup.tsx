import { PROVIDER_SIGNUP_PAGE_MESSAGES } from '@common/messages/business';
import { Spinner } from '@web/components/ui/spinner';
import { FastTrackNote } from '@web/features/applications/components/fast-track-note';
import { ProviderApplicationWizard } from '@web/features/applications/components/provider-application-wizard';
import { useAuth } from '@web/features/auth/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { useRef } from 'react';

/** /provider-signup: a business applies to be listed (provider-admin-side.md §2). */
export function ProviderSignupPage() {
  usePageTitle(PROVIDER_SIGNUP_PAGE_MESSAGES.listYourBusiness);
  const { user, loading } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);

  if (loading) return <Spinner />;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
        {PROVIDER_SIGNUP_PAGE_MESSAGES.listYourBusiness}
      </h1>
      <p className="mt-2 text-muted">{PROVIDER_SIGNUP_PAGE_MESSAGES.tellFamiliesWhatYou}</p>
      {/* The focus goes to the page's heading, just before the wizard, not to the page body. */}
      {user ? null : <FastTrackNote onDismiss={() => heading.current?.focus()} />}
      <div className="mt-8 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <ProviderApplicationWizard />
      </div>
    </section>
  );
}
