import { favorites } from '../../db/schema';
import { signUnsubscribeToken } from '../../features/follow-changes/unsubscribe-token';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Hearing when a saved place changes (decision 072): each signed-in member reads and sets their
 * own following; the unsubscribe link needs no sign-in, its signed token names the account, and a
 * forged one is refused whoever sends it.
 */

type Expect = Record<Persona, number>;
const signedIn = (status: number): Expect => ({
  anonymous: 401,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});
const everyone = (status: number): Expect => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

async function memberLink(fx: AuthzFixture) {
  const secret = fx.app?.config.authSecret ?? '';
  const token = await signUnsubscribeToken(secret, fx.users.member?.id ?? '');
  return { url: `/api/follow-changes/unsubscribe?token=${encodeURIComponent(token)}` };
}

async function forgedLink(fx: AuthzFixture) {
  const token = await signUnsubscribeToken(
    'a secret that is not the app secret, long enough',
    fx.users.member?.id ?? '',
  );
  return { url: `/api/follow-changes/unsubscribe?token=${encodeURIComponent(token)}` };
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/me/follow-changes',
    request: () => ({ url: '/api/me/follow-changes' }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/me/follow-changes',
    request: () => ({ url: '/api/me/follow-changes', payload: { mode: 'weekly' } }),
    expect: signedIn(200),
  },
  {
    name: 'a saved place',
    method: 'PUT',
    route: '/api/me/follow-changes/places/:providerId',
    request: async (fx, persona) => {
      const user = fx.users[persona];
      if (user) {
        await fx.db
          .insert(favorites)
          .values({ user_id: user.id, provider_id: fx.ownProviderId })
          .onConflictDoNothing();
      }
      return {
        url: `/api/me/follow-changes/places/${fx.ownProviderId}`,
        payload: { following: true },
      };
    },
    expect: signedIn(200),
  },
  {
    name: 'a place not saved',
    method: 'PUT',
    route: '/api/me/follow-changes/places/:providerId',
    /* A place of its own: other rows save the fixture's places as favourites. */
    request: async (fx) => ({
      url: `/api/me/follow-changes/places/${await fx.makeProvider({ name: 'Matrix Unsaved Place' })}`,
      payload: { following: true },
    }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: '/api/follow-changes/unsubscribe',
    request: memberLink,
    expect: everyone(200),
  },
  {
    name: 'a forged token',
    method: 'GET',
    route: '/api/follow-changes/unsubscribe',
    request: forgedLink,
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/follow-changes/unsubscribe',
    request: memberLink,
    expect: everyone(200),
  },
  {
    name: 'a forged token',
    method: 'POST',
    route: '/api/follow-changes/unsubscribe',
    request: forgedLink,
    expect: everyone(400),
  },
];
