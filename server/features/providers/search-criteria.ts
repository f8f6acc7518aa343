import type { Accommodation } from '../../../common/catalog/accommodations';
import { accommodationBit } from '../../../common/catalog/search-vocabulary';
import type { ParsedQuery, QueryUnit } from '../../../common/domain/search-query';

/** What a search asks for: every part must hold (ANDed). */
export type Criteria = {
  /** Every term must be part of name, category, location or zip_code (ANDed). */
  terms: readonly string[];
  /**
   * Every clause must hold too (ANDed): one unit of a parsed search line, matched as typed or
   * as what it means (decision 021). Only for the 'rank' order, whose indexes carry the columns.
   */
  clauses?: readonly Clause[];
  /** Exact business categories, any of them; null for no category filter. */
  categories: readonly string[] | null;
  /** providers.visit_bits that must all be set (decision 068); 0 or absent for none. */
  visitMask?: number;
};

/** Holds when any of its parts does. */
export type Clause = {
  /** Any of these is part of search_text (lower case). */
  terms: readonly string[];
  /** The category is one of these. */
  categories: readonly string[];
  /** The provider lists one of these catalogue accommodations (accommodation_bits); 0 for none. */
  accommodationMask: number;
};

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
  /*
   * The state: search_text has the location then a newline ('austin, tx' + newline), or, for a
   * location that ends in its ZIP code (every registry listing: '613 main st, superior, wy 82945'),
   * the state, a space and the ZIP. stateTerms() spells both.
   */
  if (unit.state) terms.push(...stateTerms(unit.state));
  return {
    terms,
    categories: unit.categories,
    accommodationMask: maskOf(unit.accommodations),
  };
}

/** The two ways search_text holds a state code after a place's city (clauseOf). */
export function stateTerms(state: string): [string, string] {
  const code = state.toLowerCase();
  return [`, ${code}\n`, `, ${code} `];
}

/** The lower-case state code of one of stateTerms' terms, or null for any other term. */
export function stateCodeOf(term: string): string | null {
  return /^, ([a-z]{2})[\n ]$/.exec(term)?.[1] ?? null;
}

export function maskOf(items: readonly Accommodation[]): number {
  return items.reduce((mask, item) => mask | accommodationBit(item), 0);
}
