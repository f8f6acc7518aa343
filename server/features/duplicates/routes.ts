import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuplicateEmailsQuery,
  DuplicateEmailsResponse,
  LinkUserBody,
  LinkUserResponse,
} from '../../../common/contracts/duplicates';
import {
  KeepPlacesApartResponse,
  MergePlacesBody,
  MergePlacesResponse,
  PlaceDuplicatesQuery,
  PlaceDuplicatesResponse,
  PlacePairParams,
  ScanPlaceDuplicatesResponse,
} from '../../../common/contracts/place-duplicates';
import { adminOnly, requireAdmin } from '../admin-access/require-role';
import { findDuplicateEmails } from './find-duplicate-emails';
import { keepPlacesApart } from './keep-places-apart';
import { linkUserToProvider } from './link-user-to-provider';
import { listPlaceDuplicates } from './list-place-duplicates';
import { mergePlaces } from './merge-places';
import { redirectMergedPlaces } from './redirect-merged-places';
import { scanPlaceDuplicates } from './scan-place-duplicates';

const tags = ['admin: duplicates'];

/**
 * Duplicate Emails (provider-admin-side.md §2): accounts, so admins only (decision 041); Link User
 * is audited. Possible duplicate places (decision 063): merging moves business accounts and
 * promotions, so admins only too; merge and keep apart are audited.
 */
export const duplicateEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  redirectMergedPlaces(app);

  app.get(
    '/api/admin/duplicate-emails',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        querystring: DuplicateEmailsQuery,
        response: { 200: DuplicateEmailsResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { after, q, state } = request.query;
      return findDuplicateEmails(app.database.db, after, undefined, { q, state });
    },
  );

  app.post(
    '/api/admin/duplicate-emails/link',
    {
      onRequest: adminOnly(app),
      schema: { tags, body: LinkUserBody, response: { 200: LinkUserResponse } },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return linkUserToProvider(app.database.db, { admin, ...request.body });
    },
  );

  app.get(
    '/api/admin/place-duplicates',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        querystring: PlaceDuplicatesQuery,
        response: { 200: PlaceDuplicatesResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listPlaceDuplicates(app.database.db, request.query.after);
    },
  );

  app.post(
    '/api/admin/place-duplicates/scan',
    { onRequest: adminOnly(app), schema: { tags, response: { 200: ScanPlaceDuplicatesResponse } } },
    async () => ({ found: await scanPlaceDuplicates(app.database.db) }),
  );

  app.post(
    '/api/admin/place-duplicates/:pairId/merge',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        params: PlacePairParams,
        body: MergePlacesBody,
        response: { 200: MergePlacesResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return mergePlaces(app.database.db, {
        admin,
        pairId: request.params.pairId,
        ...request.body,
      });
    },
  );

  app.post(
    '/api/admin/place-duplicates/:pairId/keep-apart',
    {
      onRequest: adminOnly(app),
      schema: { tags, params: PlacePairParams, response: { 200: KeepPlacesApartResponse } },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return keepPlacesApart(app.database.db, { admin, pairId: request.params.pairId });
    },
  );
};

/*
 * Not encapsulated: the merged places' redirect (redirect-merged-places.ts) is a hook of the
 * whole app, so it reaches the provider page and its profile route, registered after this.
 */
Object.assign(duplicateEmailRoutes, { [Symbol.for('skip-override')]: true });
