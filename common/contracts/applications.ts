import { z } from 'zod';
import { type Accommodation, ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { ALL_BUSINESS_CATEGORIES, OTHER_CATEGORY } from '../catalog/business-categories';
import {
  isValidApplicationPhone,
  isValidWebsite,
  isWebsiteAddress,
  withWebsiteScheme,
} from '../domain/phone';
import { LOCALES } from '../i18n/locales';
import {
  APPLICATION_CHECK_MESSAGES,
  APPLICATION_FIELD_LABELS,
  APPLICATION_SERVER_MESSAGES,
} from '../messages/business';
import { VALIDATION_MESSAGES } from '../messages/shared';
import { PROOF_CONTENT_TYPES, PROVIDER_FIELD_MAX_LENGTHS } from './limits';
import { DbId, storedLine, storedText } from './primitives';

/**
 * The provider application wizard (provider-admin-side.md §2 "Provider application wizard", §3
 * "Application form", §5 "Application"). ProviderApplication is the one schema of the rules: the
 * wizard validates with it (React Hook Form's zodResolver) and POST /api/provider-applications
 * validates every request with it again, so both say the same words.
 */

export const APPLICATION_OTHER_CATEGORY = OTHER_CATEGORY;

/** §3 locationCountCategory. */
export const LOCATION_COUNT_CATEGORIES = ['1-9 locations', '10+ locations'] as const;

/**
 * Longest accepted value of each text field. Name, custom category and address become
 * search-indexed provider columns whose CHECK constraint refuses longer values; the others are
 * bounded so a form cannot store a novel in them (254 is the longest deliverable e-mail address).
 */
export const APPLICATION_MAX_LENGTHS = {
  businessName: PROVIDER_FIELD_MAX_LENGTHS.name,
  customBusinessCategory: PROVIDER_FIELD_MAX_LENGTHS.category,
  businessWebsite: 2048,
  phoneNumber: 30,
  email: 254,
  address: PROVIDER_FIELD_MAX_LENGTHS.location,
  customAccommodationSuggestion: 500,
} as const;

/** The wizard's labels: common/messages/business.ts (decision 062), kept here for their importers. */
export { APPLICATION_FIELD_LABELS };

export type ApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/* Not in the spec: a refused length, an unknown category or a duplicate needs words of its own. */
export const APPLICATION_LIMIT_MESSAGES = {
  tooLong: (field: keyof typeof APPLICATION_MAX_LENGTHS) =>
    APPLICATION_CHECK_MESSAGES.tooLong(
      APPLICATION_FIELD_LABELS[field],
      APPLICATION_MAX_LENGTHS[field],
    ),
  get unknownCategory() {
    return APPLICATION_CHECK_MESSAGES.unknownCategory;
  },
  get duplicateAccommodation() {
    return APPLICATION_CHECK_MESSAGES.duplicateAccommodation;
  },
  get websiteAddress() {
    return APPLICATION_CHECK_MESSAGES.websiteAddress;
  },
};

/** The three consents §5 requires; consentVerification is optional. */
export const REQUIRED_CONSENTS = ['consentListing', 'consentDataSharing', 'consentTerms'] as const;

/** The fields each wizard step shows, in the order the form lists them (Next validates these). */
export const APPLICATION_STEP_FIELDS = [
  [
    'businessName',
    'businessCategory',
    'customBusinessCategory',
    'businessWebsite',
    'phoneNumber',
    'email',
    'address',
    'locationCountCategory',
  ],
  ['sensoryAccommodations', 'customAccommodationSuggestion'],
  ['consentListing', 'consentDataSharing', 'consentTerms', 'consentVerification'],
] as const satisfies readonly (readonly ApplicationField[])[];

/* Address-shaped: something, one @, a domain with a dot; no spaces. Delivery is the real test. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const CATEGORIES = new Set<string>(ALL_BUSINESS_CATEGORIES);
const ACCOMMODATION_NAMES = ALL_ACCOMMODATIONS as unknown as [Accommodation, ...Accommodation[]];

/* One line of text, trimmed, blank when left out. Its rules are in applicationRules below. */
const line = () =>
  storedLine()
    .default('')
    .transform((v) => v.trim());

/*
 * The suggestion may be typed over several lines in a text area; it is stored inside the
 * one-line accommodations column, so line breaks become spaces.
 */
const suggestionText = () =>
  storedText()
    .default('')
    .transform((v) => v.replace(/\s+/g, ' ').trim());

export function isOtherCategory(category: string): boolean {
  return category.trim() === APPLICATION_OTHER_CATEGORY;
}

type RuleInput = {
  businessName: string;
  businessCategory: string;
  customBusinessCategory: string;
  businessWebsite: string;
  phoneNumber: string;
  email: string;
  address: string;
  customAccommodationSuggestion: string;
  consentListing: boolean;
  consentDataSharing: boolean;
  consentTerms: boolean;
};

export type ApplicationProblem = { field: ApplicationField; message: string };

/**
 * Every rule of §5 the values break, in the order the wizard shows the fields, each with the
 * spec's message; the consents give one message, on the first box left unticked.
 */
export function applicationRuleProblems(v: RuleInput): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  const add = (field: ApplicationField, message: string) => problems.push({ field, message });
  const tooLong = (field: keyof typeof APPLICATION_MAX_LENGTHS, value: string) => {
    if (value.length > APPLICATION_MAX_LENGTHS[field]) {
      add(field, APPLICATION_LIMIT_MESSAGES.tooLong(field));
    }
  };

  if (!v.businessName) add('businessName', VALIDATION_MESSAGES.businessNameRequired);
  else tooLong('businessName', v.businessName);

  if (!v.businessCategory) {
    add('businessCategory', VALIDATION_MESSAGES.businessCategoryRequired);
  } else if (isOtherCategory(v.businessCategory)) {
    if (!v.customBusinessCategory) {
      add('customBusinessCategory', VALIDATION_MESSAGES.customCategoryRequired);
    } else {
      tooLong('customBusinessCategory', v.customBusinessCategory);
    }
  } else if (!CATEGORIES.has(v.businessCategory)) {
    add('businessCategory', APPLICATION_LIMIT_MESSAGES.unknownCategory);
  }

  if (v.businessWebsite && !isValidWebsite(v.businessWebsite)) {
    add('businessWebsite', VALIDATION_MESSAGES.websiteScheme);
  } else if (v.businessWebsite && !isWebsiteAddress(v.businessWebsite)) {
    add('businessWebsite', APPLICATION_LIMIT_MESSAGES.websiteAddress);
  } else {
    tooLong('businessWebsite', v.businessWebsite);
  }

  if (
    v.phoneNumber &&
    (v.phoneNumber.length > APPLICATION_MAX_LENGTHS.phoneNumber ||
      !isValidApplicationPhone(v.phoneNumber))
  ) {
    add('phoneNumber', VALIDATION_MESSAGES.invalidPhone);
  }

  if (!v.email) add('email', VALIDATION_MESSAGES.emailAddressRequired);
  else if (v.email.length > APPLICATION_MAX_LENGTHS.email || !EMAIL_SHAPE.test(v.email)) {
    add('email', VALIDATION_MESSAGES.invalidEmail);
  }

  tooLong('address', v.address);
  tooLong('customAccommodationSuggestion', v.customAccommodationSuggestion);

  const unticked = REQUIRED_CONSENTS.find((consent) => !v[consent]);
  if (unticked) add(unticked, VALIDATION_MESSAGES.consentsRequired);
  return problems;
}

/**
 * What the wizard sends and the server stores. Shapes (strings trimmed, blank when left out,
 * no control characters) are checked field by field; the rules of §5 come from
 * applicationRuleProblems, so their messages keep the form's order.
 */
export const ProviderApplication = z
  .object({
    businessName: line(),
    /** A catalogue business category, or 'Other (please specify)' with customBusinessCategory. */
    businessCategory: line(),
    customBusinessCategory: line(),
    /** 'calmpath.org' is stored as 'https://calmpath.org'. */
    businessWebsite: line().transform(withWebsiteScheme),
    phoneNumber: line(),
    email: line(),
    /**
     * Blank is stored as 'Location not specified'; a US address's trailing ZIP is stored in the
     * ZIP column (splitUsZip).
     */
    address: line(),
    locationCountCategory: z.enum(LOCATION_COUNT_CATEGORIES).default('1-9 locations'),
    sensoryAccommodations: z
      .array(z.enum(ACCOMMODATION_NAMES))
      .max(ALL_ACCOMMODATIONS.length)
      .refine((items) => new Set(items).size === items.length, {
        message: APPLICATION_LIMIT_MESSAGES.duplicateAccommodation,
      })
      .default([]),
    customAccommodationSuggestion: suggestionText(),
    consentListing: z.boolean().default(false),
    consentDataSharing: z.boolean().default(false),
    consentTerms: z.boolean().default(false),
    consentVerification: z.boolean().default(false),
  })
  .superRefine((values, ctx) => {
    for (const problem of applicationRuleProblems(values)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

/**
 * What POST /api/provider-applications accepts: the application, and the language of the page it
 * was sent from (decision 066). The receipt and every later mail about the application (approval,
 * rejection, a request for documents) are written in it; English when left out. Not one of the
 * wizard's fields, so the form's values stay the application's.
 */
export const ProviderApplicationSubmission = ProviderApplication.safeExtend({
  locale: z.enum(LOCALES).optional(),
});
export type ProviderApplicationSubmission = z.output<typeof ProviderApplicationSubmission>;

/** The wizard's values (before trimming and defaults). */
export type ApplicationFormValues = z.input<typeof ProviderApplication>;
/** The checked application, as the server stores it. */
export type ProviderApplication = z.output<typeof ProviderApplication>;

/** Every problem of an application, in the form's order ([] when it may be sent). */
export function applicationProblems(values: unknown): ApplicationProblem[] {
  const result = ProviderApplication.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'businessName') as ApplicationField,
    message: issue.message,
  }));
}

/**
 * §5: Submit is enabled once name, e-mail, category (with its text for Other) and the three
 * required consents are there; the full rules run when it is pressed.
 */
export function isApplicationReady(values: Partial<ApplicationFormValues>): boolean {
  const filled = (v: string | undefined) => Boolean(v?.trim());
  if (!filled(values.businessName) || !filled(values.email)) return false;
  if (!filled(values.businessCategory)) return false;
  if (isOtherCategory(values.businessCategory ?? '') && !filled(values.customBusinessCategory)) {
    return false;
  }
  return REQUIRED_CONSENTS.every((consent) => values[consent] === true);
}

export const SubmitApplicationResponse = z.object({
  id: z.number().int(),
  verificationStatus: z.literal('unverified'),
  /** True when the applicant was signed in, so the wizard can offer the document upload. */
  canUploadDocuments: z.boolean(),
});
export type SubmitApplicationResponse = z.infer<typeof SubmitApplicationResponse>;

export const UploadVerificationDocumentResponse = z.object({
  fileId: z.string().uuid(),
  contentType: z.enum(PROOF_CONTENT_TYPES),
  size: z.number().int(),
  verificationStatus: z.literal('pending'),
});
export type UploadVerificationDocumentResponse = z.infer<typeof UploadVerificationDocumentResponse>;

/** 409 when the same e-mail address already applied for a business of the same name. */
export const DUPLICATE_APPLICATION_MESSAGE = APPLICATION_SERVER_MESSAGES.duplicate;

/** 429 after too many applications from one network in an hour. */
export const APPLICATION_RATE_LIMITED_MESSAGE = APPLICATION_SERVER_MESSAGES.rateLimited;

/**
 * `POST /api/provider-applications?claim=<id>`: the application claims that listed place instead
 * of creating one (decision 060). Only a signed-in account may claim, and only a listing nobody
 * runs or has claimed.
 */
export const ApplicationQuery = z.object({ claim: DbId.optional() });

/** 401 for a claim without an account: the claimant becomes the listing's business admin. */
export const CLAIM_SIGN_IN_MESSAGE = APPLICATION_SERVER_MESSAGES.claimSignIn;
/** 409 for a listing that has a business account, or a claim waiting for our team. */
export const LISTING_ALREADY_CLAIMED_MESSAGE = APPLICATION_SERVER_MESSAGES.alreadyClaimed;
/** 409 for a listing the registry no longer lists (hidden from the directory). */
export const LISTING_RETIRED_MESSAGE = APPLICATION_SERVER_MESSAGES.retired;
/** 404 for an id that is not a public listing. */
export const LISTING_NOT_FOUND_MESSAGE = APPLICATION_SERVER_MESSAGES.notFound;
