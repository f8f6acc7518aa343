import type { Accommodation } from '@common/catalog/accommodations';
import {
  type BusinessProvider,
  businessProfileProblems,
  PROFILE_FIELD_LABELS,
  PROFILE_MAX_LENGTHS,
  type ProfileField,
  type ProfileProblem,
  type UpdateBusinessProfileBody,
} from '@common/contracts/business';
import { PROFILE_FORM_MESSAGES } from '@common/messages/business';
import { joinValidationErrors, VALIDATION_MESSAGES } from '@common/messages/shared';
import { DEFAULT_LOCATION } from '@common/messages/suggest';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { Button } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateBusinessProfile } from '../api/update-business-profile';

type Errors = Partial<Record<ProfileField, string>>;

function initialValues(p: BusinessProvider): UpdateBusinessProfileBody {
  return {
    phone: p.contactPhone ?? '',
    website: p.website ?? '',
    location: p.location === DEFAULT_LOCATION ? '' : p.location,
    zipCode: p.zipCode,
    businessHours: p.businessHours ?? '',
    accommodations: p.accommodations as Accommodation[],
    customAccommodation: p.customAccommodation ?? '',
    description: p.description ?? '',
  };
}

/** The Profile tab (decision 019): what the business may change about its own listing. */
export function ProfileForm({ provider }: { provider: BusinessProvider }) {
  const ids = useId();
  const idOf = (field: ProfileField) => `${ids}-${field}`;
  const [values, setValues] = useState(() => initialValues(provider));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateBusinessProfile();

  function update<K extends keyof UpdateBusinessProfileBody>(
    field: K,
    value: UpdateBusinessProfileBody[K],
  ) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function showProblems(problems: readonly ProfileProblem[]) {
    notify.error({
      title: VALIDATION_MESSAGES.validationErrorTitle,
      description: joinValidationErrors(problems.map((p) => p.message)),
    });
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    const [first] = problems;
    if (first) document.getElementById(idOf(first.field))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = businessProfileProblems(values);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    try {
      await save.mutateAsync({ providerId: provider.id, body: values });
      notify.success({
        title: PROFILE_FORM_MESSAGES.profileSaved,
        description: PROFILE_FORM_MESSAGES.familiesSeeYourChanges,
      });
    } catch (err) {
      const details = err instanceof ApiError ? err : null;
      if (details?.code === 'INVALID_PROFILE' && details.field) {
        notify.error({
          title: VALIDATION_MESSAGES.validationErrorTitle,
          description: details.message,
        });
        setErrors({ [details.field]: details.message });
        return;
      }
      notify.error({
        title: PROFILE_FORM_MESSAGES.error,
        description: details?.message ?? PROFILE_FORM_MESSAGES.failedToSaveYour,
      });
    }
  }

  const descriptionCounterId = `${idOf('description')}-counter`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-muted">{PROFILE_FORM_MESSAGES.nameCategoryAndContact}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={idOf('phone')}
          label={PROFILE_FIELD_LABELS.phone}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={PROFILE_MAX_LENGTHS.phone}
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
          error={errors.phone}
        />
        <Field
          id={idOf('website')}
          label={PROFILE_FIELD_LABELS.website}
          type="url"
          autoComplete="url"
          optional
          placeholder={PROFILE_FORM_MESSAGES.https}
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
          error={errors.website}
        />
        <Field
          id={idOf('location')}
          label={PROFILE_FIELD_LABELS.location}
          autoComplete="street-address"
          optional
          maxLength={PROFILE_MAX_LENGTHS.location}
          value={values.location}
          onChange={(e) => update('location', e.target.value)}
          error={errors.location}
        />
        <Field
          id={idOf('zipCode')}
          label={PROFILE_FIELD_LABELS.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          optional
          maxLength={PROFILE_MAX_LENGTHS.zipCode}
          value={values.zipCode}
          onChange={(e) => update('zipCode', e.target.value)}
          error={errors.zipCode}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={idOf('businessHours')} className="font-medium">
          {PROFILE_FIELD_LABELS.businessHours}{' '}
          <span className="font-normal text-muted">{PROFILE_FORM_MESSAGES.optional}</span>
        </label>
        <textarea
          id={idOf('businessHours')}
          rows={3}
          maxLength={PROFILE_MAX_LENGTHS.businessHours}
          placeholder={PROFILE_FORM_MESSAGES.monFri900}
          value={values.businessHours}
          onChange={(e) => update('businessHours', e.target.value)}
          aria-invalid={errors.businessHours ? true : undefined}
          aria-describedby={errors.businessHours ? `${idOf('businessHours')}-error` : undefined}
          className="rounded-lg border border-line bg-surface px-3 py-2"
        />
        <FieldError id={`${idOf('businessHours')}-error`} message={errors.businessHours} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={idOf('description')} className="font-medium">
          {PROFILE_FIELD_LABELS.description}{' '}
          <span className="font-normal text-muted">{PROFILE_FORM_MESSAGES.optional}</span>
        </label>
        <textarea
          id={idOf('description')}
          rows={5}
          maxLength={PROFILE_MAX_LENGTHS.description}
          value={values.description}
          onChange={(e) => update('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[
            descriptionCounterId,
            errors.description ? `${idOf('description')}-error` : null,
          ]
            .filter(Boolean)
            .join(' ')}
          className="rounded-lg border border-line bg-surface px-3 py-2"
        />
        <p id={descriptionCounterId} className="text-sm text-muted">
          {values.description.length}/{PROFILE_MAX_LENGTHS.description}
        </p>
        <FieldError id={`${idOf('description')}-error`} message={errors.description} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">{PROFILE_FIELD_LABELS.accommodations}</legend>
        <p className="text-sm text-muted">
          {PROFILE_FORM_MESSAGES.whatYouOfferIn}
          {provider.accommodationsDeclaredAt
            ? PROFILE_FORM_MESSAGES.lastDeclaredOn(
                new Date(provider.accommodationsDeclaredAt).toLocaleDateString(pageLocaleTag()),
              )
            : ''}
        </p>
        <AccommodationChecklist
          selected={values.accommodations}
          onToggle={(item) =>
            update(
              'accommodations',
              values.accommodations.includes(item)
                ? values.accommodations.filter((a) => a !== item)
                : [...values.accommodations, item],
            )
          }
          arrangement="columns"
        />
        <Field
          id={idOf('customAccommodation')}
          label={PROFILE_FIELD_LABELS.customAccommodation}
          optional
          maxLength={PROFILE_MAX_LENGTHS.customAccommodation}
          value={values.customAccommodation}
          onChange={(e) => update('customAccommodation', e.target.value)}
          error={errors.customAccommodation}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? PROFILE_FORM_MESSAGES.saving : PROFILE_FORM_MESSAGES.saveProfile}
      </Button>
    </form>
  );
}
