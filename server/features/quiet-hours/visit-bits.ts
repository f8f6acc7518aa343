import { inArray, type SQL, sql } from 'drizzle-orm';
import type { VisitFilter } from '../../../common/catalog/visit-filters';
import { todayIso } from '../../../common/contracts/staff-training';
import {
  happensWithinWeek,
  timeZoneOfState,
  todayIn,
  weekdaysOfMask,
} from '../../../common/domain/quiet-hours';
import type { DbOrTx } from '../../db/client';
import { providers, quiet_hours } from '../../db/schema';
import { given } from '../providers/search-sql';

/** providers.visit_bits (decision 068): what search's 'visit' filter asks for. */
const VISIT_BITS = {
  /** A quiet hour or session within the next 7 days (the place's dates). */
  'quiet-hour': 1,
  /** A verified staff training that has not expired. */
  'trained-staff': 2,
} as const;

/**
 * Rewrites providers.visit_bits for the given providers (all of them without ids): bit 0 when one
 * of its quiet hours happens within the next 7 days in the place's zone, bit 1 when it has a
 * verified staff training with no expiry or one not yet passed: the public page's rule, the expiry
 * on or after today's UTC date (`todayIso`), not the database's current_date, whose day depends on
 * the server's time zone (decision 072). Only rows whose bits change are written. Called when
 * quiet hours or trainings change, and hourly by the visit-bits job (the week moves on). Returns
 * how many providers changed.
 */
export async function recomputeVisitBits(
  db: DbOrTx,
  providerIds?: readonly number[],
  now: Date = new Date(),
): Promise<number> {
  if (providerIds && providerIds.length === 0) return 0;
  const rows = await db
    .select({
      providerId: quiet_hours.provider_id,
      weekdays: quiet_hours.weekdays,
      onDate: quiet_hours.on_date,
      untilDate: quiet_hours.until_date,
      state: providers.state,
    })
    .from(quiet_hours)
    .innerJoin(providers, sql`${providers.id} = ${quiet_hours.provider_id}`)
    .where(providerIds ? inArray(quiet_hours.provider_id, [...providerIds]) : undefined);
  const todays = new Map<string, string>();
  const quiet = new Set<number>();
  for (const row of rows) {
    const zone = timeZoneOfState(row.state);
    const today = todays.get(zone) ?? todayIn(zone, now);
    todays.set(zone, today);
    const entry = {
      weekdays: weekdaysOfMask(row.weekdays),
      onDate: row.onDate,
      untilDate: row.untilDate,
    };
    if (happensWithinWeek(entry, today)) quiet.add(row.providerId);
  }
  const quietIds = sql`ARRAY[${sql.join(
    [0, ...quiet].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  const trained = sql`CASE WHEN EXISTS (
      SELECT 1 FROM staff_trainings t WHERE t.provider_id = p.id AND t.status = 'verified'
        AND (t.expires_on IS NULL OR t.expires_on >= ${todayIso(now)}::date)
    ) THEN 2 ELSE 0 END`;
  const scope = providerIds
    ? sql`p.id IN (${sql.join(
        providerIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql`true`;
  const result = await db.execute(sql`
    WITH next AS (
      SELECT p.id, (CASE WHEN p.id = ANY(${quietIds}) THEN 1 ELSE 0 END) | ${trained} AS bits
      FROM providers p WHERE ${scope}
    )
    UPDATE providers SET visit_bits = next.bits
    FROM next WHERE providers.id = next.id AND providers.visit_bits <> next.bits
    RETURNING providers.id`);
  return result.rows.length;
}

/** The visit_bits mask of the visit filters asked for (search's `visit` parameter). */
export function visitMaskOf(filters: readonly VisitFilter[] | undefined): number {
  return (filters ?? []).reduce((mask, filter) => mask | VISIT_BITS[filter], 0);
}

/*
 * A search condition: the row (its `id` in scope) has every bit of the mask. Asked of the few
 * providers with any bit (providers_visit_bits_idx), so the search's own indexes and index-only
 * scans stay as they are; the mask is hidden from the planner like every value a search gives.
 */
export function visitFilterSql(mask: number): SQL {
  return sql`id IN (SELECT v.id FROM providers v WHERE v.visit_bits <> 0 AND (v.visit_bits & ${given(mask)}) = ${given(mask)})`;
}
