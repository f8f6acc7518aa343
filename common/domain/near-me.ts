/*
 * A file of its own, with nothing it imports: the search page reads 'near me' out of the line it
 * shows, and should not load the search vocabulary for it (first-load.spec.ts budget).
 */

/*
 * Phrases that ask for places near the person searching (decision 043). They name no
 * word a listing could contain: they are taken out of the line and answered as a distance search
 * from the member's saved ZIP, or from a ZIP the visitor is asked for.
 */
const NEAR_ME = /\b(?:near|close|around)\s+(?:to\s+)?me\b|\bnear\s*by\b|\bclose\s+by\b/giu;

/** The line without its 'near me' phrases, and whether it had one. */
export function readNearMe(line: string): { line: string; nearMe: boolean } {
  const rest = line.replace(NEAR_ME, ' ');
  if (rest === line) return { line, nearMe: false };
  return { line: rest.replace(/\s+/g, ' ').trim(), nearMe: true };
}
