import { z } from 'zod';
import { type Accommodation, ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { ALL_BUSINESS_CATEGORIES, OTHER_CATEGORY } from '../catalog/business-categories';
import { isValidSuggestionPhone, isValidWebsite } from '../domain/phone';
import { VALIDATION_MESSAGES } from '../messages/shared';
import { SUGGESTION_CHECK_MESSAGES, SUGGESTION_FIELD_LABELS } from '../messages/suggest';
import { PROVIDER_FIELD_MAX_LENGTHS } from './limits';
import { storedLine, storedText } from './primitives';

/**
 * Suggest a Business (provider-admin-side.md §2 "Suggest a Business", §5 "Suggest business").
 * The form and the server run the same checks (suggestionProblems) and show the same words; the
 * server runs them again because the browser is never trusted.
 */

/** The value of 'Other (please specify)' in the category list; customCategory then names it. */
export const SUGGESTION_OTHER_CATEGORY = OTHER_CATEGORY;

/**
 * Longest accepted value of each text field. Four of them end up in search-indexed provider
 * columns whose CHECK constraint refuses longer values (PROVIDER_FIELD_MAX_LENGTHS); the custom
 * category is stored as the category. Phone and website are bounded so a form cannot store a
 * novel in them.
 */
export const SUGGESTION_MAX_LENGTHS = {
  name: PROVIDER_FIELD_MAX_LENGTHS.name,
  customCategory: PROVIDER_FIELD_MAX_LENGTHS.category,
  address: PROVIDER_FIELD_MAX_LENGTHS.location,
  zipCode: PROVIDER_FIELD_MAX_LENGTHS.zip_code,
  phone: 30,
  website: 2048,
  customAccommodation: 500,
} as const;

/** The form's labels: common/messages/suggest.ts (decision 062), kept here for their importers. */
export { SUGGESTION_FIELD_LABELS };

export type SuggestionField = keyof typeof SUGGESTION_FIELD_LABELS;

/* Not in the spec: a refused length or an unknown category needs words of its own. */
export const SUGGESTION_LIMIT_MESSAGES = {
  tooLong: (field: keyof typeof SUGGESTION_MAX_LENGTHS) =>
    SUGGESTION_CHECK_MESSAGES.tooLong(
      SUGGESTION_FIELD_LABELS[field],
      SUGGESTION_MAX_LENGTHS[field],
    ),
  get unknownCategory() {
    return SUGGESTION_CHECK_MESSAGES.unknownCategory;
  },
  get duplicateAccommodation() {
    return SUGGESTION_CHECK_MESSAGES.duplicateAccommodation;
  },
};

const optionalText = storedLine().trim().default('');
const ACCOMMODATION_NAMES = ALL_ACCOMMODATIONS as unknown as [Accommodation, ...Accommodation[]];

/**
 * What the form sends. Text fields are only shaped here (storable strings, trimmed, blank when
 * left out); their rules are suggestionProblems', so a refused suggestion gets the spec's own
 * message.
 */
export const SuggestBusinessBody = z.object({
  name: optionalText,
  /** A catalogue business category, or SUGGESTION_OTHER_CATEGORY with customCategory. */
  category: optionalText,
  customCategory: optionalText,
  /** Blank is stored as 'Location not specified'. */
  address: optionalText,
  zipCode: optionalText,
  phone: optionalText,
  website: optionalText,
  accommodations: z
    .array(z.enum(ACCOMMODATION_NAMES))
    .max(ALL_ACCOMMODATIONS.length)
    .refine((items) => new Set(items).size === items.length, {
      message: SUGGESTION_LIMIT_MESSAGES.duplicateAccommodation,
    })
    .default([]),
  /* A textarea: line breaks are kept. */
  customAccommodation: storedText().trim().default(''),
});
export type SuggestBusinessBody = z.infer<typeof SuggestBusinessBody>;

export const SuggestBusinessResponse = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
});
export type SuggestBusinessResponse = z.infer<typeof SuggestBusinessResponse>;

export type SuggestionValues = Omit<SuggestBusinessBody, 'accommodations'> & {
  accommodations: readonly string[];
};

export type SuggestionProblem = { field: SuggestionField; message: string };

const CATEGORIES = new Set<string>(ALL_BUSINESS_CATEGORIES);

export function isOtherCategory(category: string): boolean {
  return category.trim() === SUGGESTION_OTHER_CATEGORY;
}

/**
 * Every rule the suggestion breaks, in the form's order, each with the spec's message when the
 * spec has one. Shown joined with '. ' under 'Validation Error'; empty when it may be sent.
 */
export function suggestionProblems(values: SuggestionValues): SuggestionProblem[] {
  const problems: SuggestionProblem[] = [];
  const add = (field: SuggestionField, message: string) => problems.push({ field, message });
  const tooLong = (field: keyof typeof SUGGESTION_MAX_LENGTHS, value: string) => {
    if (value.length > SUGGESTION_MAX_LENGTHS[field]) {
      add(field, SUGGESTION_LIMIT_MESSAGES.tooLong(field));
    }
  };

  const name = values.name.trim();
  if (!name) add('name', VALIDATION_MESSAGES.businessNameRequired);
  else tooLong('name', name);

  const category = values.category.trim();
  if (!category) {
    add('category', VALIDATION_MESSAGES.businessCategoryRequired);
  } else if (isOtherCategory(category)) {
    const custom = values.customCategory.trim();
    if (!custom) add('customCategory', VALIDATION_MESSAGES.customCategoryRequired);
    else tooLong('customCategory', custom);
  } else if (!CATEGORIES.has(category)) {
    add('category', SUGGESTION_LIMIT_MESSAGES.unknownCategory);
  }

  tooLong('address', values.address.trim());
  tooLong('zipCode', values.zipCode.trim());

  const phone = values.phone.trim();
  if (phone && (phone.length > SUGGESTION_MAX_LENGTHS.phone || !isValidSuggestionPhone(phone))) {
    add('phone', VALIDATION_MESSAGES.invalidPhone);
  }

  const website = values.website.trim();
  if (website && !isValidWebsite(website)) add('website', VALIDATION_MESSAGES.websiteScheme);
  else tooLong('website', website);

  tooLong('customAccommodation', values.customAccommodation.trim());
  return problems;
}

/** Submit is enabled once name and category (and the custom category for Other) are typed. */
export function isSuggestionReady(
  values: Pick<SuggestionValues, 'name' | 'category' | 'customCategory'>,
): boolean {
  if (!values.name || !values.category) return false;
  return !isOtherCategory(values.category) || values.customCategory.length > 0;
}
