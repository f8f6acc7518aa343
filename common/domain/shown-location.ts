import { DEFAULT_LOCATION, SUGGEST_MESSAGES } from '../messages/suggest';

/**
 * A listing's location as a page shows it. A listing suggested or applied for without an address
 * stores DEFAULT_LOCATION ('Location not specified', data the server writes and compares with);
 * a page shows SUGGEST_MESSAGES.defaultLocation instead, the same words in English and its
 * Spanish on a Spanish page (decision 062). Any other location is shown as it is.
 */
export function shownLocation(location: string): string {
  return location === DEFAULT_LOCATION ? SUGGEST_MESSAGES.defaultLocation : location;
}
