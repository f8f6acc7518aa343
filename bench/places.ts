import { ALL_ACCOMMODATIONS } from '../common/catalog/accommodations';
import type { CategoryGroupKey } from '../common/catalog/business-categories';
import { SEARCH_RADII } from '../common/catalog/search-places';
import type { SearchQuery } from '../common/contracts/providers';
import type { Db, DbMode } from '../server/db/client';
import { DEMO_CITIES } from '../server/db/seed/cities';
import { searchProvidersNear } from '../server/features/providers/search-providers-near';

/*
 * Refined searches (decision 030) for `npm run bench`: accommodation filters on a line
 * or group ([mode, filters]) and 'within N miles of ZIP' with and without a line, filters and the
 * distance order ([mode, radius]). Deterministic, like bench/queries.ts.
 */
type Refined = { kind: 'filters' | 'radius'; input: SearchQuery };

const COMMON = ALL_ACCOMMODATIONS.slice(0, 6);

export function placesQueries(): Refined[] {
  const out: Refined[] = [];
  const categories = ['dentist', 'pediatrician', 'barber', 'speech therapist', 'swim', 'preschool'];
  const groups: CategoryGroupKey[] = ['healthcare', 'personal-care', 'childcare', 'recreation'];
  const slug = (i: number) =>
    (ALL_ACCOMMODATIONS[i % ALL_ACCOMMODATIONS.length] as string)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const needs = (k: number, n: number) =>
    Array.from({ length: n }, (_, j) => slug((k * 7 + j * 5) % COMMON.length)).join(',');

  DEMO_CITIES.forEach((city, i) => {
    const base = { page: 1 } as const;
    // Filters: a city, a kind of provider in a city, a group; one to three accommodations.
    out.push({ kind: 'filters', input: { ...base, q: city.city, needs: toItems(needs(i, 1)) } });
    out.push({
      kind: 'filters',
      input: {
        ...base,
        q: `${categories[i % categories.length]} ${city.city}`,
        needs: toItems(needs(i, 2)),
        confirmed: i % 2 === 0 ? '1' : undefined,
      },
    });
    if (i % 4 === 0) {
      out.push({
        kind: 'filters',
        input: { ...base, group: groups[i % groups.length], needs: toItems(needs(i, 3)) },
      });
    }
    // Radius: around one of the city's ZIPs, every radius, alone or with a line and filters.
    const zip = city.zips[i % city.zips.length] as string;
    const within = SEARCH_RADII[i % SEARCH_RADII.length];
    out.push({ kind: 'radius', input: { ...base, near: zip, within } });
    out.push({
      kind: 'radius',
      input: {
        ...base,
        near: zip,
        within: SEARCH_RADII[(i + 2) % SEARCH_RADII.length],
        q: categories[i % categories.length],
        sort: 'distance',
      },
    });
    out.push({
      kind: 'radius',
      input: { ...base, near: zip, within: 25, needs: toItems(needs(i, 2)), sort: 'distance' },
    });
  });
  return out;
}

function toItems(slugs: string): SearchQuery['needs'] {
  return slugs.split(',').map(
    (s) =>
      ALL_ACCOMMODATIONS.find(
        (a) =>
          a
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') === s,
      ) as (typeof ALL_ACCOMMODATIONS)[number],
  );
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Runs the refined searches (warm-up, then two timed rounds); one summary line per kind. */
export async function benchPlaces(
  db: Db,
  mode: DbMode,
  providerCount: number | string,
): Promise<string[]> {
  const queries = placesQueries();
  for (let pass = 0; pass < 3; pass++)
    for (const q of queries) await searchProvidersNear(db, q.input);
  const times: Record<Refined['kind'], number[]> = { filters: [], radius: [] };
  const totals: Record<Refined['kind'], number[]> = { filters: [], radius: [] };
  for (let round = 0; round < 2; round++) {
    for (const q of queries) {
      const started = performance.now();
      const result = await searchProvidersNear(db, q.input);
      times[q.kind].push(performance.now() - started);
      if (round === 0) totals[q.kind].push(result.total);
    }
  }
  const lines: string[] = [];
  for (const kind of ['filters', 'radius'] as const) {
    const ms = (n: number) => n.toFixed(1);
    const count = times[kind].length / 2;
    const matched = totals[kind];
    lines.push(
      `${kind === 'filters' ? 'filtered search' : 'radius search'} p95 ${ms(percentile(times[kind], 95))} ms (p50 ${ms(percentile(times[kind], 50))}, max ${ms(Math.max(...times[kind]))}) over ${count} searches x 2, ${Math.round(percentile(matched, 50))} median / ${Math.max(...matched)} most matches, at ${providerCount} providers [${mode}, ${kind}]`,
    );
  }
  return lines;
}
