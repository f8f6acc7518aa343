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
import { AppError } from '../../lib/app-error';
import { isAnonymous, searchForRequest } from './personal-search';
import { pickProviders } from './pick-providers';
import { providerCard } from './provider-cards';
import { sendAnswer } from './search-cache';
import { searchFacets } from './search-providers-near';
import { createSharedRuns } from './shared-runs';
import { suggestSearches } from './suggest-searches';

/* Searches running at once on PostgreSQL: the pool's size (db/client.ts). */
const SEARCH_SLOTS = 10;

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  /* Identical anonymous searches waiting for a connection run once (shared-runs.ts). */
  const sharedSearch = createSharedRuns(app.database.mode === 'pglite' ? 1 : SEARCH_SLOTS);
  app.get(
    '/api/providers/search',
    {
      schema: { tags: ['providers'], querystring: SearchQuery, response: { 200: SearchResponse } },
    },
    async (request, reply) => {
      const cache = app.searchCache;
      if (!cache.enabled || !isAnonymous(request)) {
        return searchForRequest(app, request, reply, sharedSearch);
      }
      /* Anonymous answers are kept a few seconds, serialized (search-cache.ts, decision 033). */
      const key = JSON.stringify(request.query);
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
      schema: {
        tags: ['providers'],
        querystring: SearchQuery,
        response: { 200: z.object({ facets: SearchFacets.nullable() }) },
      },
    },
    async (request) => ({ facets: await searchFacets(app.database.db, request.query) }),
  );

  app.get(
    '/api/providers/suggest',
    {
      schema: {
        tags: ['providers'],
        querystring: SuggestQuery,
        response: { 200: SuggestResponse },
      },
    },
    async (request) => ({ suggestions: await suggestSearches(app.database.db, request.query.q) }),
  );

  app.get(
    '/api/providers/picker',
    {
      schema: { tags: ['providers'], querystring: PickerQuery, response: { 200: PickerResponse } },
    },
    async (request) => ({ results: await pickProviders(app.database.db, request.query.q) }),
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
