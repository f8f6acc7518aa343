import type { Accommodation } from '../../../common/catalog/accommodations';
import { accommodationBit } from '../../../common/catalog/search-vocabulary';
import type { ParsedQuery, QueryUnit } from '../../../common/domain/search-query';
import type { Clause } from './find-providers';

/*
 * A parsed search line as the engine's clauses (decision 021): every unit must match, as typed
 * (part of name, category, location or ZIP) or as what the vocabulary says it means. Because the
 * typed text is always one way to match, a provider that the whole line matched as one substring
 * (the spec's rule) matches every clause: the results are a superset of the spec's.
 */
export function clausesOf(parsed: ParsedQuery, query: string): Clause[] {
  if (parsed.units.length > 0) {
    /* A unit typed twice ('dentist dentist') is one clause: the second would only cost work. */
    const key = (c: Clause) => JSON.stringify({ ...c, terms: c.terms.map((t) => t.toLowerCase()) });
    const unique = new Map(parsed.units.map(clauseOf).map((c) => [key(c), c]));
    return [...unique.values()];
  }
  // Only generic words ('autism'): each as typed. Only stop words or signs ('the', '%'): the line.
  const words = parsed.generic.length > 0 ? parsed.generic : query ? [query] : [];
  return words.map((word) => ({ terms: [word], categories: [], accommodationMask: 0 }));
}

export function clauseOf(unit: QueryUnit): Clause {
  const terms = [unit.text, ...unit.aliases];
  // 'Austin, TX': search_text has the location then a newline, so this is the state and only it.
  if (unit.state) terms.push(`, ${unit.state.toLowerCase()}\n`);
  return {
    terms,
    categories: unit.categories,
    accommodationMask: maskOf(unit.accommodations),
  };
}

export function maskOf(items: readonly Accommodation[]): number {
  return items.reduce((mask, item) => mask | accommodationBit(item), 0);
}
