import { needs_cards } from '../../db/schema';
import { revokeNeedsCardShare, shareNeedsCard } from '../../features/me/needs/needs-card';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * The member's needs slice (decision 031): My needs and the needs card belong to the
 * signed-in account, whoever it is (each persona edits only its own: the user id comes from the
 * session, never from the request); the shared card is public to anyone with a live link.
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

const cardBody = {
  accommodations: ['Quiet Waiting Area'],
  note: 'Loud sounds are hard.',
  communication: null,
  displayName: null,
};

async function savedCardOf(fx: AuthzFixture, persona: Persona) {
  const user = fx.users[persona];
  if (!user) return;
  await fx.db
    .insert(needs_cards)
    .values({ user_id: user.id, accommodations: ['Quiet Waiting Area'] })
    .onConflictDoNothing();
}

async function memberShareToken(fx: AuthzFixture, live: boolean): Promise<string> {
  const member = fx.users.member;
  if (!member || !fx.app) throw new Error('the matrix sets the member and fx.app');
  await savedCardOf(fx, 'member');
  const share = await shareNeedsCard(fx.db, fx.app.config.authSecret, member.id);
  if (!live) await revokeNeedsCardShare(fx.db, member.id);
  return share.path.split('/').at(-1) ?? '';
}

export const rows: AuthzRow[] = [
  {
    method: 'PUT',
    route: '/api/me/needs',
    request: () => ({
      url: '/api/me/needs',
      payload: { zipCode: '78701', accommodations: ['Quiet Waiting Area'] },
    }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/needs-card',
    request: () => ({ url: '/api/me/needs-card' }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/me/needs-card',
    request: () => ({ url: '/api/me/needs-card', payload: cardBody }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/me/needs-card/share',
    request: async (fx, persona) => {
      await savedCardOf(fx, persona);
      return { url: '/api/me/needs-card/share' };
    },
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    route: '/api/me/needs-card/share',
    request: () => ({ url: '/api/me/needs-card/share' }),
    expect: signedIn(200),
  },
  {
    name: 'a live link',
    method: 'GET',
    route: '/api/needs-cards/:token',
    request: async (fx) => ({ url: `/api/needs-cards/${await memberShareToken(fx, true)}` }),
    expect: everyone(200),
  },
  {
    name: 'a turned-off link',
    method: 'GET',
    route: '/api/needs-cards/:token',
    request: async (fx) => ({ url: `/api/needs-cards/${await memberShareToken(fx, false)}` }),
    expect: everyone(404),
  },
];
