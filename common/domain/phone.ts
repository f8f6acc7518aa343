/*
 * The spec words the two phone rules differently ("optional plus then 1-16 digits starting
 * non-zero" for applications; "optional plus, a digit 1-9, then up to 15 digits" for suggestions
 * and business signup), but both describe the same set: 1 to 16 digits, the first not zero.
 * Both strip spaces, dashes and parentheses first. Blank input is not a phone number: the forms
 * treat the field as optional and only check it when something was typed.
 */
const SEPARATORS = /[\s\-()]/g;
const PHONE = /^\+?[1-9]\d{0,15}$/;

function stripSeparators(raw: string): string {
  return raw.replace(SEPARATORS, '');
}

/** Provider application phone check (provider-admin-side.md §5). */
export function isValidApplicationPhone(raw: string): boolean {
  return PHONE.test(stripSeparators(raw));
}

/** Suggest-a-business and business signup phone check (provider-admin-side.md §5, §9). */
export function isValidSuggestionPhone(raw: string): boolean {
  return PHONE.test(stripSeparators(raw));
}

/*
 * Only http(s) links are accepted, which also keeps javascript: and data: URLs out of the hrefs
 * built from this field. The scheme is matched case-insensitively, as URLs allow, and something
 * must follow it.
 */
const WEBSITE = /^https?:\/\/\S/i;

/** Website check: must start with http:// or https://. */
export function isValidWebsite(url: string): boolean {
  return WEBSITE.test(url.trim());
}
