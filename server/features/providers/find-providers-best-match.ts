import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { ClauseCounts } from './crossed-hint';
import {
  DEFAULT_TUNING,
  type FoundPage,
  findProviders,
  matchSql,
  type Order,
  type Tuning,
} from './find-providers';
import type { Clause, Criteria } from './search-criteria';
import { given, REGISTRY_ONLY_LAST, VISIBLE } from './search-sql';

/*
 * 'Best match for me' (decision 031): the same matches as the ranked search, ordered by
 * how many of the member's needs each provider declares (bits shared by accommodation_bits and
 * the needs mask), then by the spec's tier ordering (tier, verified share, name, id), places known
 * only from a public registry after all others (decision 064; they list no accommodation). The count
 * depends on the member, so no index holds this order: every match is collected (through the
 * indexes the ranked search's lookup uses) and the page is the top of a sort of their keys,
 * unless the fast path below applies.
 */
const ORDER = sql.raw(
  `${REGISTRY_ONLY_LAST}, met DESC, tier_rank DESC NULLS LAST, verified_percentage DESC NULLS LAST, name, id`,
);
/*
 * How a provider meets the mask: how many of its bits it lists (the member's needs), or 1 when
 * it lists any of them (what backs a describing word: 'a calm dentist', decision 053).
 */
type Lift = 'count' | 'any';
const PAGE_ORDER = sql.raw(
  `page.${REGISTRY_ONLY_LAST}, page.met DESC, page.tier_rank DESC NULLS LAST, page.verified_percentage DESC NULLS LAST, page.name, page.id`,
);

/** Searches with this many matches or fewer are sorted whole (see bestMatchFinder). */
export const SORT_ALL_UP_TO = 1000;

/**
 * A page finder with findProviders' signature that orders by needs met first.
 *
 * Fast path: the providers that meet every need come first, in the ranked order, so when they
 * fill the page, the page is the ranked search's page with one more clause per need (the engine's
 * index-only walk, no sort of all matches), and the total is the ranked search's. Broad searches
 * take it (many providers of 'TX' meet all of three needs); otherwise every match is sorted, and
 * so is a search with up to sortAllUpTo matches (sorting those is cheaper than trying first).
 */
export function bestMatchFinder(
  mask: number,
  {
    fastPath = true,
    sortAllUpTo = SORT_ALL_UP_TO,
    lift = 'count',
  }: { fastPath?: boolean; sortAllUpTo?: number; lift?: Lift } = {},
): typeof findProviders {
  if (!Number.isInteger(mask) || mask <= 0) return findProviders;
  /* The clauses a provider with the most met holds: every bit, or (for 'any') one of them. */
  const everyNeed: Clause[] = [];
  if (lift === 'any') everyNeed.push({ terms: [], categories: [], accommodationMask: mask });
  for (let bit = 1; lift === 'count' && bit <= mask && bit > 0; bit <<= 1) {
    if (mask & bit) everyNeed.push({ terms: [], categories: [], accommodationMask: bit });
  }
  return async <Row extends Record<string, unknown>>(
    db: Db,
    criteria: Criteria,
    opts: { offset: number; pageSize: number; order: Order; columns: readonly string[] },
    tuning: Tuning = DEFAULT_TUNING,
  ): Promise<FoundPage<Row>> => {
    if (!fastPath) return sortEveryMatch<Row>(db, mask, lift, criteria, opts, tuning);
    /*
     * How many match, as the ranked search's sample and walk tell it: an estimate unless the
     * directory is small. Not the lookup's exact count: when there are few, sorting every match
     * counts them anyway, and a count first read the same rows twice ('Quiet Harbor Speech
     * Therapy Pllc' at 1,000,000 imported: two lookups of 30 ms for 409 matches).
     */
    const all = await findProviders(
      db,
      criteria,
      { offset: 0, pageSize: 1, order: 'rank', columns: ['id'], estimateOnly: true },
      tuning,
    );
    if (all.total <= sortAllUpTo || opts.pageSize <= 0) {
      return sortEveryMatch<Row>(db, mask, lift, criteria, opts, tuning, all.clauseHits);
    }
    const top = await findProviders<Row>(
      db,
      { ...criteria, clauses: [...(criteria.clauses ?? []), ...everyNeed] },
      { ...opts, order: 'rank' },
      tuning,
    );
    if (top.rows.length < opts.pageSize)
      return sortEveryMatch<Row>(db, mask, lift, criteria, opts, tuning, all.clauseHits);
    const total = Math.max(all.total, opts.offset + opts.pageSize);
    return {
      rows: top.rows,
      total,
      totalIsEstimate: all.totalIsEstimate,
      hasMore: all.totalIsEstimate || opts.offset + opts.pageSize < total,
    };
  };
}

/* Every match with its needs met, sorted; the page is the top of that sort, the total exact. */
async function sortEveryMatch<Row extends Record<string, unknown>>(
  db: Db,
  mask: number,
  lift: Lift,
  criteria: Criteria,
  opts: { offset: number; pageSize: number; columns: readonly string[] },
  tuning: Tuning,
  clauseHits?: ClauseCounts,
): Promise<FoundPage<Row>> {
  const met =
    lift === 'any'
      ? sql`((accommodation_bits & ${given(mask)}) <> 0)::int`
      : sql`bit_count((accommodation_bits & ${given(mask)})::bit(32))::int`;
  const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));
  const rows = await executePrepared<Row & { total?: number; met?: number }>(
    db,
    sql`
      WITH found AS MATERIALIZED (
        SELECT id, tier_rank, verified_percentage, name,
          ${met} AS met
        FROM providers
        WHERE ${VISIBLE} AND ${matchSql(criteria, true, tuning.crossedArms, clauseHits)}
      ),
      summary AS (SELECT count(*)::int AS total FROM found)
      SELECT summary.total, page.met, ${columns}
      FROM summary
      LEFT JOIN LATERAL (
        SELECT * FROM found ORDER BY ${ORDER}
        OFFSET ${given(opts.offset)} LIMIT ${given(opts.pageSize)}
      ) AS page ON true
      LEFT JOIN providers p ON p.id = page.id
      ORDER BY ${PAGE_ORDER}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const page = rows
    .filter((r) => r.id != null)
    .map(({ total: _total, met: _met, ...rest }) => rest as unknown as Row);
  return {
    rows: page,
    total,
    totalIsEstimate: false,
    hasMore: opts.offset + page.length < total,
  };
}

/**
 * The ranked search with the places whose listed accommodations back the line's describing words
 * first ('a calm dentist in austin': those listing Calm or Neutral Decor or Private/Low-Stimulation
 * Rooms), then the others, each part in the spec's order; the same matches, none dropped (decision
 * 053). Bounded like 'Best match for me': when the backed places fill the page, the page is the
 * ranked search's with one more clause.
 */
export function describedFinder(mask: number): typeof findProviders {
  return bestMatchFinder(mask, { lift: 'any' });
}
