import { quiet_hours } from '../../db/schema';
import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * Quiet hours and sensory-friendly sessions (decision 068): anyone reads a visible place's list
 * and calendar files; only the place's own business admin lists, adds and removes them (admins
 * and moderators included: it is the business's own word).
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
const ownerOnly = (status: number): Expect => ({
  anonymous: 401,
  member: 403,
  businessAdmin: status,
  otherBusinessAdmin: 403,
  moderator: 403,
  admin: 403,
});

async function entryOf(fx: AuthzFixture): Promise<string> {
  const [row] = await fx.db
    .insert(quiet_hours)
    .values({
      provider_id: fx.ownProviderId,
      kind: 'quiet-hour',
      weekdays: 127,
      start_minute: 480,
      end_minute: 540,
    })
    .returning({ id: quiet_hours.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/providers/:id/quiet-hours',
    request: (fx) => ({ url: `/api/providers/${fx.ownProviderId}/quiet-hours` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/providers/:id/quiet-hours/:quietHourId/calendar.ics',
    request: async (fx) => ({
      url: `/api/providers/${fx.ownProviderId}/quiet-hours/${await entryOf(fx)}/calendar.ics`,
    }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/business/providers/:providerId/quiet-hours',
    request: (fx) => ({ url: `/api/business/providers/${fx.ownProviderId}/quiet-hours` }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/business/providers/:providerId/quiet-hours',
    request: (fx) => ({
      url: `/api/business/providers/${fx.ownProviderId}/quiet-hours`,
      payload: { kind: 'quiet-hour', weekdays: [2], startTime: '08:00', endTime: '09:00' },
    }),
    expect: ownerOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/business/providers/:providerId/quiet-hours/:quietHourId',
    request: async (fx) => ({
      url: `/api/business/providers/${fx.ownProviderId}/quiet-hours/${await entryOf(fx)}`,
    }),
    expect: ownerOnly(204),
  },
];
