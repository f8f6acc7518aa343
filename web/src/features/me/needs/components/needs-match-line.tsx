import type { CardNeedsMatch } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { ListChecks } from 'lucide-react';

/** One line on a result card, for a signed-in member with saved needs (decision 031). */
export function NeedsMatchLine({ match }: { match: CardNeedsMatch | undefined }) {
  if (!match) return null;
  const confirmed =
    match.confirmed !== null && match.met > 0
      ? ` · ${NEEDS_MESSAGES.confirmedByFamilies(match.confirmed)}`
      : '';
  return (
    <p className="flex items-center gap-1.5 font-medium text-brand-800" data-testid="needs-match">
      <ListChecks aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        {NEEDS_MESSAGES.meets(match.met, match.total)}
        {confirmed}
      </span>
    </p>
  );
}
