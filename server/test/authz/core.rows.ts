import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { stored_files } from '../../db/schema';
import { signFileToken } from '../../plugins/storage';
import { multipartBody, SAMPLE_FILES } from '../fixtures/uploads';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Rows of the routes that existed before the business side and admin panel (decision 020): health,
 * account, directory, favourites, reviews, uploads, private files, suggestions, the Better Auth
 * endpoints the web app calls, and the OpenAPI document.
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
/** Anyone signed in gets `status`; a visitor is asked to sign in. */
const signedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

function appOf(fx: AuthzFixture): FastifyInstance {
  if (!fx.app) throw new Error('the matrix sets fx.app');
  return fx.app;
}

/** A review proof of the member persona, stored on disk and in stored_files. */
async function memberProof(fx: AuthzFixture): Promise<string> {
  const app = appOf(fx);
  const owner = fx.users.member?.id;
  const key = `${owner}/${unique('proof')}.png`;
  await app.storage.saveStream('review-verification', key, Readable.from([SAMPLE_FILES.png]), {
    maxBytes: SAMPLE_FILES.png.length,
  });
  const [row] = await fx.db
    .insert(stored_files)
    .values({
      bucket: 'review-verification',
      key,
      owner_user_id: owner,
      content_type: 'image/png',
      size_bytes: SAMPLE_FILES.png.length,
    })
    .returning({ id: stored_files.id });
  if (!row) throw new Error('stored_files insert returned no row');
  return row.id;
}

const pendingProvider = (fx: AuthzFixture) =>
  fx.makeProvider({ name: unique('Pending Listing'), accommodation_status: 'pending' });

const reviewBody = (providerId: number) => ({
  providerId,
  practitionerName: '',
  categoryExperiences: { environment: ['Quiet Waiting Area'], tools: [], communication: [] },
  categoryComments: { environment: '', tools: '', communication: '' },
  categoryMatches: { environment: true, tools: true, communication: true },
  feedbackTags: ['Calming'],
  overallRating: 4,
  overallFeedback: 'A calm visit.',
  verifiedExperience: false,
  proofFileId: null,
});

const suggestionBody = () => ({
  name: unique('Matrix Suggested Studio'),
  category: 'Dentist',
  customCategory: '',
  address: '1 Main Street, Springfield, IL',
  zipCode: '62701',
  phone: '',
  website: '',
  accommodations: ['Quiet Waiting Area'],
  customAccommodation: '',
});

export const rows: AuthzRow[] = [
  /* System */
  {
    method: 'GET',
    route: '/api/health',
    request: () => ({ url: '/api/health' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/ready',
    request: () => ({ url: '/api/ready' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/openapi.json',
    request: () => ({ url: '/api/openapi.json' }),
    expect: everyone(200),
  },

  /* Account */
  { method: 'GET', route: '/api/me', request: () => ({ url: '/api/me' }), expect: everyone(200) },
  {
    method: 'PUT',
    route: '/api/me/profile',
    request: (_fx, persona) => ({
      url: '/api/me/profile',
      payload: { fullName: `Matrix ${persona}`, zipCode: '62701', accommodations: [] },
    }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/reviewer-trust',
    request: () => ({ url: '/api/me/reviewer-trust' }),
    expect: signedIn(200),
  },

  /* Directory: public, and a pending provider is hidden from everyone */
  {
    method: 'GET',
    route: '/api/providers/search',
    request: () => ({ url: '/api/providers/search?q=Matrix' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/providers/picker',
    request: () => ({ url: '/api/providers/picker?q=Matrix' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/providers/:id',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}` }),
    expect: everyone(200),
  },
  {
    name: 'a pending provider',
    method: 'GET',
    route: '/api/providers/:id',
    request: async (fx) => ({ url: `/api/providers/${await pendingProvider(fx)}` }),
    expect: everyone(404),
  },

  /* Favourites: each signed-in person's own */
  {
    method: 'GET',
    route: '/api/favorites',
    request: () => ({ url: '/api/favorites' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/favorites/providers',
    request: () => ({ url: '/api/favorites/providers' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/favorites/toggle',
    request: (fx) => ({
      url: '/api/favorites/toggle',
      payload: { providerId: fx.otherProviderId },
    }),
    expect: signedIn(200),
  },
  {
    name: 'a pending provider',
    method: 'POST',
    route: '/api/favorites/toggle',
    request: async (fx) => ({
      url: '/api/favorites/toggle',
      payload: { providerId: await pendingProvider(fx) },
    }),
    expect: { ...signedIn(404), anonymous: 401 },
  },
  {
    method: 'DELETE',
    route: '/api/favorites/:providerId',
    request: (fx) => ({ url: `/api/favorites/${fx.ownProviderId}` }),
    expect: signedIn(200),
  },
  {
    name: 'a pending provider answers like an unknown one',
    method: 'DELETE',
    route: '/api/favorites/:providerId',
    request: async (fx) => ({ url: `/api/favorites/${await pendingProvider(fx)}` }),
    expect: { ...signedIn(404), anonymous: 401 },
  },

  /* Reviews and their proofs */
  {
    method: 'POST',
    route: '/api/reviews',
    request: async (fx) => ({ url: '/api/reviews', payload: reviewBody(await fx.makeProvider()) }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/uploads/review-proof',
    request: () => {
      const body = multipartBody([
        { filename: 'receipt.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
      ]);
      return {
        url: '/api/uploads/review-proof',
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      };
    },
    expect: signedIn(201),
  },

  /* Private files: the owner, moderators and admins get a link; the link itself is the key */
  {
    name: "the member's proof",
    method: 'GET',
    route: '/api/files/:fileId/link',
    request: async (fx) => ({ url: `/api/files/${await memberProof(fx)}/link` }),
    expect: {
      anonymous: 401,
      member: 200,
      businessAdmin: 403,
      otherBusinessAdmin: 403,
      moderator: 200,
      admin: 200,
    },
  },
  {
    name: 'a valid link',
    method: 'GET',
    route: '/api/files/signed/*',
    request: async (fx) => {
      const app = appOf(fx);
      const { token } = await signFileToken(app.config.authSecret, await memberProof(fx), 600);
      return { url: `/api/files/signed/${token}` };
    },
    expect: everyone(200),
  },
  {
    name: 'a link signed with another key',
    method: 'GET',
    route: '/api/files/signed/*',
    request: async (fx) => {
      const { token } = await signFileToken(
        'not-the-site-secret-but-long-enough-0123456789',
        await memberProof(fx),
        600,
      );
      return { url: `/api/files/signed/${token}` };
    },
    expect: everyone(403),
  },

  /* Suggest a Business: anyone */
  {
    method: 'POST',
    route: '/api/provider-suggestions',
    request: () => ({ url: '/api/provider-suggestions', payload: suggestionBody() }),
    expect: everyone(201),
  },
  /* Better Auth's endpoints each have their own route and rows: auth.rows.ts. */
];
