import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FollowPlaceBody,
  FollowPlaceParams,
  FollowSettingsResponse,
  UnsubscribeQuery,
  UnsubscribeStateResponse,
  UpdateFollowSettingsBody,
} from '../../../common/contracts/follow-changes';
import { UNSUBSCRIBE_MESSAGES } from '../../../common/messages/follow-changes';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { perIpRateLimit, RATE_LIMITED_MESSAGE } from '../../plugins/rate-limit';
import {
  changeMailsOn,
  getFollowSettings,
  setPlaceFollow,
  turnChangeMailsOff,
  updateFollowSettings,
} from './follow-settings';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** Per IP and route: a member's clicks, and the link anyone holding an e-mail may open. */
export const FOLLOW_CHANGES_RATE_LIMITS = {
  settings: { max: 60, timeWindowMs: 60 * 1000 },
  unsubscribe: { max: 30, timeWindowMs: 10 * 60 * 1000 },
} as const;

/**
 * Hearing when a saved place changes (decision 072): the signed-in member's following, and the
 * unsubscribe link, which needs no sign-in (its signed token names the account) and is turned off
 * by a plain POST too (RFC 8058's one-click, sent by mail clients as a form).
 */
export const followChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  /* A one-click POST comes as 'List-Unsubscribe=One-Click', form-encoded; its body is not read. */
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const settingsLimit = {
    rateLimit: perIpRateLimit(FOLLOW_CHANGES_RATE_LIMITS.settings, RATE_LIMITED_MESSAGE),
  };
  const unsubscribeLimit = {
    rateLimit: perIpRateLimit(FOLLOW_CHANGES_RATE_LIMITS.unsubscribe, RATE_LIMITED_MESSAGE),
  };

  app.get(
    '/api/me/follow-changes',
    { schema: { tags: ['follow-changes'], response: { 200: FollowSettingsResponse } } },
    async (request) => {
      const user = await requireUser(app, request);
      return getFollowSettings(app.database.db, user.id);
    },
  );

  app.put(
    '/api/me/follow-changes',
    {
      config: settingsLimit,
      schema: {
        tags: ['follow-changes'],
        body: UpdateFollowSettingsBody,
        response: { 200: FollowSettingsResponse },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return updateFollowSettings(app.database.db, user.id, request.body);
    },
  );

  app.put(
    '/api/me/follow-changes/places/:providerId',
    {
      config: settingsLimit,
      schema: {
        tags: ['follow-changes'],
        params: FollowPlaceParams,
        body: FollowPlaceBody,
        response: { 200: FollowSettingsResponse },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return setPlaceFollow(
        app.database.db,
        user.id,
        request.params.providerId,
        request.body.following,
      );
    },
  );

  const accountOf = async (request: FastifyRequest<{ Querystring: { token: string } }>) => {
    const userId = await verifyUnsubscribeToken(app.config.authSecret, request.query.token);
    if (!userId)
      throw AppError.badRequest('UNSUBSCRIBE_LINK_INVALID', UNSUBSCRIBE_MESSAGES.invalid);
    return userId;
  };

  app.get(
    '/api/follow-changes/unsubscribe',
    {
      config: unsubscribeLimit,
      schema: {
        tags: ['follow-changes'],
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeStateResponse },
      },
    },
    async (request) => ({
      subscribed: await changeMailsOn(app.database.db, await accountOf(request)),
    }),
  );

  app.post(
    '/api/follow-changes/unsubscribe',
    {
      config: unsubscribeLimit,
      schema: {
        tags: ['follow-changes'],
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeStateResponse },
      },
    },
    async (request) => {
      await turnChangeMailsOff(app.database.db, await accountOf(request));
      return { subscribed: false };
    },
  );
};
