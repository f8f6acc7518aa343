import type {
  ApplicationField,
  ApplicationFormValues,
  ProviderApplication,
} from '@common/contracts/applications';
import type { UseFormReturn } from 'react-hook-form';

/** The wizard's form: the values as typed, the checked application on submit. */
export type ApplicationForm = UseFormReturn<
  Required<ApplicationFormValues>,
  unknown,
  ProviderApplication
>;

/** Each control's element id, so a step can focus the first field with a problem. */
export const fieldId = (formId: string, field: ApplicationField) => `${formId}-${field}`;
