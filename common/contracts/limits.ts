/*
 * Limits that the database, the contracts and the forms share. They live in a module
 * with no schemas: importing a constant from a contract module runs all of that module's schemas
 * and what they import. On the business dashboard, the upload form's notes limit ran the business
 * and provider contracts and the search reader: about 30 ms of its first view (decision 048).
 */

/**
 * Longest accepted value of each searchable provider column, enforced by CHECK constraints: the
 * search indexes carry these columns and a B-tree entry cannot exceed about 2.7 kB.
 * Forms that create or edit providers should validate against the same numbers.
 */
export const PROVIDER_FIELD_MAX_LENGTHS = {
  name: 200,
  category: 100,
  location: 200,
  zip_code: 10,
} as const;

/** The longest note a business may send with requested documents. */
export const UPLOAD_NOTES_MAX_LENGTH = 1000;

/** A proof document (a review's, an application's, a staff training's): its size and kinds. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** A moderator's note on a decision. */
export const MODERATION_NOTES_MAX_LENGTH = 1000;
