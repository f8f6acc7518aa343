import { providers } from '../../db/schema';
import { multipartBody, SAMPLE_FILES } from '../fixtures/uploads';
import type { AuthzFixture, AuthzRow, Persona } from './types';

let seq = 0;

/** A complete wizard application under a name of its own, so no request is a duplicate. */
function application(persona: Persona) {
  seq += 1;
  return {
    businessName: `Authz Applied Studio ${persona} ${seq}`,
    businessCategory: 'Dentist',
    email: `authz.applicant.${seq}@example.com`,
    consentListing: true,
    consentDataSharing: true,
    consentTerms: true,
  };
}

/** A fresh, unverified application of which `owner` is the applicant or the business admin. */
async function appliedProvider(
  fx: AuthzFixture,
  owner: { submittedBy?: string | null; businessAdmin?: string | null },
) {
  seq += 1;
  const [row] = await fx.db
    .insert(providers)
    .values({
      name: `Authz Documents Studio ${seq}`,
      category: 'Dentist',
      accommodation_status: 'pending',
      verification_status: 'unverified',
      submitted_by_user_id: owner.submittedBy ?? null,
      business_admin_user_id: owner.businessAdmin ?? null,
    })
    .returning({ id: providers.id });
  if (!row) throw new Error('no provider');
  return row.id;
}

function documentUpload(providerId: number) {
  const body = multipartBody([
    { filename: 'license.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
  ]);
  return {
    url: `/api/provider-applications/${providerId}/documents`,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  };
}

export const rows: AuthzRow[] = [
  {
    /* Anyone may apply; the signed-in applicant is recorded (submit-application.test.ts). */
    method: 'POST',
    route: '/api/provider-applications',
    request: (_fx, persona) => ({
      url: '/api/provider-applications',
      payload: application(persona),
    }),
    expect: {
      anonymous: 201,
      member: 201,
      businessAdmin: 201,
      otherBusinessAdmin: 201,
      moderator: 201,
      admin: 201,
    },
  },
  {
    /* A claim needs an account, which becomes the listing's business admin (decision 060). */
    name: 'a claim of an unclaimed imported listing',
    method: 'POST',
    route: '/api/provider-applications',
    request: async (fx, persona) => {
      seq += 1;
      const id = await fx.makeProvider({
        accommodation_status: 'verified',
        source: 'osm',
        external_id: `node/${900_000 + seq}`,
        registry_status: 'imported',
      });
      return { url: `/api/provider-applications?claim=${id}`, payload: application(persona) };
    },
    expect: {
      anonymous: 401,
      member: 201,
      businessAdmin: 201,
      otherBusinessAdmin: 201,
      moderator: 201,
      admin: 201,
    },
  },
  {
    /* Only the member who submitted the application may attach its documents. */
    method: 'POST',
    route: '/api/provider-applications/:id/documents',
    request: async (fx) =>
      documentUpload(await appliedProvider(fx, { submittedBy: fx.users.member?.id })),
    expect: {
      anonymous: 401,
      member: 201,
      businessAdmin: 403,
      otherBusinessAdmin: 403,
      moderator: 403,
      admin: 403,
    },
  },
  {
    /* …or the business admin of that provider. */
    method: 'POST',
    route: '/api/provider-applications/:id/documents',
    request: async (fx) =>
      documentUpload(await appliedProvider(fx, { businessAdmin: fx.users.businessAdmin?.id })),
    expect: {
      anonymous: 401,
      member: 403,
      businessAdmin: 201,
      otherBusinessAdmin: 403,
      moderator: 403,
      admin: 403,
    },
  },
];
