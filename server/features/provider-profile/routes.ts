import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HelpfulResponse,
  ProviderProfile,
  PublishedReviewsQuery,
  PublishedReviewsResponse,
  ReportReviewBody,
  ReportReviewResponse,
  ReviewIdParams,
} from '../../../common/contracts/provider-profile';
import { ProviderIdParams } from '../../../common/contracts/providers';
import { PROFILE_WORDS_MESSAGES as SPANISH_PROFILE_WORDS } from '../../../common/messages/es/profile-words';
import { PROFILE_MESSAGES } from '../../../common/messages/provider';
import { providers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { requestLocale } from '../../plugins/error-language';
import { readNeeds } from '../me/needs/read-needs';
import { getProviderProfile, profileAccess } from './get-provider-profile';
import { listPublishedReviews } from './list-published-reviews';
import { markReviewHelpful } from './mark-review-helpful';
import { reportReview } from './report-review';
import {
  providerSitemap,
  robotsTxt,
  SITEMAP_MAX_FILES,
  sitemapIndex,
  staticSitemap,
} from './sitemap';

const providerFileNumber = (file: string) =>
  Number(file.slice('providers-'.length, -'.xml'.length));

const notFound = () => AppError.notFound(PROFILE_MESSAGES.notFoundBody, 'PROVIDER_NOT_FOUND');

/** The provider profile (decision 027): page data, reviews, helpful votes, reports, SEO. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/providers/:id/profile',
    {
      schema: { tags: ['providers'], params: ProviderIdParams, response: { 200: ProviderProfile } },
    },
    async (request, reply) => {
      const viewer = await sessionUser(app, request);
      /* A visitor (no cookie: no session lookup) gets the public page, as cacheable as before. */
      const needs = viewer ? await readNeeds(db(), viewer.id) : [];
      const profile = await getProviderProfile(db(), request.params.id, viewer, needs);
      if (!profile) throw notFound();
      /* A preview of an unlisted business is for its owner and admins, and 'Meets n of your m
       * needs' is for one member: never cached. */
      if (profile.visibility === 'preview' || profile.needsMatch) {
        reply.header('Cache-Control', 'private, no-store');
      }
      return profile;
    },
  );

  app.get(
    '/api/providers/:id/reviews',
    {
      schema: {
        tags: ['providers'],
        params: ProviderIdParams,
        querystring: PublishedReviewsQuery,
        response: { 200: PublishedReviewsResponse },
      },
    },
    async (request, reply) => {
      const viewer = await sessionUser(app, request);
      const [row] = await db()
        .select({
          accommodation_status: providers.accommodation_status,
          business_admin_user_id: providers.business_admin_user_id,
        })
        .from(providers)
        .where(eq(providers.id, request.params.id));
      if (!row || (await profileAccess(db(), row, viewer)) === 'hidden') throw notFound();
      /* A signed-in viewer's page carries their own marks (helpful, reported, their review, and
       * with saved needs the similar-needs order and marks): private. A visitor's is unchanged. */
      const needs = viewer ? await readNeeds(db(), viewer.id) : [];
      if (viewer) reply.header('Cache-Control', 'private, no-store');
      /* A reviewer without a name is named in the reader's language (decision 067). */
      reply.header('Vary', 'Accept-Language, Cookie');
      const anonymousName =
        requestLocale(request) === 'es' ? SPANISH_PROFILE_WORDS.anonymousReviewer : undefined;
      return listPublishedReviews(
        db(),
        request.params.id,
        request.query,
        viewer?.id ?? null,
        needs,
        anonymousName,
      );
    },
  );

  app.post(
    '/api/reviews/:id/helpful',
    {
      onRequest: async (request) => {
        await requireUser(app, request);
      },
      schema: { tags: ['reviews'], params: ReviewIdParams, response: { 200: HelpfulResponse } },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return markReviewHelpful(db(), user.id, request.params.id);
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      onRequest: async (request) => {
        await requireUser(app, request);
      },
      schema: {
        tags: ['reviews'],
        params: ReviewIdParams,
        body: ReportReviewBody,
        response: { 201: ReportReviewResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      return reply
        .status(201)
        .send(await reportReview(db(), user.id, request.params.id, request.body));
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapIndex(db(), app.config.siteUrl)),
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          file: z
            .string()
            .regex(/^(pages|providers-[1-9]\d{0,4})\.xml$/)
            .refine((f) => f === 'pages.xml' || providerFileNumber(f) <= SITEMAP_MAX_FILES, {
              message: 'No such sitemap file',
            }),
        }),
      },
    },
    async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      const { file } = request.params;
      if (file === 'pages.xml') return reply.send(staticSitemap(app.config.siteUrl));
      return reply.send(providerSitemap(db(), app.config.siteUrl, providerFileNumber(file)));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(app.config.siteUrl)),
  );
};
