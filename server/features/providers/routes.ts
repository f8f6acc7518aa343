import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PickerQuery,
  PickerResponse,
  ProviderCard,
  ProviderIdParams,
  SearchQuery,
  SearchResponse,
  SuggestQuery,
  SuggestResponse,
} from '../../../common/contracts/providers';
import { SearchFacets } from '../../../common/contracts/search-filters';
import { SEARCH_LIMIT_MESSAGES } from '../../../common/messages/search';
import { asAsker } from '../../db/fair-turns';
import { AppError } from '../../lib/app-error';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { isAnonymous, searchForRequest } from './personal-search';
import { pickProviders } from './pick-providers';
import { providerCard } from './provider-cards';
import { searchCacheKey, sendAnswer } from './search-cache';
import { searchFacets } from './search-line-place';
import { createSharedRuns, type SharedRuns } from './shared-runs';
import { suggestSearches } from './suggest-searches';

const MINUTE_MS = 60_000;
/* The search box's suggestions and the review picker ask as the visitor types. */
const TYPING_REQUESTS_PER_SEARCH = 3;

/** PostgreSQL cancelled the statement: the search pool's statement_timeout (db/client.ts). */
const QUERY_CANCELED = '57014';

function sqlStateOf(err: unknown): unknown {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  /*
   * Every search waits for a slot (as many as the search pool has connections; on PGlite their
   * statements take turns), fairly between clients, and identical anonymous searches waiting
   * together run once (shared-runs.ts, decisions 023 and 035).
   */
  const slots = createSharedRuns(app.database.searchSlots);
  const sharedSearch: SharedRuns = (key, run, client = '') =>
    slots(
      key,
      () =>
        asAsker(client, run).catch((err: unknown) => {
          if (sqlStateOf(err) !== QUERY_CANCELED) throw err;
          throw new AppError(503, 'SEARCH_TIMED_OUT', SEARCH_LIMIT_MESSAGES.timedOut);
        }),
      client,
    );
  const db = app.database.searchDb;
  /* Per IP address and endpoint; cached answers count too (decision 035). */
  const perMinute = app.config.searchRateLimitPerMinute;
  const searchLimit = {
    rateLimit: perIpRateLimit(
      { max: perMinute, timeWindowMs: MINUTE_MS },
      SEARCH_LIMIT_MESSAGES.rateLimited,
    ),
  };
  const typingLimit = {
    rateLimit: perIpRateLimit(
      { max: perMinute * TYPING_REQUESTS_PER_SEARCH, timeWindowMs: MINUTE_MS },
      SEARCH_LIMIT_MESSAGES.rateLimited,
    ),
  };

  app.get(
    '/api/providers/search',
    {
      config: searchLimit,
      schema: { tags: ['providers'], querystring: SearchQuery, response: { 200: SearchResponse } },
    },
    async (request, reply) => {
      const cache = app.searchCache;
      if (!cache.enabled || !isAnonymous(request)) {
        return searchForRequest(app, request, reply, sharedSearch);
      }
      /* Anonymous answers are kept a few seconds, serialized (search-cache.ts, decision 033). */
      const key = searchCacheKey(request.query);
      let answer = cache.get(key);
      if (answer === undefined) {
        const generation = cache.generation();
        const serialized = reply.serialize(
          await searchForRequest(app, request, reply, sharedSearch),
        );
        answer = {
          json: typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized),
        };
        cache.set(key, answer, generation);
      }
      return sendAnswer(request, reply as FastifyReply, answer);
    },
  );

  app.get(
    '/api/providers/facets',
    {
      config: searchLimit,
      schema: {
        tags: ['providers'],
        querystring: SearchQuery,
        response: { 200: z.object({ facets: SearchFacets.nullable() }) },
      },
    },
    async (request) => ({
      facets: await sharedSearch(
        `facets ${JSON.stringify(request.query)}`,
        () => searchFacets(db, request.query),
        request.ip,
      ),
    }),
  );

  app.get(
    '/api/providers/suggest',
    {
      config: typingLimit,
      schema: {
        tags: ['providers'],
        querystring: SuggestQuery,
        response: { 200: SuggestResponse },
      },
    },
    async (request) => ({
      suggestions: await sharedSearch(
        /* The same letters asked in each language are two answers (decision 073). */
        `suggest ${request.query.lang ?? 'en'} ${request.query.q ?? ''}`,
        () => suggestSearches(db, request.query.q, request.query.lang),
        request.ip,
      ),
    }),
  );

  app.get(
    '/api/providers/picker',
    {
      config: typingLimit,
      schema: { tags: ['providers'], querystring: PickerQuery, response: { 200: PickerResponse } },
    },
    async (request) => ({
      results: await sharedSearch(
        `picker ${request.query.q ?? ''}`,
        () => pickProviders(db, request.query.q),
        request.ip,
      ),
    }),
  );

  app.get(
    '/api/providers/:id',
    { schema: { tags: ['providers'], params: ProviderIdParams, response: { 200: ProviderCard } } },
    async (request) => {
      const card = await providerCard(app.database.db, request.params.id);
      if (!card) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
      return card;
    },
  );
};
