import type { AuthzRow, Persona } from './types';

/* The account's language (decision 062): each signed-in member reads and sets their own. */

type Expect = Record<Persona, number>;
const signedIn = (status: number): Expect => ({
  anonymous: 401,
  member: status,
  businessAdmin: status,
  otherBusinessAdmin: status,
  moderator: status,
  admin: status,
});

export const rows: AuthzRow[] = [
  {
    method: 'GET',
    route: '/api/me/locale',
    request: () => ({ url: '/api/me/locale' }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/me/locale',
    request: () => ({ url: '/api/me/locale', payload: { locale: 'en' } }),
    expect: signedIn(200),
  },
];
