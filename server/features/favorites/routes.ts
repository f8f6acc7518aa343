import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavoriteIdsResponse,
  FavoriteProviderParams,
  FavoriteProvidersResponse,
  FavoriteStateResponse,
  ToggleFavoriteBody,
} from '../../../common/contracts/favorites';
import { FAVORITE_MESSAGES } from '../../../common/messages/account';
import { AppError } from '../../lib/app-error';
import { sessionUser } from '../../plugins/auth';
import {
  favoriteProviderIds,
  favoriteProviders,
  removeFavorite,
  toggleFavorite,
} from './favorites';

/* The spec's own wording: saving signed out 'Must be logged in to save favorites' (public-side.md
 * §8); the page signed out 'You must be signed in to view your favorites'. */
async function userFor(app: FastifyInstance, request: FastifyRequest, message: string) {
  const user = await sessionUser(app, request);
  if (!user) throw AppError.unauthorized(message);
  return user;
}

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/favorites',
    { schema: { tags: ['favorites'], response: { 200: FavoriteIdsResponse } } },
    async (request) => {
      const user = await userFor(app, request, FAVORITE_MESSAGES.signInRequired);
      return { providerIds: await favoriteProviderIds(app.database.db, user.id) };
    },
  );

  app.get(
    '/api/favorites/providers',
    { schema: { tags: ['favorites'], response: { 200: FavoriteProvidersResponse } } },
    async (request) => {
      const user = await userFor(app, request, FAVORITE_MESSAGES.signInRequired);
      return { results: await favoriteProviders(app.database.db, user.id) };
    },
  );

  app.post(
    '/api/favorites/toggle',
    {
      schema: {
        tags: ['favorites'],
        body: ToggleFavoriteBody,
        response: { 200: FavoriteStateResponse },
      },
    },
    async (request) => {
      const user = await userFor(app, request, FAVORITE_MESSAGES.mustBeLoggedIn);
      return toggleFavorite(app.database.db, user.id, request.body.providerId);
    },
  );

  app.delete(
    '/api/favorites/:providerId',
    {
      schema: {
        tags: ['favorites'],
        params: FavoriteProviderParams,
        response: { 200: FavoriteStateResponse },
      },
    },
    async (request) => {
      const user = await userFor(app, request, FAVORITE_MESSAGES.mustBeLoggedIn);
      return removeFavorite(app.database.db, user.id, request.params.providerId);
    },
  );
};
