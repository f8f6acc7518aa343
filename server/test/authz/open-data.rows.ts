import type { AuthzRow } from './types';

export const rows: AuthzRow[] = [
  {
    /* A public download of the OpenStreetMap-derived listings (decision 060). */
    method: 'GET',
    route: '/api/open-data/osm-places.csv',
    request: () => ({ url: '/api/open-data/osm-places.csv' }),
    expect: {
      anonymous: 200,
      member: 200,
      businessAdmin: 200,
      otherBusinessAdmin: 200,
      moderator: 200,
      admin: 200,
    },
  },
];
