import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  accounts,
  profiles,
  type Role,
  sessions,
  user_roles,
  users,
  verifications,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Mailer } from '../mail/mailer';
import { confirmEmailMessage, resetPasswordMessage } from './auth-mails';
import type { AuthLimiter } from './rate-limit';

export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;
export const MIN_PASSWORD_LENGTH = 6;

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = opts;
  return betterAuth({
    appName: 'CalmPath',
    baseURL: config.siteUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.siteUrl],
    telemetry: { enabled: false },
    /* Our own limiter (plugins/rate-limit.ts) covers auth routes, with Redis across processes. */
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const result = await mailer.send(resetPasswordMessage(user.email, url));
        if (!result.ok)
          throw new APIError('SERVICE_UNAVAILABLE', {
            message: 'We could not send the reset e-mail. Please try again.',
            code: 'MAIL_FAILED',
          });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const result = await mailer.send(confirmEmailMessage(user.email, user.name, url));
        if (!result.ok)
          throw new APIError('SERVICE_UNAVAILABLE', {
            message: 'We could not send the confirmation e-mail. Please try again.',
            code: 'MAIL_FAILED',
          });
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      /* A session used after a day is renewed: active users are never signed out. */
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      /*
       * Better Auth answers a sign-up for a known address with a fake success (anti-enumeration).
       * The spec wants 'Account Exists' so people know to sign in instead: we say so for confirmed
       * accounts, and for unconfirmed ones we send the confirmation link again (see
       * docs/decisions/004-auth.md).
       */
      before: createAuthMiddleware(async (ctx) => {
        /* No open redirects: every redirect target must be a path on our own site. */
        for (const key of ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL']) {
          const target = ctx.body?.[key] ?? ctx.query?.[key];
          /* Not a string ({ "toString": 1 } cannot even be converted): not a redirect of ours. */
          if (
            target !== undefined &&
            (typeof target !== 'string' || !isOwnUrl(target, config.siteUrl))
          ) {
            throw new APIError('FORBIDDEN', {
              message: `Invalid ${key}`,
              code: 'INVALID_REDIRECT',
            });
          }
        }
        if (ctx.path !== '/sign-up/email') return;
        const email =
          typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        if (!email) return;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email);
        if (!existing) return;
        if (existing.user.emailVerified) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            message: 'User already registered',
            code: 'USER_ALREADY_EXISTS',
          });
        }
        await sendVerificationEmailFn(ctx, existing.user);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, email: user.email, full_name: user.name || null })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function isOwnUrl(target: string, siteUrl: string): boolean {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return true;
  try {
    return new URL(target).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** Mounts Better Auth under /api/auth/* and gives routes a way to ask who is calling. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limiter: AuthLimiter) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: limiter,
    async handler(request, reply) {
      const url = new URL(request.url, app.config.siteUrl);
      const init: RequestInit = {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
      };
      if (request.method !== 'GET' && request.body !== undefined) {
        init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
      const response = await auth.handler(new Request(url, init));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text.length > 0 ? text : null);
    },
  });
}

export async function sessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  let user: SessionUser | null = null;
  if (request.headers.cookie) {
    const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    user = session
      ? {
          id: session.user.id,
          email: session.user.email,
          name: session.user.name,
          emailVerified: session.user.emailVerified,
        }
      : null;
  }
  request.sessionUser = user;
  return user;
}

export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await sessionUser(app, request);
  if (!user) throw AppError.unauthorized();
  return user;
}

export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: user_roles.role })
    .from(user_roles)
    .where(eq(user_roles.user_id, userId));
  return rows.map((r) => r.role);
}

export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ id: user_roles.id })
    .from(user_roles)
    .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, role)))
    .limit(1);
  return rows.length > 0;
}
