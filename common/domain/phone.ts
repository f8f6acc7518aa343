/*
 * The spec words the two phone rules differently ("optional plus then 1-16 digits starting
 * non-zero" for applications; "optional plus, a digit 1-9, then up to 15 digits" for suggestions
 * and business signup), but both describe the same set: up to 16 digits, the first not zero.
 * Both strip spaces, dashes and parentheses first. Read literally they accept '12', which no one
 * can call: every form asks for at least 7 digits, the shortest subscriber number with its area or
 * country code (decision 047). Blank input is not a phone number: the forms treat the field as
 * optional and only check it when something was typed.
 */
const SEPARATORS = /[\s\-()]/g;
const PHONE = /^\+?[1-9]\d{6,15}$/;

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

/* A scheme such as 'https:' or 'javascript:', but not the port of 'example.com:8080'. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * What people type for a website, as a link: 'calmpath.org' and 'www.calmpath.org/visit' get
 * 'https://' (decision 047); anything with a scheme of its own, or blank, is left as typed, so
 * isWebsiteAddress can refuse a 'javascript:' or 'ftp:' one.
 */
export function withWebsiteScheme(raw: string): string {
  const url = raw.trim();
  if (!url || SCHEME.test(url)) return url;
  return `https://${url.replace(/^\/+/, '')}`;
}

/** An http(s) link to a named host with a dot in it ('https://calmpath.org'), no spaces. */
export function isWebsiteAddress(url: string): boolean {
  if (!isValidWebsite(url) || /\s/.test(url)) return false;
  try {
    const { hostname } = new URL(url);
    return /^[^.]+(?:\.[^.]+)+$/.test(hostname);
  } catch {
    return false;
  }
}
