import { LINK_TOKEN_HEADER } from '../../../common/contracts/business';
import { createToken } from '../../features/tokens/tokens';
import { multipartBody, SAMPLE_FILES } from '../fixtures/uploads';
import type { AuthzFixture, AuthzRow } from './types';

/*
 * The business slice (decisions 012 and 019). A link is its own credential: with a live token,
 * every persona may look at and use an upload or signup link, and only completing a signup needs
 * a session whose e-mail is the business's contact e-mail. Dashboard routes belong to the
 * business admin of that provider alone; admins act through the admin panel instead.
 */

const everyone = (status: number): AuthzRow['expect'] => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

const businessAdminOnly = (ok: number, anonymous = 401): AuthzRow['expect'] => ({
  anonymous,
  member: 403,
  businessAdmin: ok,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 403,
});

function documentUpload() {
  const body = multipartBody([
    { filename: 'license.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
  ]);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

async function linkFor(fx: AuthzFixture, kind: 'signup' | 'upload') {
  const providerId = await fx.makeProvider({
    verification_status: kind === 'upload' ? 'pending' : 'verified',
    contact_email: 'authz-owner@business.example',
  });
  return { providerId, token: await createToken(fx.db, kind, providerId, null) };
}

let accountLinks = 0;

/* A fresh business of the businessAdmin persona, so edits never touch shared fixture rows. */
const ownBusiness = (fx: AuthzFixture) =>
  fx.makeProvider({
    business_admin_user_id: fx.users.businessAdmin?.id,
    verification_status: 'pending',
  });

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/business/upload-links/:providerId',
    async request(fx) {
      const { providerId, token } = await linkFor(fx, 'upload');
      return {
        url: `/api/business/upload-links/${providerId}`,
        headers: { [LINK_TOKEN_HEADER]: token },
      };
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/business/upload-links/:providerId',
    async request(fx) {
      const { providerId, token } = await linkFor(fx, 'upload');
      const upload = documentUpload();
      return {
        url: `/api/business/upload-links/${providerId}`,
        payload: upload.payload,
        headers: { ...upload.headers, [LINK_TOKEN_HEADER]: token },
      };
    },
    expect: everyone(201),
  },
  {
    method: 'GET',
    route: '/api/business/signup-links/:providerId',
    async request(fx) {
      const { providerId, token } = await linkFor(fx, 'signup');
      return {
        url: `/api/business/signup-links/${providerId}`,
        headers: { [LINK_TOKEN_HEADER]: token },
      };
    },
    expect: everyone(200),
  },
  {
    /* No persona owns the contact e-mail: signed in is not enough (403 EMAIL_MISMATCH). */
    method: 'POST',
    route: '/api/business/signup-links/:providerId/complete',
    async request(fx) {
      const { providerId, token } = await linkFor(fx, 'signup');
      return { url: `/api/business/signup-links/${providerId}/complete`, payload: { token } };
    },
    expect: { ...everyone(403), anonymous: 401 },
  },
  {
    /* Without a token (back from confirming, decision 036): only the contact e-mail's owner. */
    method: 'POST',
    route: '/api/business/signup-links/:providerId/complete',
    async request(fx) {
      const { providerId } = await linkFor(fx, 'signup');
      return { url: `/api/business/signup-links/${providerId}/complete`, payload: {} };
    },
    expect: { ...everyone(404), anonymous: 401 },
  },
  {
    /* Signed out, the link makes its account (decision 044); signed in, Welcome Back instead. */
    method: 'POST',
    route: '/api/business/signup-links/:providerId/account',
    async request(fx) {
      accountLinks += 1;
      const providerId = await fx.makeProvider({
        verification_status: 'verified',
        contact_email: `authz-account-${accountLinks}.${Date.now().toString(36)}@business.example`,
      });
      const token = await createToken(fx.db, 'signup', providerId, null);
      const password = 'authz-account-pass-1';
      return {
        url: `/api/business/signup-links/${providerId}/account`,
        payload: { token, fullName: 'Ada Account', password, confirmPassword: password },
      };
    },
    expect: { ...everyone(409), anonymous: 200 },
  },
  {
    method: 'GET',
    route: '/api/business/providers',
    request: () => ({ url: '/api/business/providers' }),
    expect: { ...businessAdminOnly(200), otherBusinessAdmin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/business/providers/:providerId/profile',
    async request(fx) {
      return {
        url: `/api/business/providers/${await ownBusiness(fx)}/profile`,
        payload: { phone: '(512) 555-0142', accommodations: ['Quiet Waiting Area'] },
      };
    },
    expect: businessAdminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/business/providers/:providerId/documents',
    async request(fx) {
      const upload = documentUpload();
      return {
        url: `/api/business/providers/${await ownBusiness(fx)}/documents`,
        ...upload,
      };
    },
    expect: businessAdminOnly(201),
  },
];
