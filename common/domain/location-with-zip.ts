/*
 * Display only, and in a file of its own: the result cards import it, and us-address.ts brings
 * the whole search vocabulary (its state names) along, which the home page's budget cannot carry.
 */

/**
 * The place and its ZIP as a page shows them, the ZIP once: a row whose location already ends in
 * its ZIP ('Austin, TX 78704' with zip 78704, stored before the wizard split them) shows it once.
 */
export function locationWithZip(location: string, zip: string | null | undefined): string {
  const code = zip?.trim() ?? '';
  if (!code) return location;
  const five = code.slice(0, 5);
  const endsWithZip = new RegExp(`(?:^|[\\s,])${five}(?:-\\d{4})?$`).test(location.trim());
  return endsWithZip ? location : `${location} ${code}`;
}
