import { ACCOMMODATION_CATEGORIES, type Accommodation } from '@common/catalog/accommodations';
import { accommodationLabel } from '@common/messages/catalog';
import clsx from 'clsx';

type ChecklistProps = {
  selected: readonly string[];
  onToggle(item: Accommodation): void;
  /** 'stacked': one category under the other; 'columns': the categories side by side. */
  arrangement?: 'stacked' | 'columns';
};

/**
 * The accommodation catalogue as labelled checkboxes, one fieldset per category (onboarding,
 * suggest a business).
 */
export function AccommodationChecklist({
  selected,
  onToggle,
  arrangement = 'stacked',
}: ChecklistProps) {
  const columns = arrangement === 'columns';
  return (
    <div className={columns ? 'grid gap-4 md:grid-cols-3' : 'flex flex-col gap-3'}>
      {ACCOMMODATION_CATEGORIES.map((category) => (
        <fieldset key={category.key} className="rounded-xl border border-line bg-surface p-4">
          <legend className={clsx('px-1 font-semibold', !columns && 'text-lg')}>
            {category.label}
          </legend>
          <ul className={columns ? 'mt-2 flex flex-col gap-2' : 'mt-1 grid gap-2 sm:grid-cols-2'}>
            {category.items.map((item: Accommodation) => (
              <li key={item}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name="accommodations"
                    value={item}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                    checked={selected.includes(item)}
                    onChange={() => onToggle(item)}
                  />
                  <span>{accommodationLabel(item)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
