import { review_reports } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/** Decision 027: the provider profile, its reviews, helpful votes, reports and the report queue. */

const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

/* A listing not public yet: its own business admin, moderators and admins see a preview. */
const PENDING_PREVIEW: Record<Persona, number> = {
  anonymous: 404,
  member: 404,
  businessAdmin: 200,
  otherBusinessAdmin: 404,
  moderator: 200,
  admin: 200,
};

const SIGNED_IN = (status: number): Record<Persona, number> => ({
  ...everyone(status),
  anonymous: 401,
});

/* Reported reviews are part of the moderation desk, which moderators work too (decision 041). */
const MODERATORS: Record<Persona, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: 200,
  admin: 200,
};

const pendingOwned = (fx: AuthzFixture) =>
  fx.makeProvider({
    accommodation_status: 'pending',
    business_admin_user_id: fx.users.businessAdmin?.id,
  });

/* A published review by nobody in particular, so no persona is its author. */
const publishedReview = (fx: AuthzFixture) =>
  fx.makeReview({ provider_id: fx.ownProviderId, user_id: null, status: 'approved' });

export const rows: AuthzRow[] = [
  {
    name: 'a public provider',
    method: 'GET',
    route: '/api/providers/:id/profile',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/profile` }),
    expect: everyone(200),
  },
  {
    name: 'a pending provider',
    method: 'GET',
    route: '/api/providers/:id/profile',
    request: async (fx) => ({ url: `/api/providers/${await pendingOwned(fx)}/profile` }),
    expect: PENDING_PREVIEW,
  },
  {
    name: 'a public provider',
    method: 'GET',
    route: '/api/providers/:id/reviews',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/reviews` }),
    expect: everyone(200),
  },
  {
    name: 'a pending provider',
    method: 'GET',
    route: '/api/providers/:id/reviews',
    request: async (fx) => ({ url: `/api/providers/${await pendingOwned(fx)}/reviews` }),
    expect: PENDING_PREVIEW,
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/helpful',
    request: async (fx) => ({ url: `/api/reviews/${await publishedReview(fx)}/helpful` }),
    expect: SIGNED_IN(200),
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/report',
    request: async (fx) => ({
      url: `/api/reviews/${await publishedReview(fx)}/report`,
      payload: { reason: 'spam' },
    }),
    expect: SIGNED_IN(201),
  },
  {
    method: 'GET',
    route: '/api/admin/review-reports',
    request: () => ({ url: '/api/admin/review-reports' }),
    expect: MODERATORS,
  },
  {
    method: 'POST',
    route: '/api/admin/review-reports/:id/decide',
    request: async (fx) => {
      const [report] = await fx.db
        .insert(review_reports)
        .values({ review_id: await publishedReview(fx), reporter_user_id: null, reason: 'abuse' })
        .returning({ id: review_reports.id });
      return {
        url: `/api/admin/review-reports/${report?.id}/decide`,
        payload: { decision: 'dismiss' },
      };
    },
    expect: MODERATORS,
  },
  {
    method: 'GET',
    route: '/sitemap.xml',
    request: () => ({ url: '/sitemap.xml' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/sitemaps/:file',
    request: () => ({ url: '/sitemaps/providers-1.xml' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/robots.txt',
    request: () => ({ url: '/robots.txt' }),
    expect: everyone(200),
  },
];
