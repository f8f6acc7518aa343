import type { AuthzRow, Persona } from './types';

/* Rows of the review form's visit details slice (decision 028). */

const signedIn = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

export const rows: AuthzRow[] = [
  {
    name: "the member's own pending review",
    method: 'GET',
    route: '/api/me/reviews/status',
    request: async (fx) => {
      const providerId = await fx.makeProvider();
      await fx.makeReview({ provider_id: providerId });
      return { url: `/api/me/reviews/status?providerId=${providerId}` };
    },
    expect: signedIn(200),
  },
  {
    name: 'a malformed provider id',
    method: 'GET',
    route: '/api/me/reviews/status',
    request: () => ({ url: '/api/me/reviews/status?providerId=abc' }),
    expect: signedIn(400),
  },
];
