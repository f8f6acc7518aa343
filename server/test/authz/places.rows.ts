import type { AuthzRow } from './types';

/*
 * The places slice (decision 030): the map's settings are public; refined searches
 * (filters, radius) are the public search route with more parameters, the same for everyone.
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
    route: '/api/map-settings',
    request: () => ({ url: '/api/map-settings' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/providers/facets',
    request: () => ({ url: '/api/providers/facets?q=dentist&needs=quiet-waiting-area' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/places/nearest-zip',
    request: () => ({ url: '/api/places/nearest-zip?latitude=30.2434&longitude=-97.7672' }),
    expect: everyone(200),
  },
];
