import { todayIso } from '../../../common/contracts/staff-training';
import { staff_trainings, stored_files } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/* Staff training that can be checked (decision 071). */

type Expect = Record<Persona, number>;
const everyone = (status: number): Expect => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});
/* Only the business admin of fx.ownProviderId; admins are not business admins. */
const ownBusiness = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: status,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 403,
});
const moderators = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: status,
  admin: status,
});

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));
const body = () => ({
  name: 'Autism Awareness',
  issuer: 'Calm Minds Institute',
  completedOn: day(-30),
  expiresOn: day(300),
});

/** A fresh pending training of fx.ownProviderId, with a document on file unless told not to. */
async function training(fx: AuthzFixture, withDocument = true) {
  let documentKey: string | null = null;
  if (withDocument) {
    const [file] = await fx.db
      .insert(stored_files)
      .values({
        bucket: 'provider-verification',
        key: `staff-training/${fx.ownProviderId}/${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning({ id: stored_files.id });
    documentKey = file?.id ?? null;
  }
  const [row] = await fx.db
    .insert(staff_trainings)
    .values({
      provider_id: fx.ownProviderId,
      name: 'Autism Awareness',
      issuer: 'Calm Minds Institute',
      completed_on: day(-30),
      expires_on: day(300),
      document_key: documentKey,
    })
    .returning({ id: staff_trainings.id });
  return row?.id ?? '';
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/providers/:id/staff-trainings',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/staff-trainings` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/staff-trainings',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/staff-trainings` }),
    expect: ownBusiness(200),
  },
  {
    method: 'POST',
    route: '/api/business/providers/:providerId/staff-trainings',
    request: (fx) => ({
      url: `/api/business/providers/${fx.ownProviderId}/staff-trainings`,
      payload: body(),
    }),
    expect: ownBusiness(201),
  },
  {
    method: 'PUT',
    route: '/api/business/staff-trainings/:id',
    request: async (fx) => ({
      url: `/api/business/staff-trainings/${await training(fx)}`,
      payload: { ...body(), name: 'Autism Awareness II' },
    }),
    expect: ownBusiness(200),
  },
  {
    method: 'DELETE',
    route: '/api/business/staff-trainings/:id',
    request: async (fx) => ({ url: `/api/business/staff-trainings/${await training(fx, false)}` }),
    expect: ownBusiness(200),
  },
  {
    /* Refused before the body is read; the owner's empty request is a 400 (no file). */
    method: 'POST',
    route: '/api/business/staff-trainings/:id/document',
    request: async (fx) => ({
      url: `/api/business/staff-trainings/${await training(fx, false)}/document`,
      payload: {},
    }),
    expect: ownBusiness(400),
  },
  {
    method: 'GET',
    route: '/api/admin/staff-trainings',
    request: () => ({ url: '/api/admin/staff-trainings' }),
    expect: moderators(200),
  },
  {
    /* The stored file row exists but not its bytes: the link is still signed (200). */
    method: 'GET',
    route: '/api/admin/staff-trainings/:id/document-link',
    request: async (fx) => ({
      url: `/api/admin/staff-trainings/${await training(fx)}/document-link`,
    }),
    expect: moderators(200),
  },
  {
    method: 'POST',
    route: '/api/admin/staff-trainings/:id/verify',
    request: async (fx) => ({ url: `/api/admin/staff-trainings/${await training(fx)}/verify` }),
    expect: moderators(200),
  },
  {
    method: 'POST',
    route: '/api/admin/staff-trainings/:id/reject',
    request: async (fx) => ({
      url: `/api/admin/staff-trainings/${await training(fx)}/reject`,
      payload: { reason: 'The certificate is for another business.' },
    }),
    expect: moderators(200),
  },
];
