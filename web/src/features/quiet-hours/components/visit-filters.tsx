import { VISIT_FILTERS, type VisitFilter } from '@common/catalog/visit-filters';
import { QUIET_HOURS_MESSAGES } from '@common/messages/quiet-hours';
import { PLACES_MESSAGES } from '@common/messages/search';

const text = QUIET_HOURS_MESSAGES;
const LABELS: Record<VisitFilter, () => string> = {
  'quiet-hour': () => text.quietHourFilter,
  'trained-staff': () => text.trainedStaffFilter,
};

/**
 * Search's "For your visit" filters (decision 068): 'Open for a quiet hour this week' and 'Staff
 * trained', each with the number of results it would leave when the counts are known.
 */
export function VisitFilters({
  selected,
  counts,
  estimated,
  onChange,
}: {
  selected: readonly string[];
  counts: Partial<Record<VisitFilter, number>> | undefined;
  estimated: boolean | undefined;
  onChange: (visit: VisitFilter[]) => void;
}) {
  const toggle = (filter: VisitFilter, on: boolean) =>
    onChange(VISIT_FILTERS.filter((f) => (f === filter ? on : selected.includes(f))));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{text.visitLegend}</legend>
      {VISIT_FILTERS.map((filter) => {
        const count = counts?.[filter];
        return (
          <label key={filter} className="flex items-start gap-2">
            <input
              type="checkbox"
              name="visit"
              value={filter}
              checked={selected.includes(filter)}
              onChange={(e) => toggle(filter, e.target.checked)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              {LABELS[filter]()}
              {count !== undefined ? (
                <span className="text-muted"> {PLACES_MESSAGES.facetCount(count, estimated)}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
