import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MAX_LENGTHS,
  type ApplicationField,
  isOtherCategory,
  LOCATION_COUNT_CATEGORIES,
} from '@common/contracts/applications';
import { BUSINESS_INFORMATION_STEP_MESSAGES, PROVIDER_MESSAGES } from '@common/messages/business';
import { Field } from '@web/components/ui/field';
import { CategorySelect } from '@web/features/suggestions/components/category-select';
import clsx from 'clsx';
import { Controller, useWatch } from 'react-hook-form';
import { type ApplicationForm, fieldId } from '../application-form';

/**
 * Step 1, Business Information. Phone and e-mail say what is wrong with them as soon as they are
 * left with something typed in, and again as they are corrected; everything else waits for Next.
 */
export function BusinessInformationStep({
  form,
  formId,
}: {
  form: ApplicationForm;
  formId: string;
}) {
  const {
    register,
    control,
    trigger,
    getValues,
    formState: { errors },
  } = form;
  const category = useWatch({ control, name: 'businessCategory' });
  const idOf = (field: ApplicationField) => fieldId(formId, field);
  const recheck = (field: 'phoneNumber' | 'email') => ({
    onBlur: () => {
      if (getValues(field).trim()) void trigger(field);
    },
    onChange: () => {
      if (form.formState.errors[field]) void trigger(field);
    },
  });
  const locationCountId = idOf('locationCountCategory');

  return (
    <div className="flex flex-col gap-5">
      <Field
        id={idOf('businessName')}
        label={APPLICATION_FIELD_LABELS.businessName}
        required
        autoComplete="organization"
        maxLength={APPLICATION_MAX_LENGTHS.businessName}
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <Controller
        control={control}
        name="businessCategory"
        render={({ field, fieldState }) => (
          <CategorySelect
            id={idOf('businessCategory')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (fieldState.error) void trigger('businessCategory');
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      {isOtherCategory(category) ? (
        <Field
          id={idOf('customBusinessCategory')}
          label={APPLICATION_FIELD_LABELS.customBusinessCategory}
          required
          autoComplete="off"
          maxLength={APPLICATION_MAX_LENGTHS.customBusinessCategory}
          hint={BUSINESS_INFORMATION_STEP_MESSAGES.theKindOfBusiness}
          error={errors.customBusinessCategory?.message}
          {...register('customBusinessCategory')}
        />
      ) : null}
      <Field
        id={idOf('businessWebsite')}
        label={APPLICATION_FIELD_LABELS.businessWebsite}
        optional
        type="url"
        autoComplete="url"
        hint={BUSINESS_INFORMATION_STEP_MESSAGES.forExampleWwwYourbusiness}
        maxLength={APPLICATION_MAX_LENGTHS.businessWebsite}
        error={errors.businessWebsite?.message}
        {...register('businessWebsite')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={idOf('phoneNumber')}
          label={APPLICATION_FIELD_LABELS.phoneNumber}
          optional
          type="tel"
          autoComplete="tel"
          maxLength={APPLICATION_MAX_LENGTHS.phoneNumber}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber', recheck('phoneNumber'))}
        />
        <Field
          id={idOf('email')}
          label={APPLICATION_FIELD_LABELS.email}
          required
          type="email"
          autoComplete="email"
          hint={BUSINESS_INFORMATION_STEP_MESSAGES.weSendTheResult}
          maxLength={APPLICATION_MAX_LENGTHS.email}
          error={errors.email?.message}
          {...register('email', recheck('email'))}
        />
      </div>
      <Field
        id={idOf('address')}
        label={APPLICATION_FIELD_LABELS.address}
        optional
        autoComplete="street-address"
        hint={BUSINESS_INFORMATION_STEP_MESSAGES.streetCityStateAnd}
        maxLength={APPLICATION_MAX_LENGTHS.address}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={locationCountId} className="font-medium">
          {APPLICATION_FIELD_LABELS.locationCountCategory}
        </label>
        <select
          id={locationCountId}
          className={clsx('rounded-lg border border-line bg-surface px-3 py-2 text-ink sm:w-64')}
          {...register('locationCountCategory')}
        >
          {LOCATION_COUNT_CATEGORIES.map((count, i) => (
            <option key={count} value={count}>
              {PROVIDER_MESSAGES.locationCounts[i] ?? count}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
