import { ALL_ACCOMMODATIONS } from '@common/catalog/accommodations';
import {
  type ApplicationFormValues,
  LOCATION_COUNT_CATEGORIES,
} from '@common/contracts/applications';

/*
 * The wizard keeps its progress in localStorage, so an owner can fill it in over several sittings
 * (decision 015). Only the form's own text and ticks are kept, never a file; the draft is dropped
 * after a successful submit and after 30 days, and anything that does not look like a draft is
 * ignored.
 */
export const DRAFT_KEY = 'calmpath:provider-application-draft';
const DRAFT_VERSION = 1;
const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type WizardStep = 1 | 2 | 3;

export type ApplicationDraft = { step: WizardStep; values: Required<ApplicationFormValues> };

export function emptyApplication(): Required<ApplicationFormValues> {
  return {
    businessName: '',
    businessCategory: '',
    customBusinessCategory: '',
    businessWebsite: '',
    phoneNumber: '',
    email: '',
    address: '',
    locationCountCategory: '1-9 locations',
    sensoryAccommodations: [],
    customAccommodationSuggestion: '',
    consentListing: false,
    consentDataSharing: false,
    consentTerms: false,
    consentVerification: false,
  };
}

const TEXT_FIELDS = [
  'businessName',
  'businessCategory',
  'customBusinessCategory',
  'businessWebsite',
  'phoneNumber',
  'email',
  'address',
  'customAccommodationSuggestion',
] as const;
const BOOLEAN_FIELDS = [
  'consentListing',
  'consentDataSharing',
  'consentTerms',
  'consentVerification',
] as const;

/** A stored draft, field by field: a wrong or missing value falls back to the empty one. */
function readValues(raw: Record<string, unknown>): Required<ApplicationFormValues> {
  const values = emptyApplication();
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value.slice(0, 5000);
  }
  for (const field of BOOLEAN_FIELDS) values[field] = raw[field] === true;
  const count = raw.locationCountCategory;
  if (LOCATION_COUNT_CATEGORIES.includes(count as never)) {
    values.locationCountCategory = count as (typeof LOCATION_COUNT_CATEGORIES)[number];
  }
  const ticked = Array.isArray(raw.sensoryAccommodations) ? raw.sensoryAccommodations : [];
  values.sensoryAccommodations = ALL_ACCOMMODATIONS.filter((item) => ticked.includes(item));
  return values;
}

export function loadDraft(storage: Storage | undefined = safeStorage(), now = Date.now()) {
  const text = storage?.getItem(DRAFT_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const savedAt = typeof parsed.savedAt === 'number' ? parsed.savedAt : 0;
    if (parsed.version !== DRAFT_VERSION || now - savedAt > DRAFT_LIFETIME_MS) {
      storage?.removeItem(DRAFT_KEY);
      return null;
    }
    const step = [1, 2, 3].includes(parsed.step as number) ? (parsed.step as WizardStep) : 1;
    const values = readValues((parsed.values ?? {}) as Record<string, unknown>);
    return { step, values } satisfies ApplicationDraft;
  } catch {
    storage?.removeItem(DRAFT_KEY);
    return null;
  }
}

export function saveDraft(
  draft: ApplicationDraft,
  storage: Storage | undefined = safeStorage(),
  now = Date.now(),
) {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ version: DRAFT_VERSION, savedAt: now, ...draft }));
  } catch {
    /* Storage full or refused (private mode): the wizard works on, only without the draft. */
  }
}

export function clearDraft(storage: Storage | undefined = safeStorage()) {
  storage?.removeItem(DRAFT_KEY);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
