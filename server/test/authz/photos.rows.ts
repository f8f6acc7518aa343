import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { provider_photos } from '../../db/schema';
import { addPhoto } from '../../features/photos/add-photo';
import { photoBody } from '../fixtures/photos';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Photos and the what-to-expect story (decision 029). The business routes belong to the
 * provider's business admin and to admins; moderation to moderators and admins (decision 041);
 * an image that is not approved is 404 to everyone but those two (and, while pending, the
 * moderators who judge it), an approved one is everyone's.
 */

const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

const managersOnly = (ok: number): Record<Persona, number> => ({
  anonymous: 401,
  member: 403,
  businessAdmin: ok,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: ok,
});

const MODERATORS: Record<Persona, number> = {
  ...managersOnly(200),
  businessAdmin: 403,
  moderator: 200,
};

let image: Buffer | undefined;
async function smallPng() {
  image ??= await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 130 } },
  })
    .png()
    .toBuffer();
  return image;
}

/* A fresh business of the businessAdmin persona, so rows never share photos or hit the cap. */
const ownBusiness = (fx: AuthzFixture) =>
  fx.makeProvider({ business_admin_user_id: fx.users.businessAdmin?.id });

async function makePhoto(
  fx: AuthzFixture,
  providerId: number,
  status: 'pending' | 'approved' = 'pending',
) {
  if (!fx.app) throw new Error('the matrix sets fx.app');
  const photo = await addPhoto({
    db: fx.db,
    storage: fx.app.storage,
    user: null,
    providerId,
    image: await smallPng(),
    details: { altText: 'Matrix door', caption: '' },
  });
  if (status !== 'pending') {
    await fx.db.update(provider_photos).set({ status }).where(eq(provider_photos.id, photo.id));
  }
  return photo.id;
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/providers/:id/photos',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/photos` }),
    expect: everyone(200),
  },
  {
    name: 'a pending photo',
    method: 'GET',
    route: '/api/photos/:photoId/:size',
    async request(fx) {
      return { url: `/api/photos/${await makePhoto(fx, fx.ownProviderId)}/small` };
    },
    expect: {
      anonymous: 404,
      member: 404,
      businessAdmin: 200,
      otherBusinessAdmin: 404,
      moderator: 200,
      admin: 200,
    },
  },
  {
    name: 'an approved photo',
    method: 'GET',
    route: '/api/photos/:photoId/:size',
    async request(fx) {
      return { url: `/api/photos/${await makePhoto(fx, await ownBusiness(fx), 'approved')}/large` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/photos',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/photos` }),
    expect: managersOnly(200),
  },
  {
    method: 'POST',
    route: '/api/business/providers/:providerId/photos',
    async request(fx) {
      const body = photoBody({ data: await smallPng(), filename: 'door.png' });
      return {
        url: `/api/business/providers/${await ownBusiness(fx)}/photos`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: managersOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/business/providers/:providerId/photos/:photoId',
    async request(fx) {
      const providerId = await ownBusiness(fx);
      return {
        url: `/api/business/providers/${providerId}/photos/${await makePhoto(fx, providerId)}`,
        payload: { altText: 'Matrix door, edited', caption: 'You come in here.' },
      };
    },
    expect: managersOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/business/providers/:providerId/photos/order',
    async request(fx) {
      const providerId = await ownBusiness(fx);
      const first = await makePhoto(fx, providerId);
      const second = await makePhoto(fx, providerId);
      return {
        url: `/api/business/providers/${providerId}/photos/order`,
        payload: { photoIds: [second, first] },
      };
    },
    expect: managersOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/business/providers/:providerId/photos/:photoId',
    async request(fx) {
      const providerId = await ownBusiness(fx);
      return {
        url: `/api/business/providers/${providerId}/photos/${await makePhoto(fx, providerId)}`,
      };
    },
    expect: managersOnly(204),
  },
  {
    method: 'GET',
    route: '/api/admin/photos/pending',
    request: () => ({ url: '/api/admin/photos/pending' }),
    expect: MODERATORS,
  },
  {
    method: 'GET',
    route: '/api/admin/photos/pending',
    name: 'searched, one state, sorted (decision 046)',
    request: () => ({ url: '/api/admin/photos/pending?q=calm&state=TX&sort=newest' }),
    expect: MODERATORS,
  },
  {
    method: 'POST',
    route: '/api/admin/photos/:photoId/moderate',
    async request(fx) {
      return {
        url: `/api/admin/photos/${await makePhoto(fx, await ownBusiness(fx))}/moderate`,
        payload: { status: 'rejected', notes: 'Authz matrix.' },
      };
    },
    expect: MODERATORS,
  },
];
