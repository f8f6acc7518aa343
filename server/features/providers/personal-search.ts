import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccommodationEvidence } from '../../../common/contracts/profile-stats';
import type {
  ProviderCard,
  SearchQuery,
  SearchResponse,
} from '../../../common/contracts/providers';
import { readNearMe } from '../../../common/domain/near-me';
import { matchNeeds, needsMask } from '../../../common/domain/needs-match';
import type { Db } from '../../db/client';
import { provider_profile_stats } from '../../db/schema';
import { sessionUser } from '../../plugins/auth';
import { readNeeds } from '../me/needs/read-needs';
import { savedZip } from '../me/saved-zip';
import { DEFAULT_TUNING, findProviders } from './find-providers';
import { bestMatchFinder } from './find-providers-best-match';
import { isPlacedRefined, readLinePlace, searchPlaced } from './search-line-place';
import { askForLocation, searchProviders } from './search-providers';
import type { SharedRuns } from './shared-runs';

/** A request without a session cookie or credentials: its answer depends on the query alone. */
export function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.cookie && !request.headers.authorization;
}

/**
 * The search as a given visitor sees it (decision 031). A request without a session
 * gets exactly the public search (no session lookup without a cookie; same body and headers, so
 * it stays cacheable). A signed-in member with saved needs gets 'Meets n of your m needs' on
 * every card and may order by 'Best match for me'; those answers are private.
 */
export async function searchForRequest(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: SearchQuery }>,
  reply: FastifyReply,
  /**
   * Searches wait for a slot by client, and identical anonymous ones waiting together run once
   * (shared-runs.ts); without it, the search runs at once.
   */
  shared?: SharedRuns,
): Promise<SearchResponse> {
  const db = app.database.searchDb;
  /* 'barber near 85719', 'barber near denver': the place the line names (decision 053). */
  const placed = await readLinePlace(db, request.query);
  let query = placed.query;
  const refined = () => isPlacedRefined({ ...placed, query });
  const slot = <T>(key: string | null, run: () => Promise<T>) =>
    shared ? shared(key, run, request.ip) : run();
  /* Filters or a radius (decision 030) take their own path; 'Meets n of m' is added the same way. */
  const search = () => searchPlaced(db, { ...placed, query });
  /* 'near me' without a ZIP: the member's saved one, else ask (decision 043). */
  const nearMe = !query.near && readNearMe(query.q ?? '').nearMe;
  if (isAnonymous(request)) {
    /* The key names the city: 'barber near denver' and 'barber' both search the line 'barber'. */
    const key = JSON.stringify({ ...query, city: placed.city?.place });
    return nearMe ? askForLocation(query) : slot(key, search);
  }
  const user = await sessionUser(app, request);
  if (nearMe) {
    const zip = user ? await savedZip(app.database.db, user.id) : null;
    if (!zip) return askForLocation(query);
    query = { ...query, near: zip };
  }
  if (!user) return slot(null, search);
  reply.header('Cache-Control', 'private, no-store');
  const needs = await readNeeds(db, user.id);
  if (needs.length === 0) return slot(null, search);
  if (refined()) {
    const response = await slot(null, search);
    return { ...response, results: await withNeedsMatch(db, needs, response.results) };
  }
  const finder = query.sort === 'best-match' ? bestMatchFinder(needsMask(needs)) : findProviders;
  const response = await slot(null, () => searchProviders(db, query, DEFAULT_TUNING, finder));
  return { ...response, results: await withNeedsMatch(db, needs, response.results) };
}

/** The cards, each with how it meets the needs (and families' confirmations, when known). */
export async function withNeedsMatch(
  db: Db,
  needs: readonly string[],
  cards: ProviderCard[],
): Promise<ProviderCard[]> {
  const confirmations = await confirmationsOf(
    db,
    cards.map((r) => r.id),
  );
  return cards.map((card) => {
    const match = matchNeeds(needs, {
      accommodations: card.accommodations,
      confirmations: confirmations.get(card.id) ?? null,
    });
    return match
      ? { ...card, needsMatch: { met: match.met, total: match.total, confirmed: match.confirmed } }
      : card;
  });
}

/**
 * Families' confirmations per accommodation for the page's providers, from the evidence kept in
 * provider_profile_stats (decision 028). A provider with no stats row is 'not known'.
 */
async function confirmationsOf(
  db: Db,
  ids: number[],
): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: provider_profile_stats.provider_id, evidence: provider_profile_stats.evidence })
    .from(provider_profile_stats)
    .where(inArray(provider_profile_stats.provider_id, ids));
  for (const row of rows) {
    const counts: Record<string, number> = {};
    for (const item of Array.isArray(row.evidence) ? row.evidence : []) {
      const parsed = AccommodationEvidence.safeParse(item);
      if (parsed.success) counts[parsed.data.accommodation] = parsed.data.confirmations;
    }
    out.set(row.id, counts);
  }
  return out;
}
