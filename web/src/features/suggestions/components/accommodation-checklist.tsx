import { ACCOMMODATION_CATEGORIES, type Accommodation } from '@common/catalog/accommodations';

type ChecklistProps = {
  selected: readonly Accommodation[];
  onToggle(item: Accommodation): void;
};

/** The accommodation catalogue as labelled checkboxes, one fieldset per category. */
export function AccommodationChecklist({ selected, onToggle }: ChecklistProps) {
  return (
    <div className="flex flex-col gap-3">
      {ACCOMMODATION_CATEGORIES.map((category) => (
        <fieldset key={category.key} className="rounded-xl border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-semibold">{category.label}</legend>
          <ul className="mt-1 grid gap-2 sm:grid-cols-2">
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
                  <span>{item}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
