import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/*
 * One-click unsubscribe links (decision 072): an HS256 JWT (jose) naming the account, with a key
 * of its own derived from the auth secret (as the file links do), so it can never be mistaken
 * for a file link or anything Better Auth signs. It only turns change e-mails off, so it may live
 * long: a year, as old e-mails stay in inboxes.
 */
const AUDIENCE = 'calmpath:unsubscribe-changes';
export const UNSUBSCRIBE_LINK_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

function unsubscribeKey(authSecret: string): Uint8Array {
  return createHash('sha256').update(`calmpath unsubscribe link\0${authSecret}`).digest();
}

export async function signUnsubscribeToken(
  authSecret: string,
  userId: string,
  now: number = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_LINK_LIFETIME_SECONDS)
    .sign(unsubscribeKey(authSecret));
}

/** The account a valid, unexpired token names; null for anything else. */
export async function verifyUnsubscribeToken(
  authSecret: string,
  token: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, unsubscribeKey(authSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: UNSUBSCRIBE_LINK_LIFETIME_SECONDS,
    });
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
