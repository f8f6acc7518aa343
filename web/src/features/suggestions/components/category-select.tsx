import { BUSINESS_CATEGORY_GROUPS } from '@common/catalog/business-categories';
import { SUGGESTION_FIELD_LABELS, SUGGESTION_OTHER_CATEGORY } from '@common/contracts/suggestions';
import { categoryLabel } from '@common/messages/catalog';
import { CATEGORY_SELECT_MESSAGES } from '@common/messages/suggest';
import { FieldError } from '@web/components/ui/field';
import clsx from 'clsx';

type CategorySelectProps = {
  id: string;
  value: string;
  onChange(category: string): void;
  error?: string;
};

/**
 * The business categories as a native select, grouped as in the catalogue, ending with
 * 'Other (please specify)'. A native select keeps the platform's keyboard and screen-reader
 * behaviour (type-ahead, arrow keys) without extra code.
 */
export function CategorySelect({ id, value, onChange, error }: CategorySelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {SUGGESTION_FIELD_LABELS.category}
      </label>
      <select
        id={id}
        name="category"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'rounded-lg border bg-surface px-3 py-2 text-ink',
          error ? 'border-red-700' : 'border-line',
        )}
      >
        <option value="">{CATEGORY_SELECT_MESSAGES.chooseACategory}</option>
        {BUSINESS_CATEGORY_GROUPS.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {group.categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label={CATEGORY_SELECT_MESSAGES.other}>
          <option value={SUGGESTION_OTHER_CATEGORY}>
            {categoryLabel(SUGGESTION_OTHER_CATEGORY)}
          </option>
        </optgroup>
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
