import { and, eq } from 'drizzle-orm';
import { needs_card_sends, needs_cards } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Needs cards sent ahead (decision 070). The member's routes act on the session's own sends (each
 * persona its own); a send is read only by the receiving place's business admin: another family,
 * another business, moderators and admins get 404, as for a send that does not exist.
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
const receivingBusinessOnly = (status: number): Expect => ({
  anonymous: 401,
  member: 404,
  businessAdmin: status,
  otherBusinessAdmin: 404,
  moderator: 404,
  admin: 404,
});

const CARD = {
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
    .values({ user_id: user.id, accommodations: CARD.accommodations, note: CARD.note })
    .onConflictDoNothing();
}

const eqSend = (userId: string, providerId: number) =>
  and(eq(needs_card_sends.user_id, userId), eq(needs_card_sends.provider_id, providerId));

/** A fresh send of the member's card to the businessAdmin persona's place. */
async function freshSend(fx: AuthzFixture): Promise<number> {
  const user = fx.users.member;
  if (!user) throw new Error('the matrix signs the member in');
  await fx.db.delete(needs_card_sends).where(eqSend(user.id, fx.ownProviderId));
  const [row] = await fx.db
    .insert(needs_card_sends)
    .values({ user_id: user.id, provider_id: fx.ownProviderId, card: CARD })
    .returning({ id: needs_card_sends.id });
  if (!row) throw new Error('needs_card_sends insert returned no row');
  return row.id;
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/me/needs-card-sends',
    request: () => ({ url: '/api/me/needs-card-sends' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/needs-card-sends/providers/:providerId',
    request: (fx) => ({ url: `/api/me/needs-card-sends/providers/${fx.ownProviderId}` }),
    expect: signedIn(200),
  },
  {
    name: 'to a place with a business account, each persona its own card',
    method: 'POST',
    route: '/api/me/needs-card-sends',
    request: async (fx, persona) => {
      await savedCardOf(fx, persona);
      const user = fx.users[persona];
      if (user) await fx.db.delete(needs_card_sends).where(eqSend(user.id, fx.otherProviderId));
      return { url: '/api/me/needs-card-sends', payload: { providerId: fx.otherProviderId } };
    },
    expect: signedIn(201),
  },
  {
    name: "the member's own send / another's",
    method: 'DELETE',
    route: '/api/me/needs-card-sends/:id',
    request: async (fx) => ({ url: `/api/me/needs-card-sends/${await freshSend(fx)}` }),
    expect: { ...signedIn(404), member: 200 },
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/needs-card-sends',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/needs-card-sends` }),
    expect: receivingBusinessOnly(200),
  },
  {
    method: 'GET',
    route: '/api/business/needs-card-sends/:id',
    request: async (fx) => ({ url: `/api/business/needs-card-sends/${await freshSend(fx)}` }),
    expect: receivingBusinessOnly(200),
  },
  {
    method: 'POST',
    route: '/api/business/needs-card-sends/:id/read',
    request: async (fx) => ({ url: `/api/business/needs-card-sends/${await freshSend(fx)}/read` }),
    expect: receivingBusinessOnly(200),
  },
];
