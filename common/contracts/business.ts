import { z } from 'zod';
import { type Accommodation, ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { isValidSuggestionPhone, isValidWebsite } from '../domain/phone';
import {
  BUSINESS_DASHBOARD_ERRORS,
  BUSINESS_PROFILE_MESSAGES,
  PROFILE_FIELD_LABELS,
  SIGNUP_LINK_ERRORS,
  UPLOAD_LINK_ERRORS,
} from '../messages/business';
import { VALIDATION_MESSAGES } from '../messages/shared';
import { PROVIDER_FIELD_MAX_LENGTHS, UPLOAD_NOTES_MAX_LENGTH } from './limits';
import { DbIdNumber, hasControlCharacters, PersonName } from './primitives';

/**
 * The business side after approval: the secure upload link, the business account signup link,
 * the provider dashboard and its Profile tab (docs/decisions/012 and 019). Forms and server share
 * the rules below; the server runs them again because the browser is never trusted.
 */

/**
 * One-time link tokens travel in this header (or in a JSON body), never in an API URL: request
 * URLs are written to the server log, and a token in a log is a usable link.
 */
export const LINK_TOKEN_HEADER = 'x-link-token';

/* Long enough for any real token, short enough that nothing silly reaches the database. */
export const LinkToken = z.string().max(200);

export const LinkProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
});
export type LinkProvider = z.infer<typeof LinkProvider>;

/* ---------- Secure upload link ---------- */

export const UploadLinkResponse = z.object({
  provider: LinkProvider,
  /** The admin's request text (providers.verification_notes), if any. */
  requestText: z.string().nullable(),
  requestedAt: z.string().nullable(),
});
export type UploadLinkResponse = z.infer<typeof UploadLinkResponse>;

export const UploadDocumentResponse = z.object({
  providerId: z.number().int(),
  verificationStatus: z.literal('pending'),
  fileId: z.string(),
});
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponse>;

/** The server's English (the upload page keeps its own words). */
export const UPLOAD_NOTES_TOO_LONG =
  BUSINESS_PROFILE_MESSAGES.uploadNotesTooLong(UPLOAD_NOTES_MAX_LENGTH);

/** Optional words from the business for the team, sent with a document. */
export function uploadNotesProblem(notes: string): string | null {
  if (notes.length > UPLOAD_NOTES_MAX_LENGTH)
    return BUSINESS_PROFILE_MESSAGES.uploadNotesTooLong(UPLOAD_NOTES_MAX_LENGTH);
  if (hasControlCharacters(notes, true)) return VALIDATION_MESSAGES.unsupportedCharacters;
  return null;
}

/* ---------- Business signup link ---------- */

export const SignupLinkResponse = z.object({
  provider: LinkProvider.extend({
    verificationStatus: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  }),
  /** The provider's contact e-mail: the only address the account may be created with. */
  email: z.string(),
  /**
   * 'valid': the link can still be redeemed. 'completed': the signed-in user already redeemed it
   * (a second visit greets them instead of calling their own link invalid).
   */
  state: z.enum(['valid', 'completed']),
});
export type SignupLinkResponse = z.infer<typeof SignupLinkResponse>;

/* No token: the signed-in owner of the contact e-mail, back from confirming it (decision 036). */
export const CompleteSignupBody = z.object({ token: LinkToken.optional() });
export type CompleteSignupBody = z.infer<typeof CompleteSignupBody>;

export const CompleteSignupResponse = z.object({
  ok: z.literal(true),
  providerId: z.number().int(),
});
export type CompleteSignupResponse = z.infer<typeof CompleteSignupResponse>;

/*
 * Creating the account from the link (decision 044): the link proves the address, so the account
 * is made confirmed and signed in. The e-mail is the provider's contact e-mail, never sent.
 */
export const CreateBusinessAccountBody = z.object({
  token: LinkToken,
  fullName: z.string().max(200),
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export type CreateBusinessAccountBody = z.infer<typeof CreateBusinessAccountBody>;

export type BusinessSignupValues = {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
};
export type BusinessSignupField = keyof BusinessSignupValues;
export type BusinessSignupProblem = { field: BusinessSignupField; message: string };

export const BUSINESS_PASSWORD_MIN_LENGTH = 6;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The business signup form's rules, in the form's order, with the spec's words (§5). */
export function businessSignupProblems(values: BusinessSignupValues): BusinessSignupProblem[] {
  const problems: BusinessSignupProblem[] = [];
  const add = (field: BusinessSignupField, message: string) => problems.push({ field, message });
  const name = PersonName.safeParse(values.fullName);
  if (!name.success)
    add('fullName', name.error.issues[0]?.message ?? VALIDATION_MESSAGES.fullNameRequired);
  const email = values.email.trim();
  if (!email) add('email', VALIDATION_MESSAGES.emailRequired);
  else if (!EMAIL_SHAPE.test(email)) add('email', VALIDATION_MESSAGES.invalidEmail);
  if (!values.password) add('password', VALIDATION_MESSAGES.passwordRequired);
  else if (values.password.length < BUSINESS_PASSWORD_MIN_LENGTH)
    add('password', VALIDATION_MESSAGES.passwordTooShort);
  if (values.password && values.confirmPassword !== values.password)
    add('confirmPassword', VALIDATION_MESSAGES.passwordsDoNotMatch);
  return problems;
}

/* ---------- Provider dashboard ---------- */

export const BusinessProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  zipCode: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  businessHours: z.string().nullable(),
  description: z.string().nullable(),
  accommodations: z.array(z.string()),
  customAccommodation: z.string().nullable(),
  /** When the business last declared its accommodations on the Profile tab. */
  accommodationsDeclaredAt: z.string().nullable(),
  accommodationStatus: z.enum(['pending', 'verified', 'rejected']),
  verificationStatus: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  verificationNotes: z.string().nullable(),
  hasDocument: z.boolean(),
  averageRating: z.number().nullable(),
  totalReviewCount: z.number().int(),
  verifiedPercentage: z.number().int(),
});
export type BusinessProvider = z.infer<typeof BusinessProvider>;

export const MyProvidersResponse = z.object({ providers: z.array(BusinessProvider) });
export type MyProvidersResponse = z.infer<typeof MyProvidersResponse>;

export const ProviderIdParams = z.object({ providerId: z.coerce.number().pipe(DbIdNumber) });

/* ---------- Profile tab ---------- */

export const PROFILE_MAX_LENGTHS = {
  phone: 30,
  website: 2048,
  location: PROVIDER_FIELD_MAX_LENGTHS.location,
  zipCode: PROVIDER_FIELD_MAX_LENGTHS.zip_code,
  businessHours: 300,
  customAccommodation: 500,
  description: 1000,
} as const;

/*
 * The words of the upload link, the signup link, the dashboard and the Profile tab:
 * common/messages/business.ts (decision 062), kept here for their importers.
 */
export { BUSINESS_DASHBOARD_ERRORS, PROFILE_FIELD_LABELS, SIGNUP_LINK_ERRORS, UPLOAD_LINK_ERRORS };
export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;

const ACCOMMODATION_NAMES = ALL_ACCOMMODATIONS as unknown as [Accommodation, ...Accommodation[]];
const text = z.string().trim().default('');

/** What the Profile tab sends; businessProfileProblems holds the rules and their words. */
export const UpdateBusinessProfileBody = z.object({
  phone: text,
  website: text,
  location: text,
  zipCode: text,
  businessHours: text,
  accommodations: z
    .array(z.enum(ACCOMMODATION_NAMES))
    .max(ALL_ACCOMMODATIONS.length)
    .refine((items) => new Set(items).size === items.length, {
      message: BUSINESS_PROFILE_MESSAGES.duplicateAccommodation,
    })
    .default([]),
  customAccommodation: text,
  description: text,
});
export type UpdateBusinessProfileBody = z.infer<typeof UpdateBusinessProfileBody>;

export type BusinessProfileValues = Omit<UpdateBusinessProfileBody, 'accommodations'> & {
  accommodations: readonly string[];
};
export type ProfileProblem = { field: ProfileField; message: string };

const ZIP = /^\d{5}(-\d{4})?$/;

/** Every rule the profile breaks, in the form's order; empty when it may be saved. */
export function businessProfileProblems(values: BusinessProfileValues): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const add = (field: ProfileField, message: string) => problems.push({ field, message });
  const check = (field: keyof typeof PROFILE_MAX_LENGTHS, value: string, multiline = false) => {
    if (hasControlCharacters(value, multiline)) {
      add(field, BUSINESS_PROFILE_MESSAGES.unsupported(PROFILE_FIELD_LABELS[field]));
      return false;
    }
    if (value.length > PROFILE_MAX_LENGTHS[field]) {
      add(
        field,
        BUSINESS_PROFILE_MESSAGES.tooLong(PROFILE_FIELD_LABELS[field], PROFILE_MAX_LENGTHS[field]),
      );
      return false;
    }
    return true;
  };

  const phone = values.phone.trim();
  if (check('phone', phone) && phone && !isValidSuggestionPhone(phone))
    add('phone', VALIDATION_MESSAGES.invalidPhone);
  const website = values.website.trim();
  if (check('website', website) && website && !isValidWebsite(website))
    add('website', VALIDATION_MESSAGES.websiteScheme);
  check('location', values.location.trim());
  const zip = values.zipCode.trim();
  if (check('zipCode', zip) && zip && !ZIP.test(zip))
    add('zipCode', BUSINESS_PROFILE_MESSAGES.invalidZip);
  check('businessHours', values.businessHours.trim(), true);
  check('customAccommodation', values.customAccommodation.trim());
  check('description', values.description.trim(), true);
  return problems;
}
