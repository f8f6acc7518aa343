import type { LinkProvider } from '@common/contracts/business';
import { shownLocation } from '@common/domain/shown-location';
import { LINK_PROVIDER_SUMMARY_MESSAGES } from '@common/messages/business';
import { categoryLabel } from '@common/messages/catalog';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** The business a link is for: name, category, location (and anything the page adds). */
export function LinkProviderSummary({
  provider,
  children,
}: {
  provider: LinkProvider;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={LINK_PROVIDER_SUMMARY_MESSAGES.yourBusiness}
      className="flex items-start gap-3 rounded-2xl border border-line bg-brand-50 p-4"
    >
      <Building2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
      <div>
        <p className="text-lg font-semibold">{provider.name}</p>
        <p className="text-muted">
          {categoryLabel(provider.category)} · {shownLocation(provider.location)}
        </p>
        {children}
      </div>
    </section>
  );
}
