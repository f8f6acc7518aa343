import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Rows of the member's own account routes (decisions 025 and 026): My reviews,
 * editing and withdrawing a pending review, calm mode, data export, account deletion, and the
 * Better Auth change-email endpoint. Another member's review answers like an unknown one (404).
 */

type Expect = Record<Persona, number>;
const everyone = (status: number): Expect => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});
const signedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });
/** Only the member persona wrote the review: everyone else is told it does not exist. */
const authorOnly = (status: number): Expect => ({ ...signedIn(404), member: status });

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

const reviewBody = (providerId: number) => ({
  providerId,
  practitionerName: '',
  categoryExperiences: { environment: ['Quiet Waiting Area'], tools: [], communication: [] },
  categoryComments: { environment: '', tools: '', communication: '' },
  categoryMatches: { environment: true, tools: true, communication: true },
  feedbackTags: ['Calming'],
  overallRating: 4,
  overallFeedback: 'A calmer visit than I said.',
  verifiedExperience: false,
  proofFileId: null,
});

/** A review by the member persona of a fresh business. */
async function memberReview(fx: AuthzFixture, status: 'pending' | 'approved' = 'pending') {
  const providerId = await fx.makeProvider({ name: unique('Account Matrix Clinic') });
  const reviewId = await fx.makeReview({ provider_id: providerId, status });
  return { providerId, reviewId };
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/me/reviews',
    request: () => ({ url: '/api/me/reviews' }),
    expect: signedIn(200),
  },
  {
    name: "the member's pending review",
    method: 'PUT',
    route: '/api/me/reviews/:id',
    request: async (fx) => {
      const { providerId, reviewId } = await memberReview(fx);
      return { url: `/api/me/reviews/${reviewId}`, payload: reviewBody(providerId) };
    },
    expect: authorOnly(200),
  },
  {
    name: "the member's published review cannot be edited",
    method: 'PUT',
    route: '/api/me/reviews/:id',
    request: async (fx) => {
      const { providerId, reviewId } = await memberReview(fx, 'approved');
      return { url: `/api/me/reviews/${reviewId}`, payload: reviewBody(providerId) };
    },
    expect: authorOnly(409),
  },
  {
    name: "the member's pending review",
    method: 'DELETE',
    route: '/api/me/reviews/:id',
    request: async (fx) => ({ url: `/api/me/reviews/${(await memberReview(fx)).reviewId}` }),
    expect: authorOnly(200),
  },
  {
    name: "the member's published review cannot be withdrawn",
    method: 'DELETE',
    route: '/api/me/reviews/:id',
    request: async (fx) => ({
      url: `/api/me/reviews/${(await memberReview(fx, 'approved')).reviewId}`,
    }),
    expect: authorOnly(409),
  },
  {
    method: 'PUT',
    route: '/api/me/calm-mode',
    request: () => ({ url: '/api/me/calm-mode', payload: { calmMode: null } }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/export',
    request: () => ({ url: '/api/me/export' }),
    expect: signedIn(200),
  },
  {
    name: 'a wrong password deletes nothing',
    method: 'POST',
    route: '/api/me/delete-account',
    request: () => ({
      url: '/api/me/delete-account',
      payload: { password: 'not-the-password', confirm: 'DELETE' },
    }),
    expect: signedIn(400),
  },
  {
    name: 'only a link is sent; the address stays until it is opened',
    method: 'POST',
    route: '/api/auth/change-email',
    request: () => ({
      url: '/api/auth/change-email',
      payload: { newEmail: `${unique('moved')}@authz.example`, callbackURL: '/account' },
    }),
    expect: signedIn(200),
  },
];
