import type { AuthzFixture, AuthzRow, Persona } from './types';

/*
 * /metrics (decision 058): no session, whatever its role, opens it; only METRICS_TOKEN does, as
 * `Authorization: Bearer`. The matrix sets the token (matrix.test.ts).
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

function metricsToken(fx: AuthzFixture): string {
  const token = fx.app?.config.metricsToken;
  if (!token) throw new Error('the matrix sets METRICS_TOKEN');
  return token;
}

export const rows: AuthzRow[] = [
  {
    name: 'no token',
    method: 'GET',
    route: '/metrics',
    request: () => ({ url: '/metrics' }),
    expect: everyone(401),
  },
  {
    name: 'a wrong token',
    method: 'GET',
    route: '/metrics',
    request: (fx) => ({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken(fx).slice(0, -1)}!` },
    }),
    expect: everyone(401),
  },
  {
    name: 'the token in the query string',
    method: 'GET',
    route: '/metrics',
    request: (fx) => ({ url: `/metrics?token=${metricsToken(fx)}` }),
    expect: everyone(401),
  },
  {
    name: 'METRICS_TOKEN',
    method: 'GET',
    route: '/metrics',
    request: (fx) => ({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken(fx)}` },
    }),
    expect: everyone(200),
  },
];
