import { randomUUID } from 'node:crypto';
import type { AuthContext, GenericEndpointContext } from 'better-auth';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { and, desc, gt, like } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';

/*
 * Account pre-hijacking defence (docs/decisions/013-account-pre-hijacking.md).
 *
 * Anyone can sign up with any address; the account only becomes usable when the address is
 * confirmed. A second sign-up for an address that is not confirmed yet does not touch the
 * account: its password (hashed by Better Auth) and name wait as a "pending credential" in
 * Better Auth's verification table, and the confirmation link sent for it names that credential
 * inside its signed token. Confirming applies the credential the link names (or keeps the
 * account's own when the link names none), drops every other pending credential and ends every
 * session the account had. Better Auth then signs the confirming browser in.
 */

const PREFIX = 'signup-credential:';
const identifierOf = (userId: string, credentialId: string) => `${PREFIX}${userId}:${credentialId}`;

type PendingCredential = { hash: string; name: string };

/** Keeps a repeated sign-up's password (hashed by Better Auth) and name until its link is used. */
export async function storePendingCredential(
  ctx: GenericEndpointContext,
  input: { userId: string; password: string; name: string; lifetimeSeconds: number },
): Promise<void> {
  const value: PendingCredential = {
    hash: await ctx.context.password.hash(input.password),
    name: input.name,
  };
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: identifierOf(input.userId, randomUUID()),
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + input.lifetimeSeconds * 1000),
  });
}

/**
 * The confirmation link to send: bound to the newest pending credential of the user when there
 * is one (a repeated sign-up, or a resend after one), else Better Auth's link unchanged.
 */
export async function bindConfirmationUrl(
  db: Db,
  opts: { url: string; userId: string; email: string; secret: string; expiresIn: number },
): Promise<string> {
  const [newest] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(
      and(
        like(verifications.identifier, `${PREFIX}${opts.userId}:%`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!newest) return opts.url;
  const credential = newest.identifier.slice(`${PREFIX}${opts.userId}:`.length);
  const token = await createEmailVerificationToken(
    opts.secret,
    opts.email,
    undefined,
    opts.expiresIn,
    { userId: opts.userId, credential },
  );
  const url = new URL(opts.url);
  url.searchParams.set('token', token);
  return url.toString();
}

async function credentialOf(token: string, secret: string): Promise<string | undefined> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ['HS256'],
  });
  return typeof payload.credential === 'string' ? payload.credential : undefined;
}

/**
 * Runs just before Better Auth marks the address confirmed (its token is already verified):
 * applies the credential the link names, then removes every pending credential and session.
 */
export async function settleCredentialOnConfirmation(
  context: AuthContext,
  db: Db,
  user: { id: string },
  token: string | undefined,
): Promise<void> {
  const credential = token ? await credentialOf(token, context.secret) : undefined;
  if (credential) {
    const pending = await context.internalAdapter.consumeVerificationValue(
      identifierOf(user.id, credential),
    );
    if (!pending) {
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_TOKEN',
        message: 'This confirmation link has expired. Please sign up again.',
      });
    }
    const { hash, name } = JSON.parse(pending.value) as PendingCredential;
    await context.internalAdapter.updatePassword(user.id, hash);
    /* The profile follows through the user-update hook in auth.ts. */
    await context.internalAdapter.updateUser(user.id, { name });
  }
  await db.delete(verifications).where(like(verifications.identifier, `${PREFIX}${user.id}:%`));
  await context.internalAdapter.deleteUserSessions(user.id);
}
