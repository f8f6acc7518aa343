import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, PersonName, storedLine } from '../../common/contracts/primitives';
import { LOCALES } from '../../common/i18n/locales';

/*
 * The Better Auth endpoints CalmPath serves, each with the request it accepts. Everything else
 * Better Auth 1.7 has (social sign-in and callbacks, delete-user, update-session,
 * list-sessions and the bulk session revocations, account linking and tokens, /ok, /error) is not
 * routed at all: a 404 from our router.
 * Bodies are validated here with the same rules as the rest of the API (no NUL or control
 * characters, bounded lengths, the profile's name rule), and only the validated values are passed
 * on, so Better Auth never sees a field we did not check.
 */

export const MAX_PASSWORD_LENGTH = 128;
export const REDIRECT_MESSAGE = 'Redirects must stay on CalmPath';
export const TOKEN_MESSAGE = 'Invalid token';
export const NAME_TOO_LONG_MESSAGE = `Please keep your name to ${PERSON_NAME_MAX_LENGTH} characters`;

const Email = storedLine().max(254, 'E-mail address is too long');
/* Passwords may hold any character; Better Auth checks the minimum and hashes them. */
const Password = z.string().max(MAX_PASSWORD_LENGTH, 'Password too long');
/* Reset, session and similar tokens Better Auth issues: letters, digits, - and _. */
const Token = z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, TOKEN_MESSAGE);
const Flag = z.enum(['true', 'false']);
/* Sign-up's name is optional (the spec), but when given it follows the profile's rule. */
const SignUpName = storedLine()
  .transform((v) => v.trim())
  .pipe(z.string().max(PERSON_NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE));
/* We never store a user-supplied picture URL (no `javascript:` or tracking pixels). */
const NoImage = z.null({ error: 'Profile pictures are not supported' }).optional();
const NoBody = z.object({}).optional();

/**
 * A redirect target (callbackURL, redirectTo): resolved against SITE_URL the way a browser would,
 * accepted only when the result has the site's own origin, and passed on as that resolved
 * absolute URL, so no later step can read it as another host (`/..//evil.example` resolves to a
 * path on our site; `//evil.example`, `/\evil.example` and `https://evil.example` are refused).
 */
export function sameSiteRedirect(siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  return storedLine()
    .max(2048)
    .transform((value, ctx) => {
      const resolved = resolveSameSite(value, siteUrl, origin);
      if (resolved === null) {
        ctx.addIssue({ code: 'custom', message: REDIRECT_MESSAGE });
        return z.NEVER;
      }
      return resolved;
    });
}

/** The absolute same-origin URL a target resolves to, or null if it leaves the site. */
export function resolveSameSite(
  target: string,
  siteUrl: string,
  origin = new URL(siteUrl).origin,
): string | null {
  try {
    const resolved = new URL(target, `${siteUrl}/`);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** How an endpoint is limited: by the e-mail address in its body, or by the signed-in account. */
export type AttemptLimit = 'email' | 'account';

export type AuthEndpoint = {
  method: 'GET' | 'POST';
  /** Better Auth's path under /api/auth. */
  path: string;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  limit?: AttemptLimit;
  /** Count only failed attempts (401) against the limit by e-mail: successful sign-ins are free. */
  limitFailuresOnly?: boolean;
};

export function authEndpoints(siteUrl: string): AuthEndpoint[] {
  const Redirect = sameSiteRedirect(siteUrl);
  return [
    {
      method: 'POST',
      path: '/sign-up/email',
      summary: 'Create an account; a confirmation link is e-mailed',
      body: z.object({
        name: SignUpName.default(''),
        email: Email,
        password: Password,
        image: NoImage,
        callbackURL: Redirect.optional(),
        rememberMe: z.boolean().optional(),
        /* The language of the page signed up on: the account's language, its mails' (decision 066). */
        locale: z.enum(LOCALES).optional(),
      }),
      limit: 'email',
    },
    {
      method: 'POST',
      path: '/sign-in/email',
      summary: 'Sign in with e-mail and password',
      body: z.object({
        email: Email,
        password: Password,
        callbackURL: Redirect.optional(),
        rememberMe: z.boolean().optional(),
      }),
      limit: 'email',
      limitFailuresOnly: true,
    },
    { method: 'POST', path: '/sign-out', summary: 'Sign out', body: NoBody },
    {
      method: 'GET',
      path: '/get-session',
      summary: 'The current session',
      querystring: z.object({
        disableCookieCache: Flag.optional(),
        disableRefresh: Flag.optional(),
      }),
    },
    {
      method: 'POST',
      path: '/send-verification-email',
      summary: 'Send the confirmation link again',
      body: z.object({ email: Email, callbackURL: Redirect.optional() }),
      limit: 'email',
    },
    {
      method: 'GET',
      path: '/verify-email',
      summary: 'The confirmation link',
      querystring: z.object({
        token: storedLine().min(1).max(4096),
        callbackURL: Redirect.optional(),
      }),
    },
    {
      method: 'POST',
      path: '/request-password-reset',
      summary: 'E-mail a password reset link',
      body: z.object({ email: Email, redirectTo: Redirect.optional() }),
      limit: 'email',
    },
    {
      method: 'GET',
      path: '/reset-password/:token',
      summary: 'The password reset link',
      params: z.object({ token: Token }),
      querystring: z.object({ callbackURL: Redirect }),
    },
    {
      method: 'POST',
      path: '/reset-password',
      summary: 'Choose a new password with a reset token',
      body: z.object({ newPassword: Password, token: Token }),
    },
    {
      method: 'POST',
      path: '/update-user',
      summary: "Change the signed-in user's name (the profile's rule)",
      body: z.object({ name: PersonName.optional(), image: NoImage }),
    },
    {
      method: 'POST',
      path: '/change-password',
      summary: 'Change the password of the signed-in user',
      body: z.object({
        currentPassword: Password,
        newPassword: Password,
        /* Always true, whatever was sent: a new password ends every other session (decision 025). */
        revokeOtherSessions: z
          .boolean()
          .optional()
          .transform(() => true),
      }),
      limit: 'account',
    },
    {
      method: 'POST',
      path: '/change-email',
      summary: 'E-mail a link to the new address; the address changes when it is opened',
      body: z.object({ newEmail: Email, callbackURL: Redirect.optional() }),
      limit: 'account',
    },
    {
      method: 'POST',
      path: '/verify-password',
      summary: "Check the signed-in user's password",
      body: z.object({ password: Password }),
      limit: 'account',
    },
    {
      method: 'POST',
      path: '/revoke-session',
      summary: 'End one session of the signed-in user',
      body: z.object({ token: Token }),
    },
  ];
}
