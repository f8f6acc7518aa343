import type { AuthContext } from 'better-auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { mailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import {
  type AttemptLimit,
  type AuthEndpoint,
  authEndpoints,
  MAX_PASSWORD_LENGTH,
  REDIRECT_MESSAGE,
  resolveSameSite,
} from './auth-endpoints';
import {
  confirmEmailMessage,
  confirmNewEmailMessage,
  emailChangeNoticeMessage,
  resetPasswordMessage,
} from './auth-mails';
import type { AttemptSubject, AuthLimiter } from './rate-limit';
import { redactDetail } from './request-log';
import { trustedOrigins } from './same-origin';
import {
  bindConfirmationUrl,
  settleCredentialOnConfirmation,
  storePendingCredential,
} from './signup-credentials';

export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;
export const MIN_PASSWORD_LENGTH = 6;
export const CONFIRMATION_LIFETIME_SECONDS = 60 * 60 * 24;
const REDIRECT_KEYS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

export function createAuth(opts: {
  config: Config;
  db: Db;
  mailer: Mailer;
  /* Better Auth's own messages join the app's log, through its redaction (decision 036). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}) {
  const { config, db, mailer, log } = opts;
  /* Set once Better Auth is built; the confirmation hook needs its adapter and secret. */
  let authContext: Promise<AuthContext> | undefined;
  const auth = betterAuth({
    appName: 'CalmPath',
    baseURL: config.siteUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    ...(log
      ? {
          logger: {
            log: (
              level: 'debug' | 'info' | 'warn' | 'error',
              message: string,
              ...args: unknown[]
            ) => log[level]({ detail: redactDetail(args) }, `auth: ${message}`),
          },
        }
      : {}),
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
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      /*
       * Not awaited: the answer must take as long for an unknown address as for a known one, so
       * the mail goes out after it. The mailer never throws; it logs a failure and records it in
       * mail_log.
       */
      sendResetPassword: async ({ user, url }) => {
        /* The account's language (decision 066): Better Auth reads it with the user's row. */
        const locale = mailLocale((user as { locale?: unknown }).locale);
        void mailer.send(resetPasswordMessage(user.email, url, locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        /*
         * A change of address (POST /change-email) names the new address here; the account
         * still has the old one until the link is opened (decision 025).
         */
        const [stored] = await db
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, user.id));
        /* In the account's language, its link leading to that language's pages (decision 066). */
        const locale = mailLocale(stored?.locale);
        if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
          void mailer.send(emailChangeNoticeMessage(stored.email, locale));
          const sent = await mailer.send(confirmNewEmailMessage(user.email, url, locale));
          if (!sent.ok)
            throw new APIError('SERVICE_UNAVAILABLE', {
              message: 'We could not send the confirmation e-mail. Please try again.',
              code: 'MAIL_FAILED',
            });
          return;
        }
        const bound = await bindConfirmationUrl(db, {
          url,
          userId: user.id,
          email: user.email,
          secret: config.authSecret,
          expiresIn: CONFIRMATION_LIFETIME_SECONDS,
        });
        const result = await mailer.send(confirmEmailMessage(user.email, bound, locale));
        if (!result.ok)
          throw new APIError('SERVICE_UNAVAILABLE', {
            message: 'We could not send the confirmation e-mail. Please try again.',
            code: 'MAIL_FAILED',
          });
      },
      beforeEmailVerification: async (user, request) => {
        const token = request ? new URL(request.url).searchParams.get('token') : null;
        if (!authContext) throw new Error('Better Auth is not ready');
        await settleCredentialOnConfirmation(await authContext, db, user, token ?? undefined);
      },
    },
    user: {
      /* The link goes to the new address; the old one gets a notice (decision 025). */
      changeEmail: { enabled: true },
      /*
       * The account's language (users.locale, migration 0027): set at sign-up from the page's
       * language (the sign-up body's `locale`, checked in auth-endpoints.ts), English otherwise.
       * Its mails are written in it (decision 066).
       */
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
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
      before: createAuthMiddleware(async (ctx) => {
        /*
         * Our routes already resolve every redirect target (auth-endpoints.ts); this covers
         * server-side calls of auth.api that do not pass through them.
         */
        for (const key of REDIRECT_KEYS) {
          const target = ctx.body?.[key] ?? ctx.query?.[key];
          /* Not a string ({ "toString": 1 } cannot even be converted): not a redirect of ours. */
          if (
            target !== undefined &&
            (typeof target !== 'string' || resolveSameSite(target, config.siteUrl) === null)
          ) {
            throw new APIError('BAD_REQUEST', {
              message: `Invalid ${key}: ${REDIRECT_MESSAGE}`,
              code: 'INVALID_REDIRECT',
            });
          }
        }
        if (ctx.path !== '/sign-up/email') return;
        /*
         * Better Auth answers a sign-up for a known address with a fake success
         * (anti-enumeration). The spec wants 'Account Exists' so people know to sign in instead:
         * we say so for confirmed accounts (docs/decisions/004-auth.md). For an unconfirmed one,
         * the new password waits for its own confirmation link (decision 013).
         */
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
        const password = ctx.body?.password;
        const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
        /* A password Better Auth will refuse gets its refusal, not a mail. */
        if (
          typeof password !== 'string' ||
          password.length < minPasswordLength ||
          password.length > maxPasswordLength
        )
          return;
        await storePendingCredential(ctx, {
          userId: existing.user.id,
          password,
          name: typeof ctx.body?.name === 'string' ? ctx.body.name : '',
          lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS,
        });
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
        update: {
          /* The profile shows the same name and address as the account (update-user, confirmation, change-email). */
          after: async (user) => {
            await db
              .update(profiles)
              .set({ full_name: user.name || null, email: user.email })
              .where(eq(profiles.id, user.id));
          },
        },
      },
    },
  });
  /* The same context, typed with our options instead of the defaults. */
  authContext = auth.$context as unknown as Promise<AuthContext>;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/**
 * Mounts the Better Auth endpoints we use, one Fastify route each (auth-endpoints.ts): the
 * router decides which endpoint a request is for, the route's schema validates it, the limiter
 * counts it under that route, and Better Auth is handed exactly that endpoint's path with the
 * validated values. No spelling of a URL can reach Better Auth as another endpoint.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limiter: AuthLimiter) {
  const subjects: Record<AttemptLimit, AttemptSubject> = {
    email: async (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email : undefined;
    },
    account: async (request) => (await sessionUser(app, request))?.email,
  };
  for (const endpoint of authEndpoints(app.config.siteUrl)) {
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
      },
      ...(endpoint.limit
        ? {
            preHandler: limiter(subjects[endpoint.limit], {
              failuresOnly: endpoint.limitFailuresOnly,
            }),
          }
        : {}),
      handler: (request, reply) => forwardToBetterAuth(app, auth, endpoint, request, reply),
    });
  }
}

async function forwardToBetterAuth(
  app: FastifyInstance,
  auth: Auth,
  endpoint: AuthEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const params = (request.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const url = new URL(`/api/auth${path}`, app.config.siteUrl);
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = fromNodeHeaders(request.headers);
  /* The body is re-serialised from the validated values, so the original framing is void. */
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  /* Better Auth records the client address on sessions: give it the one TRUST_PROXY allows. */
  headers.set('x-forwarded-for', request.ip);
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.method === 'POST') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(request.body ?? {});
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
