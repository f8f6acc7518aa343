import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, type TokenKind, tokenLinkPath } from '../tokens/tokens';

/**
 * Makes a fresh one-time link for a provider, for operators (`npm run admin -- business-link`) and
 * demo data: a signup link needs a contact e-mail (the only address that can redeem it), an upload
 * link a pending provider (the only state it works in). Returns the full URL; print it, never log it.
 */
export async function createBusinessLink(
  db: DbOrTx,
  input: { providerId: number; kind: TokenKind; siteUrl: string; createdBy?: string | null },
): Promise<string> {
  const [provider] = await db
    .select({ email: providers.contact_email, status: providers.verification_status })
    .from(providers)
    .where(eq(providers.id, input.providerId));
  if (!provider) {
    throw AppError.notFound(`No provider with id ${input.providerId}.`, 'PROVIDER_NOT_FOUND');
  }
  if (input.kind === 'signup' && !provider.email) {
    throw AppError.conflict(
      'NO_CONTACT_EMAIL',
      `Provider ${input.providerId} has no contact e-mail: a signup link could not be redeemed.`,
    );
  }
  if (input.kind === 'upload' && provider.status !== 'pending') {
    throw AppError.conflict(
      'NOT_PENDING',
      `Provider ${input.providerId} is ${provider.status}: an upload link works only while it is pending.`,
    );
  }
  const raw = await createToken(db, input.kind, input.providerId, input.createdBy ?? null);
  return `${input.siteUrl}${tokenLinkPath(input.kind, input.providerId, raw)}`;
}
