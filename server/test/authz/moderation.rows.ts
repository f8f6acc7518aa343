import { randomUUID } from 'node:crypto';
import { stored_files } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/** Admin-only routes (decision 016): signed out 401, every other role 403. */
const ADMIN_ONLY: Record<Persona, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 200,
};
/** The moderation desk: moderators work it beside admins (decision 041). */
const MODERATORS_TOO: Record<Persona, number> = { ...ADMIN_ONLY, moderator: 200 };

/* A pending review of a fresh provider with no author, so the one-live-review rule never bites. */
const freshReview = async (fx: AuthzFixture, overrides: Record<string, unknown> = {}) =>
  fx.makeReview({ provider_id: await fx.makeProvider(), user_id: null, ...overrides });

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/admin/reviews/pending',
    request: () => ({ url: '/api/admin/reviews/pending?limit=5' }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'GET',
    route: '/api/admin/reviews/pending',
    name: 'searched, one state, sorted (decision 046)',
    request: () => ({ url: '/api/admin/reviews/pending?q=calm&state=TX&sort=name' }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/moderate',
    request: async (fx) => ({
      url: `/api/admin/reviews/${await freshReview(fx)}/moderate`,
      payload: { status: 'rejected', notes: 'Authz matrix.' },
    }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/moderate',
    request: async (fx) => ({
      url: '/api/admin/reviews/moderate',
      payload: { reviewIds: [await freshReview(fx), await freshReview(fx)], status: 'approved' },
    }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'GET',
    route: '/api/admin/practitioners',
    request: () => ({ url: '/api/admin/practitioners' }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'GET',
    route: '/api/admin/practitioners',
    name: 'searched, one state, sorted (decision 046)',
    request: () => ({ url: '/api/admin/practitioners?q=dr&state=TX&sort=oldest' }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'POST',
    route: '/api/admin/practitioners/:reviewId',
    request: async (fx) => ({
      url: `/api/admin/practitioners/${await freshReview(fx, {
        accommodation_notes: 'Dr. Matrix',
        is_verified: true,
        overall_rating: 5,
      })}`,
      payload: { action: 'approve' },
    }),
    expect: MODERATORS_TOO,
  },
  {
    method: 'GET',
    route: '/api/admin/mail',
    request: (fx) => ({ url: `/api/admin/mail?targetType=provider&targetId=${fx.ownProviderId}` }),
    expect: ADMIN_ONLY,
  },
  {
    /* Review proofs and verification documents: the owner, moderators and admins only (§6). */
    method: 'GET',
    route: '/api/files/:fileId/link',
    request: async (fx) => {
      const id = randomUUID();
      await fx.db.insert(stored_files).values({
        id,
        bucket: 'review-verification',
        key: `matrix/${id}.pdf`,
        owner_user_id: fx.users.member?.id ?? null,
        content_type: 'application/pdf',
        size_bytes: 10,
      });
      return { url: `/api/files/${id}/link?viewer=admin` };
    },
    expect: {
      anonymous: 401,
      member: 200,
      businessAdmin: 403,
      otherBusinessAdmin: 403,
      moderator: 200,
      admin: 200,
    },
  },
];
