import type { AuthzRow } from './types';

/*
 * The search slice (decision 021): searching and suggestions are public, for every
 * persona alike; pending providers are hidden by the query itself, not by who asks.
 */
const everyone = (status: number): AuthzRow['expect'] => ({
  anonymous: status,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/providers/search',
    request: () => ({ url: '/api/providers/search?q=dentist%20austin' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/providers/suggest',
    request: () => ({ url: '/api/providers/suggest?q=dentist%20aus' }),
    expect: everyone(200),
  },
];
