import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { Criteria } from './search-criteria';
import { given, lowered, trigramLikes, VISIBLE } from './search-sql';
import { trigramWords } from './search-text';

/*
 * The review picker lists by name, and a name prefix typed into it ('Quiet': 40,000 of 1,000,000)
 * matches rows that sit together in name order far from its start: the walk from 'A' does not
 * reach them, and the lookup reads and sorts all 40,000 (120-168 ms). But a match at the first
 * character of search_text is a name that starts with the term in some letter case, and in byte
 * order those names sit in a few runs, one per case spelling ('QUIET...', 'Quiet...',
 * 'quiet...'), each found by one descent of providers_picker_name_idx. So the first page in name
 * order is the first page of the union of
 *   - the rows that hold the term after their first character, found by
 *     providers_search_rest_trgm_idx (pg_trgm on substr(search_text, 2), migration 0011), few for
 *     a name prefix ('Tranquil Quiet Corner'; decision 023 says when they are many), and
 *   - the first `need` names that start with the term, read in name order run by run
 *     (prefixRows: each round reads `need` entries from the smallest spelling not yet passed).
 * Two letters lower-case to ASCII from elsewhere in Unicode, the capital I with a dot above and the
 * Kelvin sign; names that start with them are read with the first part (two index range scans,
 * empty in practice). Exact: pick-providers.test.ts checks it against the ordinary lookup over
 * generated names. Only for printable ASCII terms with a word of three or more letters or digits,
 * and only where the database orders names by byte (C or C.UTF-8 collation, as PGlite and this
 * repo's PostgreSQL): a linguistic collation puts 'quiet' before 'QUIET'.
 */
const PREFIX_ROUNDS = 8;

/** The picker's term when the split lookup applies to it, else null. */
export function prefixSplitTerm(criteria: Criteria): string | null {
  if (criteria.terms.length !== 1 || (criteria.clauses?.length ?? 0) > 0) return null;
  if (criteria.categories) return null;
  const [term] = criteria.terms;
  if (!term || !/^[\x20-\x7e]+$/.test(term) || trigramWords(term).length === 0) return null;
  return term;
}

/* The spellings of one character of the term, smallest first in byte order. */
const spellings = (c: string) => [...new Set([c.toUpperCase(), c.toLowerCase()])].sort();

/**
 * The smallest spelling of `term` (ASCII; letters in either case) that is at least `from` in byte
 * order, or null when every spelling is smaller. Names are compared by UTF-16 code unit, which for
 * the ASCII positions compared here is byte order.
 */
export function nextSpelling(term: string, from: string): string | null {
  const options = [...term].map(spellings);
  const smallest = (i: number) =>
    options
      .slice(i)
      .map((o) => o[0] ?? '')
      .join('');
  let prefix = '';
  let i = 0;
  for (; i < options.length; i++) {
    const c = from[i];
    if (c === undefined) return prefix + smallest(i);
    const own = options[i] ?? [];
    if (own.includes(c)) {
      prefix += c;
      continue;
    }
    const bigger = own.find((o) => o > c);
    if (bigger !== undefined) return prefix + bigger + smallest(i + 1);
    break;
  }
  if (i === options.length) return prefix; // `from` starts with a spelling: that spelling
  // Carry: the last position before i that has a bigger spelling.
  for (let j = i - 1; j >= 0; j--) {
    const bigger = (options[j] ?? []).find((o) => o > (from[j] ?? ''));
    if (bigger !== undefined) return from.slice(0, j) + bigger + smallest(j + 1);
  }
  return null;
}

const byteOrder = new WeakMap<Db, Promise<boolean>>();
/** Whether ORDER BY name sorts by byte (code point), as the split lookup needs. Asked once per db. */
export function namesInByteOrder(db: Db): Promise<boolean> {
  let known = byteOrder.get(db);
  if (!known) {
    known = db
      .execute<{ bytes: boolean }>(
        sql`SELECT ('B' < 'a' AND 'Z' < '_' AND '~' < 'é' AND 'QUIET' < 'Quiet') AS bytes`,
      )
      .then((r) => r.rows[0]?.bytes === true)
      .catch(() => false);
    byteOrder.set(db, known);
  }
  return known;
}

/**
 * The ids of the first `need` visible names, in name order, that start with the term in any
 * letter case; null when that takes more than PREFIX_ROUNDS rounds.
 */
async function prefixRows(
  db: Db,
  term: string,
  need: number,
  visible: SQL,
): Promise<number[] | null> {
  const ids: number[] = [];
  let from = nextSpelling(term, '');
  for (let round = 0; round < PREFIX_ROUNDS; round++) {
    if (from === null || ids.length >= need) return ids;
    const want = need - ids.length;
    const rows = await executePrepared<{ id: number; name: string; starts: boolean }>(
      db,
      sql`
      SELECT id, name, strpos(search_text, ${lowered(term)}) = 1 AS starts FROM providers
      WHERE ${visible} AND name >= (SELECT ${from}::text)
      ORDER BY name, id LIMIT ${given(want)}`,
    );
    const stop = rows.find((row) => !row.starts);
    for (const row of rows) {
      if (row === stop) break;
      ids.push(Number(row.id));
    }
    // Every row read starts with the term: a full page, or the end of the index.
    if (!stop) return ids;
    // Past the run: on at the smallest spelling after the name that does not start with it.
    from = nextSpelling(term, stop.name);
    if (from !== null && from <= stop.name) return null;
  }
  return from === null || ids.length >= need ? ids : null;
}

/**
 * The first `need` matches of a name prefix in name order, with the provider columns asked for
 * (`p.` columns); null when the prefix's runs take more than PREFIX_ROUNDS rounds.
 */
export async function splitLookup<Row>(
  db: Db,
  term: string,
  need: number,
  columns: SQL,
  /*
   * The scope read (find-providers.ts): its visible rows as its name index's predicate, and its
   * condition as a filter for the rows found through the trigram index.
   */
  scope: { visible: SQL; rowsOnly: SQL },
): Promise<Row[] | null> {
  const { visible, rowsOnly } = scope;
  const prefixed = await prefixRows(db, term, need, visible);
  if (prefixed === null) return null;
  /* As termHint: the words, and the whole term when it holds a short word ('Boise, ID OT'). */
  const likes = trigramLikes(sql.raw('substr(search_text, 2)'), term);
  const rows = await executePrepared<Row>(
    db,
    sql`
    WITH rest AS MATERIALIZED (
      SELECT id, name FROM providers
      WHERE ${VISIBLE} AND ${rowsOnly} AND ${sql.join(likes, sql` AND `)}
        AND strpos(substr(search_text, 2), ${lowered(term)}) > 0
    ),
    odd AS MATERIALIZED (
      SELECT id, name FROM providers
      WHERE ${visible} AND ((name >= chr(304) AND name < chr(305))
        OR (name >= chr(8490) AND name < chr(8491)))
        AND strpos(search_text, ${lowered(term)}) = 1
    ),
    found AS (
      SELECT id, name FROM (
        SELECT id, name FROM rest
        UNION SELECT id, name FROM odd
        UNION SELECT id, name FROM providers
          WHERE id = ANY((SELECT ${sql.param(prefixed)}::int[])::int[])
      ) AS u
      ORDER BY name, id LIMIT ${given(need)}
    )
    SELECT ${columns} FROM found JOIN providers p ON p.id = found.id
    ORDER BY found.name, found.id`,
  );
  return rows;
}
