import { US_STATES } from '../catalog/search-vocabulary';

const STATE_CODES = new Set(Object.keys(US_STATES));
const STATE_NAMES = new Set(Object.values(US_STATES).map((name) => name.toLowerCase()));

/*
 * "…, Austin, TX 78704", "…, Texas 78704-1234", optionally followed by ", USA": a US state, then a
 * five-digit ZIP (or ZIP+4) at the very end. Only an address ending in a state is taken apart, so
 * a number that merely ends some other text ("Unit 10115") stays where it was typed.
 */
const TRAILING_ZIP =
  /^(.*?)[\s,]+(\d{5}(?:-\d{4})?)(?:[\s,]+(?:USA|U\.S\.A\.?|US|United States(?: of America)?))?\.?$/i;

function endsWithState(text: string): boolean {
  const code = /(?:^|[\s,])([A-Za-z]{2})\.?$/.exec(text)?.[1];
  if (code && STATE_CODES.has(code.toUpperCase())) return true;
  const lower = text.toLowerCase();
  for (const name of STATE_NAMES) {
    if (lower === name || lower.endsWith(` ${name}`) || lower.endsWith(`,${name}`)) return true;
  }
  return false;
}

/**
 * A one-line US address split into the place and its ZIP: '12 Oak St, Austin, TX 78704' is
 * { location: '12 Oak St, Austin, TX', zip: '78704' }. Anything else comes back whole, zip ''.
 */
export function splitUsZip(address: string): { location: string; zip: string } {
  const text = address.trim();
  const match = TRAILING_ZIP.exec(text);
  const place = match?.[1]?.replace(/[\s,]+$/, '') ?? '';
  if (!match || !place || !endsWithState(place)) return { location: text, zip: '' };
  return { location: place, zip: match[2] ?? '' };
}
