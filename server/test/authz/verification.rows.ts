import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profiles, providers, stored_files, users } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Provider Verification, Promotion Dashboard and Duplicate Emails (decision 017).
 * Moderators work the verification queue beside admins; promotions (money) and duplicate e-mails
 * (accounts) are the admins' alone (decision 041).
 */

const adminOnly: Record<Persona, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 200,
};
const moderatorsToo: Record<Persona, number> = { ...adminOnly, moderator: 200 };

/** A provider waiting for verification, with a contact e-mail, fresh for each persona. */
const queuedProvider = (fx: AuthzFixture, persona: Persona) =>
  fx.makeProvider({
    verification_status: 'pending',
    accommodation_status: 'pending',
    contact_email: `authz-${persona}-${randomUUID().slice(0, 8)}@verify.example`,
  });

async function providerWithDocument(fx: AuthzFixture, persona: Persona) {
  const id = await queuedProvider(fx, persona);
  const [file] = await fx.db
    .insert(stored_files)
    .values({
      bucket: 'provider-verification',
      key: `authz/${id}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 100,
    })
    .returning({ id: stored_files.id });
  await fx.db
    .update(providers)
    .set({ verification_document_url: file?.id ?? null })
    .where(eq(providers.id, id));
  return id;
}

/** A confirmed account and a provider sharing its e-mail: what Link User links. */
async function linkablePair(fx: AuthzFixture) {
  const userId = `authz-link-${randomUUID()}`;
  const email = `${userId}@linked.example`;
  await fx.db
    .insert(users)
    .values({ id: userId, email, name: 'Linkable Owner', emailVerified: true });
  await fx.db.insert(profiles).values({ id: userId, email, full_name: 'Linkable Owner' });
  const providerId = await fx.makeProvider({ contact_email: email });
  return { providerId, userId };
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/admin/verification/queue',
    request: () => ({ url: '/api/admin/verification/queue?page=1' }),
    expect: moderatorsToo,
  },
  {
    method: 'GET',
    route: '/api/admin/verification/queue',
    name: 'searched, one state, sorted (decision 046)',
    request: () => ({ url: '/api/admin/verification/queue?q=calm&state=TX&sort=newest&page=1' }),
    expect: moderatorsToo,
  },
  {
    method: 'GET',
    route: '/api/admin/verification/:id/document-link',
    request: async (fx, persona) => ({
      url: `/api/admin/verification/${await providerWithDocument(fx, persona)}/document-link`,
    }),
    expect: moderatorsToo,
  },
  {
    method: 'POST',
    route: '/api/admin/verification/:id/approve',
    request: async (fx, persona) => ({
      url: `/api/admin/verification/${await queuedProvider(fx, persona)}/approve`,
      payload: { notes: 'Licence checked' },
    }),
    expect: moderatorsToo,
  },
  {
    method: 'POST',
    route: '/api/admin/verification/:id/reject',
    request: async (fx, persona) => ({
      url: `/api/admin/verification/${await queuedProvider(fx, persona)}/reject`,
      payload: { reason: 'The licence has expired.' },
    }),
    expect: moderatorsToo,
  },
  {
    method: 'POST',
    route: '/api/admin/verification/:id/request-documents',
    request: async (fx, persona) => ({
      url: `/api/admin/verification/${await queuedProvider(fx, persona)}/request-documents`,
      payload: { documentType: 'Insurance certificate', message: 'Please send your insurance.' },
    }),
    expect: moderatorsToo,
  },
  {
    method: 'GET',
    route: '/api/admin/promotion/summary',
    request: () => ({ url: '/api/admin/promotion/summary' }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/promotion/providers',
    request: () => ({ url: '/api/admin/promotion/providers?page=1' }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/promotion/providers/:id',
    request: (fx) => ({ url: `/api/admin/promotion/providers/${fx.ownProviderId}` }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/promotion/providers/:id/status',
    request: async (fx) => ({
      url: `/api/admin/promotion/providers/${await fx.makeProvider({ promotion_tier: 'premium', monthly_promotion_fee: 99 })}/status`,
      payload: { status: 'active' },
    }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/promotion/providers/:id',
    request: async (fx) => ({
      url: `/api/admin/promotion/providers/${await fx.makeProvider()}`,
      payload: { tier: 'enhanced', monthlyFee: 49.99, expiresAt: '2031-01-31' },
    }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/duplicate-emails',
    request: () => ({ url: '/api/admin/duplicate-emails' }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/duplicate-emails',
    name: 'searched, one state, sorted (decision 046)',
    request: () => ({ url: '/api/admin/duplicate-emails?q=calm&state=TX&sort=name' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/duplicate-emails/link',
    request: async (fx) => ({
      url: '/api/admin/duplicate-emails/link',
      payload: await linkablePair(fx),
    }),
    expect: adminOnly,
  },
];
