import { type SQL, sql } from 'drizzle-orm';
import { type Criteria, stateCodeOf } from './search-criteria';
import { lowered } from './search-sql';
import { escapeLike, trigramWords } from './search-text';

/*
 * The crossed lookup hint (decision 023): a line of several clauses ('karate Los Angeles') as one
 * trigram index scan per way it can hold. Whether a search uses it is a setting of its tuning,
 * `crossedArms` (the most scans a hint may have; 0 is off): on at 4 scans in the refined search
 * (DEFAULT_NEAR_TUNING, decision 032: 'pediatrician Denver' with filters 160 -> 33 ms at
 * 1,000,000) and, since the sentences parents write were measured (decision 053), in the plain
 * search too (DEFAULT_TUNING; decision 023 had it off there).
 */

/*
 * Most ways a line may hold before the ones that need every word of another are left out (the
 * scans left must still be at most maxArms): 'birthday party entertainer in san diego' holds in 8
 * ways ('birthday' typed or the category Birthday Entertainer, and so on), all of which need the
 * category's two words and the city's, so one scan answers (36 -> 3 ms at 1,000,000 imported).
 */
const MAX_WAYS = 64;

/** Most LIKE patterns in one of its scans (the longest). */
const MAX_CROSSED_PATTERNS = 3;

/**
 * How many rows of the sample each clause of a line holds for (clause order), of `seen` read;
 * with `masks`, which clauses each of the rows that hold any holds (clause i: bit i), so that how
 * many rows several clauses leave together is counted, not guessed from their shares.
 */
export type ClauseCounts = {
  readonly hits: readonly number[];
  readonly seen: number;
  readonly masks?: readonly number[];
};

/*
 * What fetching and testing one row a scan returns costs, in entries of a trigram's posting list
 * read. A scan reads every list of its patterns' trigrams whole, so a common word is worth its
 * lists only when it leaves out many more rows than they hold: 'harbor' and 'pllc' (1% and 5% of
 * the sample) leave 2,412 rows of 1,100,000, and adding 'pediatric' (a fifth of the rows, seven
 * trigrams) cut them to 751 but took 9.6 -> 14.6 ms.
 */
const ROW_PER_POSTING = 500;
/*
 * The same with the rows left counted in the sample (ClauseCounts.masks) rather than guessed from
 * the shares multiplied, which put them far too low for words that come together, so that 500
 * rewarded what they underestimated. Counted, 500 read a third word for 'Quiet Harbor Speech
 * Therapy Pllc' (8.2 -> 18.2 ms): its trigram lists are those of common trigrams, longer than the
 * word's own share says; 50 still read 'behavior' after 'portland' and 'oregon' (17 -> 23 ms).
 * 25, measured against 50, 100 and 500 over the full names and sentences at 1,100,000 places.
 */
const ROW_PER_POSTING_COUNTED = 25;

/*
 * Whether a pattern held by `share` of the rows narrows a scan that already leaves `left` of them
 * by more than its posting lists cost (ROW_PER_POSTING): one list per trigram of the word (the
 * state pattern: two).
 */
function worthReading(
  pattern: string,
  share: number,
  left: number,
  rowPerPosting: number,
): boolean {
  const lists = STATE_PATTERN.test(pattern) ? 2 : Math.max(1, [...pattern].length - 2);
  return share * lists < rowPerPosting * left * (1 - share);
}

/*
 * A state code after its city, followed by a newline or a space (stateTerms), as a regular
 * expression: pg_trgm reads ' tx' and 'tx ' from it, as from either term alone. Two LIKE patterns
 * would be two scans, and '%, tx%' would read every word that starts with 'tx' (for 'ca': every
 * 'care' and 'castillo').
 */
const STATE_PATTERN = /^, [a-z]{2}\[\n \]$/;
const statePattern = (code: string) => `, ${code}[\n ]`;

/*
 * What the trigram index can answer of one way a clause holds: LIKE patterns that must all hold
 * (lower-cased in SQL). A term gives its words of three or more letters or digits, or, for a
 * state's ', tx' + newline or space, a regular expression for both (statePattern). A
 * category gives its own words: search_text holds the category, so a provider of that category
 * has them. Null when the index cannot help ('IL' alone, an accommodation).
 */
function termPatterns(term: string): string[] | null {
  const words = trigramWords(term);
  if (words.length > 0) return words.map(escapeLike);
  /* Both ways a state follows its city (stateTerms): one pattern, so one scan for the two. */
  const state = stateCodeOf(term);
  if (state) return [statePattern(state)];
  return null;
}

/**
 * The ways a line of several clauses can hold, as sets of LIKE patterns for one trigram index
 * scan each: the clauses' alternatives multiplied out ('karate' or Martial Arts Studio, in 'los'
 * 'angeles': two scans of three and four patterns). GIN intersects the patterns of one scan
 * before any row is read, so a rare pair of common words ('karate Los Angeles': 129 of 3,202 Los
 * Angeles rows at 100,000) reads only its own rows; the per-clause hints let the planner take one
 * clause's bitmap and filter the rest (the city's 3,202 rows read, 8 ms instead of 2.6).
 * Null when fewer than two clauses have patterns, or when more than maxArms alternatives are
 * left (0: the hint is off): the per-clause hints then apply. Clauses without patterns
 * (accommodations, 'IL') stay filters. Every alternative implies its clauses, so this is only a
 * hint: the clauses themselves are still tested.
 */
export function crossedArms(
  criteria: Criteria,
  maxArms: number,
  clauseHits?: ClauseCounts,
): string[][] | null {
  if (maxArms === 0) return null;
  const sets: string[][][] = [];
  /* The clause (index in criteria.clauses) each set comes from; a term's set: none. */
  const setClause: (number | null)[] = [];
  /* How common each pattern's clause is in the sample (fewest first), when known. */
  const commonness = new Map<string, number>();
  for (const term of criteria.terms) {
    const patterns = termPatterns(term);
    if (patterns) {
      sets.push([patterns]);
      setClause.push(null);
    }
  }
  for (const [i, clause] of (criteria.clauses ?? []).entries()) {
    if (clause.accommodationMask !== 0) continue;
    const arms = [...clause.terms.map(termPatterns), ...clause.categories.map(termPatterns)];
    if (arms.length === 0 || arms.some((a) => a === null)) continue;
    for (const p of (arms as string[][]).flat()) {
      commonness.set(p, Math.min(commonness.get(p) ?? Infinity, clauseHits?.hits[i] ?? 0));
    }
    // 'dentist' and the category Dentist are one scan (ASCII only: lower() decides the rest).
    const unique = new Map<string, string[]>();
    for (const arm of arms as string[][]) {
      const key = arm.map((p) => (/^[\x20-\x7e]*$/.test(p) ? p.toLowerCase() : p)).join('\n');
      if (!unique.has(key)) unique.set(key, arm);
    }
    sets.push([...unique.values()]);
    setClause.push(i);
  }
  if (sets.length < 2) return null;
  /* Each alternative: the patterns of the way each clause holds in it, clause by clause. */
  let product: string[][][] = [[]];
  for (const arms of sets) {
    product = product.flatMap((prefix) => arms.map((arm) => [...prefix, arm]));
    if (product.length > MAX_WAYS) return null;
  }
  /*
   * A few patterns per scan: every pattern's trigram lists are read in full, and a few words
   * already leave few rows. Those of the clauses the sample found rarest first (the ZIP and the
   * city of a full name, not its category words), then the longest ('stylist' and 'angeles', not
   * also 'hair' and 'los'). Without the sample's counts, one of every clause first: a scan
   * without the city's word ('speech therapist Boston' as 'speech' and 'therapist') reads every
   * speech therapist.
   */
  const rank = (p: string) => commonness.get(p) ?? 0;
  const byRank = (a: string, b: string) => rank(a) - rank(b) || b.length - a.length;
  // 'Therapist' (of the category) and 'therapist' (typed) are one pattern: SQL lowers both.
  const key = (p: string) => (/^[\x20-\x7e]*$/.test(p) ? p.toLowerCase() : p);
  /*
   * A way that needs every word of another way adds no row to the scans: 'speech therapist' as
   * the category Speech Therapist and the word 'therapist' needs 'speech' and 'therapist', as the
   * typed words do. Its scan would only read more ('therapist' alone: every kind of therapist in
   * Salt Lake City, 6,779 rows at 1,000,000 for 203 matches), so it is left out.
   */
  const wordsOf = product.map((parts) => new Set(parts.flat().map(key)));
  const needed = product.filter(
    (_, j) =>
      !wordsOf.some(
        (other, i) =>
          i !== j &&
          [...other].every((w) => wordsOf[j]?.has(w)) &&
          /* Two ways of the same words: the first stays. */
          (other.size < (wordsOf[j]?.size ?? 0) || i < j),
      ),
  );
  if (needed.length > maxArms) return null;
  /* The share of the sample a pattern's clause holds for, when the sample counted it. */
  const shareOf = (p: string) => {
    const hits = commonness.get(p);
    return clauseHits && hits !== undefined && clauseHits.seen > 0
      ? (hits + 0.5) / clauseHits.seen
      : undefined;
  };
  const scans = new Map<string, string[]>();
  for (const parts of needed) {
    const chosen = new Map<string, string>();
    // Without the sample's counts, the rarest clause is not known: one word of each.
    for (const patterns of clauseHits ? [] : parts) {
      const best = [...patterns].sort(byRank)[0];
      if (best !== undefined && !chosen.has(key(best))) chosen.set(key(best), best);
    }
    /*
     * With them, rarest first, one word of a clause (its other words narrow it little: 'Los' after
     * 'Angeles', 'studio' after 'martial'), and a commoner clause's word only while it is worth
     * its lists: the rows the chosen words leave are taken as the product of their clauses' shares.
     */
    let left = 1;
    const masks = clauseHits?.masks;
    const rowPerPosting = masks ? ROW_PER_POSTING_COUNTED : ROW_PER_POSTING;
    const clausesIn = new Set<number>();
    /* The chosen clauses' bits: the sample rows that hold them all are the rows left, counted. */
    let bits = 0;
    const flat = parts.flatMap((patterns, clause) => patterns.map((p) => ({ p, clause })));
    for (const { p, clause } of flat.sort((a, b) => byRank(a.p, b.p))) {
      if (chosen.size >= MAX_CROSSED_PATTERNS) break;
      if (chosen.has(key(p))) continue;
      const share = shareOf(p);
      if (share !== undefined && clausesIn.has(clause)) continue;
      if (share !== undefined && chosen.size > 0 && !worthReading(p, share, left, rowPerPosting))
        continue;
      chosen.set(key(p), p);
      if (share !== undefined && !clausesIn.has(clause)) {
        clausesIn.add(clause);
        /*
         * Words of one name come together: 'slow' and 'tide' (3 and 3 of 1,500) leave 8,933 rows
         * of 1,100,000, where their shares multiplied say 6, and so 'boise' looked not worth its
         * lists. Counted in the sample, the two leave 3: 'boise' is read, and 8,933 rows -> 98.
         */
        const target = setClause[clause];
        if (masks && clauseHits && target != null) {
          bits |= 2 ** target;
          left = (masks.filter((m) => (m & bits) === bits).length + 0.5) / clauseHits.seen;
        } else left *= share;
      }
    }
    /* Ways that come down to the same words are one scan. */
    const scan = [...chosen.values()].sort(byRank);
    scans.set(scan.map(key).sort().join('\n'), scan);
  }
  return [...scans.values()];
}

/*
 * The crossed hint as SQL. Every pattern is a parameter of its own, also where two alternatives
 * share it: PostgreSQL would otherwise pull the shared condition out of the OR ('los' AND
 * 'angeles' AND ('karate' OR ...)) and scan for it alone.
 */
export function crossedHint(
  criteria: Criteria,
  maxArms: number,
  clauseHits?: ClauseCounts,
): SQL | null {
  const arms = crossedArms(criteria, maxArms, clauseHits);
  return arms ? crossedScansSql(arms) : null;
}

/** crossedArms' scans as one condition: any of them, each of its patterns in search_text. */
function crossedScansSql(arms: readonly (readonly string[])[]): SQL {
  const scans = arms.map(
    (patterns) =>
      sql`(${sql.join(
        patterns.map((p) =>
          STATE_PATTERN.test(p)
            ? sql`search_text ~ ${lowered(p)}`
            : sql`search_text LIKE '%' || ${lowered(p)} || '%'`,
        ),
        sql` AND `,
      )})`,
  );
  return sql`(${sql.join(scans, sql` OR `)})`;
}
