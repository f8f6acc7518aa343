import { type Accommodation, ALL_ACCOMMODATIONS } from '@common/catalog/accommodations';
import { isOtherCategory, type SuggestBusinessBody } from '@common/contracts/suggestions';

export type SuggestionFormValues = SuggestBusinessBody;

export function emptySuggestionForm(): SuggestionFormValues {
  return {
    name: '',
    category: '',
    customCategory: '',
    address: '',
    zipCode: '',
    phone: '',
    website: '',
    accommodations: [],
    customAccommodation: '',
  };
}

/** Ticks or unticks an accommodation, keeping the list in catalogue order. */
export function toggleAccommodation(
  list: readonly Accommodation[],
  item: Accommodation,
): Accommodation[] {
  const next = list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
  return ALL_ACCOMMODATIONS.filter((a) => next.includes(a));
}

/** What is sent: trimmed, and the custom category only when 'Other (please specify)' is chosen. */
export function toSuggestBody(values: SuggestionFormValues): SuggestBusinessBody {
  return {
    name: values.name.trim(),
    category: values.category,
    customCategory: isOtherCategory(values.category) ? values.customCategory.trim() : '',
    address: values.address.trim(),
    zipCode: values.zipCode.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    accommodations: [...values.accommodations],
    customAccommodation: values.customAccommodation.trim(),
  };
}
