import {
  isOtherCategory,
  isSuggestionReady,
  SUGGESTION_FIELD_LABELS,
  SUGGESTION_MAX_LENGTHS,
  type SuggestionField,
  type SuggestionProblem,
  suggestionProblems,
} from '@common/contracts/suggestions';
import { COMMON_MESSAGES, joinValidationErrors } from '@common/messages/shared';
import { SUGGEST_BUSINESS_FORM_MESSAGES, SUGGEST_MESSAGES } from '@common/messages/suggest';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { Button } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import clsx from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestBusiness } from '../api/suggest-business';
import {
  emptySuggestionForm,
  type SuggestionFormValues,
  toggleAccommodation,
  toSuggestBody,
} from '../suggestion-form-model';
import { CategorySelect } from './category-select';

type Errors = Partial<Record<SuggestionField, string>>;

/** The Suggest a Business form (provider-admin-side.md §2, §5). */
export function SuggestBusinessForm() {
  const navigate = useNavigate();
  const ids = useId();
  const idOf = (field: SuggestionField) => `${ids}-${field}`;
  const submitHintId = `${ids}-submit-hint`;
  const customAccommodationCounterId = `${ids}-custom-accommodation-counter`;

  const [values, setValues] = useState<SuggestionFormValues>(emptySuggestionForm);
  const [errors, setErrors] = useState<Errors>({});
  const suggestion = useSuggestBusiness();

  function update<K extends keyof SuggestionFormValues & SuggestionField>(
    field: K,
    value: SuggestionFormValues[K],
  ) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  /* The toast says it all at once; each field also says its own part and the first gets focus. */
  function showProblems(problems: readonly SuggestionProblem[]) {
    notify.error({
      title: SUGGEST_MESSAGES.validationErrorTitle,
      description: joinValidationErrors(problems.map((p) => p.message)),
    });
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    const [first] = problems;
    if (first) document.getElementById(idOf(first.field))?.focus();
  }

  function reportFailure(err: unknown) {
    if (!(err instanceof ApiError)) {
      notify.error(SUGGEST_MESSAGES.unexpected);
      return;
    }
    if (err.code === 'INVALID_SUGGESTION' && err.field && err.field in SUGGESTION_FIELD_LABELS) {
      showProblems([{ field: err.field as SuggestionField, message: err.message }]);
      return;
    }
    if (err.status === 429) {
      notify.error({ title: COMMON_MESSAGES.errorTitle, description: err.message });
      return;
    }
    notify.error(SUGGEST_MESSAGES.submitFailed);
  }

  const ready = isSuggestionReady(values);
  const other = isOtherCategory(values.category);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || suggestion.isPending) return;
    const problems = suggestionProblems(values);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    suggestion.mutate(toSuggestBody(values), {
      onSuccess: () => {
        notify.success(SUGGEST_MESSAGES.submitted);
        navigate('/review');
      },
      onError: reportFailure,
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <section aria-labelledby={`${ids}-business`} className="flex flex-col gap-5">
        <h2 id={`${ids}-business`} className="text-2xl font-semibold">
          {SUGGEST_BUSINESS_FORM_MESSAGES.aboutTheBusiness}
        </h2>
        <Field
          id={idOf('name')}
          label={SUGGESTION_FIELD_LABELS.name}
          name="name"
          required
          autoComplete="off"
          maxLength={SUGGESTION_MAX_LENGTHS.name}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          error={errors.name}
        />
        <CategorySelect
          id={idOf('category')}
          value={values.category}
          onChange={(category) => {
            update('category', category);
            setErrors((e) => (e.customCategory ? { ...e, customCategory: undefined } : e));
          }}
          error={errors.category}
        />
        {other ? (
          <Field
            id={idOf('customCategory')}
            label={SUGGESTION_FIELD_LABELS.customCategory}
            name="customCategory"
            required
            autoComplete="off"
            maxLength={SUGGESTION_MAX_LENGTHS.customCategory}
            hint={SUGGEST_BUSINESS_FORM_MESSAGES.theKindOfBusiness}
            value={values.customCategory}
            onChange={(e) => update('customCategory', e.target.value)}
            error={errors.customCategory}
          />
        ) : null}
        <Field
          id={idOf('address')}
          label={SUGGESTION_FIELD_LABELS.address}
          optional
          name="address"
          autoComplete="off"
          maxLength={SUGGESTION_MAX_LENGTHS.address}
          hint={SUGGEST_BUSINESS_FORM_MESSAGES.streetAndCityIf}
          value={values.address}
          onChange={(e) => update('address', e.target.value)}
          error={errors.address}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={idOf('zipCode')}
            label={SUGGESTION_FIELD_LABELS.zipCode}
            optional
            name="zipCode"
            autoComplete="off"
            maxLength={SUGGESTION_MAX_LENGTHS.zipCode}
            value={values.zipCode}
            onChange={(e) => update('zipCode', e.target.value)}
            error={errors.zipCode}
          />
          <Field
            id={idOf('phone')}
            label={SUGGESTION_FIELD_LABELS.phone}
            optional
            name="phone"
            type="tel"
            autoComplete="off"
            maxLength={SUGGESTION_MAX_LENGTHS.phone}
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
            error={errors.phone}
          />
        </div>
        <Field
          id={idOf('website')}
          label={SUGGESTION_FIELD_LABELS.website}
          optional
          name="website"
          type="url"
          autoComplete="off"
          placeholder={SUGGEST_BUSINESS_FORM_MESSAGES.https}
          maxLength={SUGGESTION_MAX_LENGTHS.website}
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
          error={errors.website}
        />
      </section>

      <section aria-labelledby={`${ids}-accommodations`} className="flex flex-col gap-3">
        <div>
          <h2 id={`${ids}-accommodations`} className="text-2xl font-semibold">
            {SUGGESTION_FIELD_LABELS.accommodations}{' '}
            <span className="text-base font-normal text-muted">
              {SUGGEST_BUSINESS_FORM_MESSAGES.optional}
            </span>
          </h2>
          <p className="text-muted">{SUGGEST_BUSINESS_FORM_MESSAGES.tickTheOnesYou}</p>
        </div>
        <AccommodationChecklist
          selected={values.accommodations}
          onToggle={(item) =>
            setValues((v) => ({
              ...v,
              accommodations: toggleAccommodation(v.accommodations, item),
            }))
          }
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={idOf('customAccommodation')} className="font-medium">
            {SUGGESTION_FIELD_LABELS.customAccommodation}{' '}
            <span className="font-normal text-muted">
              {SUGGEST_BUSINESS_FORM_MESSAGES.optional}
            </span>
          </label>
          <p id={`${ids}-custom-accommodation-hint`} className="text-sm text-muted">
            {SUGGEST_BUSINESS_FORM_MESSAGES.somethingElseTheyDo}
          </p>
          <textarea
            id={idOf('customAccommodation')}
            name="customAccommodation"
            rows={3}
            maxLength={SUGGESTION_MAX_LENGTHS.customAccommodation}
            value={values.customAccommodation}
            onChange={(e) => update('customAccommodation', e.target.value)}
            aria-invalid={errors.customAccommodation ? true : undefined}
            aria-describedby={[
              `${ids}-custom-accommodation-hint`,
              customAccommodationCounterId,
              errors.customAccommodation ? `${idOf('customAccommodation')}-error` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            className={clsx(
              'rounded-lg border bg-surface px-3 py-2 text-ink',
              errors.customAccommodation ? 'border-red-700' : 'border-line',
            )}
          />
          <p id={customAccommodationCounterId} className="self-end text-sm text-muted">
            <span className="sr-only">{SUGGEST_BUSINESS_FORM_MESSAGES.charactersUsed} </span>
            {values.customAccommodation.length}/{SUGGESTION_MAX_LENGTHS.customAccommodation}
          </p>
          <FieldError
            id={`${idOf('customAccommodation')}-error`}
            message={errors.customAccommodation}
          />
        </div>
      </section>

      <div className="flex flex-col items-end gap-2 border-t border-line pt-6">
        <Button
          type="submit"
          size="lg"
          disabled={!ready || suggestion.isPending}
          aria-describedby={ready ? undefined : submitHintId}
        >
          {suggestion.isPending
            ? SUGGEST_BUSINESS_FORM_MESSAGES.submitting
            : SUGGEST_BUSINESS_FORM_MESSAGES.submitSuggestion}
        </Button>
        {!ready ? (
          <p id={submitHintId} className="text-right text-sm text-muted">
            {SUGGEST_BUSINESS_FORM_MESSAGES.submitBecomesAvailableOnce}
            {other ? SUGGEST_BUSINESS_FORM_MESSAGES.andWhatKindOf : ''}.
          </p>
        ) : (
          <p className="text-right text-sm text-muted">
            {SUGGEST_BUSINESS_FORM_MESSAGES.ourTeamReviewsEvery}
          </p>
        )}
      </div>
    </form>
  );
}
