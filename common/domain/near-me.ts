/*
 * A file of its own, with nothing it imports: the search page reads 'near me' out of the line it
 * shows, and should not load the search vocabulary for it (first-load.spec.ts budget).
 */

/*
 * Phrases that ask for places near the person searching (decision 043), in English and Spanish
 * ('cerca de mí', 'cerca de mi casa', 'por aquí': decision 065). They name no
 * word a listing could contain: they are taken out of the line and answered as a distance search
 * from the member's saved ZIP, or from a ZIP the visitor is asked for.
 */
const NEAR_ME =
  /\b(?:near|close|around)\s+(?:to\s+)?me\b|\bnear\s*by\b|\bclose\s+by\b|(?<![\p{L}\p{N}])(?:cerca\s+de\s+(?:m[ií]|nosotros|aqu[ií]|mi\s+casa|donde\s+vivo|mi\s+ubicaci[oó]n)|por\s+aqu[ií])(?![\p{L}\p{N}])/giu;

/** The line without its 'near me' phrases, and whether it had one. */
export function readNearMe(line: string): { line: string; nearMe: boolean } {
  const rest = line.replace(NEAR_ME, ' ');
  if (rest === line) return { line, nearMe: false };
  return { line: rest.replace(/\s+/g, ' ').trim(), nearMe: true };
}
