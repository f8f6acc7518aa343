/** Titles dropped from the start of a name before comparing (public-side.md §3). */
export const PROVIDER_NAME_TITLES = [
  'doctor',
  'dr',
  'mister',
  'mr',
  'miss',
  'ms',
  'mrs',
  'professor',
  'prof',
  'therapist',
  'ot',
  'pt',
  'st',
  'slp',
] as const;

/*
 * A title counts only as a whole word: followed by a period, white space or nothing. It is dropped
 * only when a name follows it, so a provider literally called 'Dr' still compares as 'dr'.
 */
const LEADING_TITLE = new RegExp(`^(?:${PROVIDER_NAME_TITLES.join('|')})(?:\\.\\s*|\\s+)(?=\\S)`);

/** Normalises a name for comparison: trimmed, lower-cased, one leading title dropped. */
export function normalizeProviderName(name: string): string {
  const collapsed = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return collapsed.replace(LEADING_TITLE, '');
}

/** Upper-cases the first letter of each white-space separated word; the rest is left as typed. */
export function capitalizeWords(text: string): string {
  return text.replace(
    /(^|\s)(\S)/g,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
