import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/shared';

/**
 * Shared value types for every request schema (one place, not field by field).
 * Text that is stored refuses NUL and other C0 control characters (PostgreSQL cannot store NUL
 * in text, and control characters have no business in a name or an address); ids are bounded to
 * the range of the integer columns they address, so a huge number is a 400, not a 500.
 */

/* C0 controls except tab, line feed and carriage return, plus DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* Single-line text also refuses line breaks (names, addresses, phone numbers). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F\u2028\u2029]/;

/** The server's own English, for its error plugin (a page reads VALIDATION_MESSAGES). */
export const CONTROL_CHARACTER_MESSAGE = VALIDATION_MESSAGES.unsupportedCharacters;

export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_CHARACTERS : LINE_CONTROL_CHARACTERS).test(value);

/*
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry it ("\ud800") but UTF-8
 * cannot, so the database driver would silently store U+FFFD instead of what was sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text cannot be stored as sent (see storedLine / storedText). */
export const hasUnsupportedCharacters = (value: string, multiline = false) =>
  hasControlCharacters(value, multiline) || LONE_SURROGATE.test(value);

/**
 * A single line of text that reaches the database (stored, or compared in a query): no control
 * characters (NUL included), no line breaks, no lone surrogates.
 */
export const storedLine = () =>
  z.string().refine((v) => !hasUnsupportedCharacters(v), {
    message: VALIDATION_MESSAGES.unsupportedCharacters,
  });

/** Stored text that may span lines (notes, review text): no NUL or other control characters. */
export const storedText = () =>
  z.string().refine((v) => !hasUnsupportedCharacters(v, true), {
    message: VALIDATION_MESSAGES.unsupportedCharacters,
  });

/** Largest value of a PostgreSQL integer / serial column. */
export const MAX_INT4 = 2_147_483_647;

/** A row id of a serial column, from a path, query or body (strings are coerced). */
export const DbId = z.coerce.number().int().positive().max(MAX_INT4);

/** A row id that must arrive as a JSON number. */
export const DbIdNumber = z.number().int().positive().max(MAX_INT4);

/** Person names: trimmed, 1-120 characters, one line (the profile's rule, everywhere). */
export const PERSON_NAME_MAX_LENGTH = 120;
export const PersonName = storedLine()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, VALIDATION_MESSAGES.fullNameRequired).max(PERSON_NAME_MAX_LENGTH));
