import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { type Criteria, type FoundPage, findProviders, matchSql } from './find-providers';

/*
 * 'Best match for me' (issue 15, decision 031): the same matches as the ranked search, ordered by
 * how many of the member's needs each provider declares (bits shared by accommodation_bits and
 * the needs mask), then by the spec's tier ordering (tier, verified share, name, id). The count
 * depends on the member, so no index holds this order: every match is collected (through the
 * indexes the ranked search's lookup uses) and the page is the top of a sort of their keys.
 * The total is exact.
 */
const ORDER = sql.raw(
  'met DESC, tier_rank DESC NULLS LAST, verified_percentage DESC NULLS LAST, name, id',
);
const PAGE_ORDER = sql.raw(
  'page.met DESC, page.tier_rank DESC NULLS LAST, page.verified_percentage DESC NULLS LAST, page.name, page.id',
);

/** A page finder with findProviders' signature that orders by needs met first. */
export function bestMatchFinder(mask: number): typeof findProviders {
  if (!Number.isInteger(mask) || mask <= 0) return findProviders;
  return async <Row extends Record<string, unknown>>(
    db: Db,
    criteria: Criteria,
    opts: { offset: number; pageSize: number; columns: readonly string[] },
  ): Promise<FoundPage<Row>> => {
    const columns = sql.raw(opts.columns.map((c) => `p.${c}`).join(', '));
    const rows = await executePrepared<Row & { total?: number; met?: number }>(
      db,
      sql`
      WITH found AS MATERIALIZED (
        SELECT id, tier_rank, verified_percentage, name,
          bit_count((accommodation_bits & (SELECT ${mask}::int))::bit(32))::int AS met
        FROM providers
        WHERE accommodation_status <> 'pending' AND ${matchSql(criteria, true)}
      ),
      summary AS (SELECT count(*)::int AS total FROM found)
      SELECT summary.total, page.met, ${columns}
      FROM summary
      LEFT JOIN LATERAL (
        SELECT * FROM found ORDER BY ${ORDER}
        OFFSET (SELECT ${opts.offset}::int) LIMIT (SELECT ${opts.pageSize}::int)
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
  };
}
