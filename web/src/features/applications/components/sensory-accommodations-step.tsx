import { APPLICATION_FIELD_LABELS, APPLICATION_MAX_LENGTHS } from '@common/contracts/applications';
import { SENSORY_ACCOMMODATIONS_STEP_MESSAGES } from '@common/messages/business';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { FieldError } from '@web/components/ui/field';
import { toggleAccommodation } from '@web/features/suggestions/suggestion-form-model';
import clsx from 'clsx';
import { Controller, useWatch } from 'react-hook-form';
import { type ApplicationForm, fieldId } from '../application-form';

/** Step 2, Sensory Accommodations: the review form's catalogue, plus a suggestion of their own. */
export function SensoryAccommodationsStep({
  form,
  formId,
}: {
  form: ApplicationForm;
  formId: string;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const suggestion = useWatch({ control, name: 'customAccommodationSuggestion' });
  const suggestionId = fieldId(formId, 'customAccommodationSuggestion');
  const hintId = `${suggestionId}-hint`;
  const counterId = `${suggestionId}-counter`;
  const errorId = `${suggestionId}-error`;
  const error = errors.customAccommodationSuggestion?.message;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{SENSORY_ACCOMMODATIONS_STEP_MESSAGES.tickEveryAccommodationYou}</p>
      <Controller
        control={control}
        name="sensoryAccommodations"
        render={({ field }) => (
          <div id={fieldId(formId, 'sensoryAccommodations')} tabIndex={-1}>
            <AccommodationChecklist
              selected={field.value}
              onToggle={(item) => field.onChange(toggleAccommodation(field.value, item))}
            />
          </div>
        )}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={suggestionId} className="font-medium">
          {APPLICATION_FIELD_LABELS.customAccommodationSuggestion}{' '}
          <span className="font-normal text-muted">
            {SENSORY_ACCOMMODATIONS_STEP_MESSAGES.optional}
          </span>
        </label>
        <p id={hintId} className="text-sm text-muted">
          {SENSORY_ACCOMMODATIONS_STEP_MESSAGES.somethingElseYouDo}
        </p>
        <textarea
          id={suggestionId}
          rows={3}
          maxLength={APPLICATION_MAX_LENGTHS.customAccommodationSuggestion}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, counterId, error ? errorId : null].filter(Boolean).join(' ')}
          className={clsx(
            'rounded-lg border bg-surface px-3 py-2 text-ink',
            error ? 'border-red-700' : 'border-line',
          )}
          {...register('customAccommodationSuggestion')}
        />
        <p id={counterId} className="self-end text-sm text-muted">
          <span className="sr-only">{SENSORY_ACCOMMODATIONS_STEP_MESSAGES.charactersUsed} </span>
          {suggestion.length}/{APPLICATION_MAX_LENGTHS.customAccommodationSuggestion}
        </p>
        <FieldError id={errorId} message={error} announce />
      </div>
    </div>
  );
}
