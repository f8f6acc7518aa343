import { place_duplicate_pairs } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/* Possible duplicate places (decision 063): merging moves business accounts and promotions. */
const adminOnly: Record<Persona, number> = {
  anonymous: 401,
  member: 403,
  businessAdmin: 403,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 200,
};

/** A fresh open pair of two look-alike places, so each persona's request has its own. */
async function openPair(fx: AuthzFixture) {
  const a = await fx.makeProvider({ name: 'Look-alike Dental', zip_code: '78701' });
  const b = await fx.makeProvider({ name: 'Look-alike Dental', zip_code: '78701' });
  const [pair] = await fx.db
    .insert(place_duplicate_pairs)
    .values({
      first_provider_id: Math.min(a, b),
      second_provider_id: Math.max(a, b),
      reason: 'name_zip',
    })
    .returning({ id: place_duplicate_pairs.id });
  return { pairId: pair?.id ?? 0, keep: Math.min(a, b) };
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/admin/place-duplicates',
    request: () => ({ url: '/api/admin/place-duplicates' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/place-duplicates/scan',
    request: () => ({ url: '/api/admin/place-duplicates/scan' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/place-duplicates/:pairId/merge',
    request: async (fx) => {
      const { pairId, keep } = await openPair(fx);
      return {
        url: `/api/admin/place-duplicates/${pairId}/merge`,
        payload: { keepProviderId: keep },
      };
    },
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/place-duplicates/:pairId/keep-apart',
    request: async (fx) => ({
      url: `/api/admin/place-duplicates/${(await openPair(fx)).pairId}/keep-apart`,
    }),
    expect: adminOnly,
  },
];
