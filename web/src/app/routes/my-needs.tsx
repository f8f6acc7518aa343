import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useAuth } from '@web/features/auth/auth-provider';
import { NeedsCardSection } from '@web/features/me/needs/components/needs-card-editor';
import { NeedsForm } from '@web/features/me/needs/components/needs-form';
import { MyNeedsCardSends } from '@web/features/needs-card-sends/components/my-needs-card-sends';
import '@web/features/me/needs/needs-print.css';
import { usePageTitle } from '@web/lib/use-page-title';

/** My needs (decision 031): what helps, the ZIP code, and the printable, shareable needs card. */
export function MyNeedsPage() {
  usePageTitle(NEEDS_MESSAGES.pageTitle);
  const { profile } = useAuth();
  const needs = profile?.accommodations ?? [];
  return (
    <div className="needs-print-page mx-auto flex max-w-5xl flex-col gap-12 px-4 py-12">
      <div className="needs-no-print">
        <h1 className="text-3xl font-semibold">{NEEDS_MESSAGES.pageTitle}</h1>
        <p className="mt-2 max-w-3xl text-muted">{NEEDS_MESSAGES.intro}</p>
      </div>
      <div className="needs-no-print">
        <NeedsForm initialNeeds={needs} initialZip={profile?.zipCode ?? null} />
      </div>
      <NeedsCardSection needs={needs} />
      <MyNeedsCardSends />
    </div>
  );
}
