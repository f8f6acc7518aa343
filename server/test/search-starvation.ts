import { Agent, request } from 'node:http';

/*
 * Other visitors' latency while a few clients send the costliest searches the contracts accept
 * (decision 035): used by search-starvation.test.ts and `npm run bench --
 * --starvation`. Every client has a loopback address of its own (127.0.0.0/8 is all loopback on
 * Linux), so the server tells them apart as it would tell apart people on the internet.
 */

/*
 * The worst lines found (docs/performance.md, "Search under abuse"): twelve words, the most a line
 * may have, of kinds that cost the most. Two-letter words have no trigram index; made-up words
 * send the search through typo lookups and wider searches; common fragments match much of the
 * directory in every clause. The last word is a counter, so no two requests are alike and none
 * is answered from the cache or shares a run.
 */
export const WORST_LINES = [
  'qx zv jk wq xz vq kx jq zx qz vx',
  'qxa zvb jkc wqd xze vqf kxg jqh zxi qzj vxk',
  'dentsit austn texsa quiett sensry frendly hous childcar therapst schol librry',
  'er an on te st re al ti ra ri ro',
  'ter ent ing ion and her tha ere for nde has',
];

/* The endpoints that run the search SQL on a typed line; the refined one with filters. */
const WORST_PATHS = [
  (q: string) => `/api/providers/search?${new URLSearchParams({ q })}`,
  (q: string) =>
    `/api/providers/search?${new URLSearchParams({ q, needs: 'quiet-waiting-area,sensory-friendly-hours' })}`,
  (q: string) => `/api/providers/facets?${new URLSearchParams({ q })}`,
  (q: string) => `/api/providers/suggest?${new URLSearchParams({ q })}`,
  (q: string) => `/api/providers/picker?${new URLSearchParams({ q })}`,
];

/* What other visitors ask meanwhile, each kind measured on its own. */
const VISITOR_SEARCHES = ['dentist', 'austin', 'quiet', 'Denver, CO', 'speech therapy', 'TX'];

export type Answer = { status: number; ms: number; body: string };

/* One kept-alive connection per client, as a browser keeps one. */
const agents = new Map<string, Agent>();
const agentOf = (localAddress: string) => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};

/** One GET from the given loopback address, timed from the request to the last byte. */
export function get(base: string, path: string, localAddress: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent: agentOf(localAddress) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export type StarvationResult = {
  /** Median milliseconds per kind of visitor request. */
  medians: { providerPage: number; plainSearch: number; robots: number };
  /** Visitors' answers that were not 200. */
  visitorFailures: number;
  /** The attackers' answers by status, and how many they sent. */
  attackStatuses: Record<number, number>;
  attackRequests: number;
  attackMedianMs: number;
};

/**
 * Starts `attackers` clients that each send the worst lines back to back (one request at a time)
 * and, meanwhile, one visitor who asks `rounds` times for a provider page, a plain search and
 * /robots.txt in turn. The attack stops when the visitor is done (or after `maxMs`).
 */
export async function measureStarvation(opts: {
  base: string;
  providerId: number;
  attackers?: number;
  rounds?: number;
  maxMs?: number;
}): Promise<StarvationResult> {
  const { base, providerId, attackers = 4, rounds = 20, maxMs = 60_000 } = opts;
  const visitor = '127.0.0.2';
  const deadline = performance.now() + maxMs;
  let stopped = false;
  let sent = 0;
  const statuses: Record<number, number> = {};
  const attackTimes: number[] = [];

  const attack = async (n: number) => {
    const address = `127.0.0.${10 + n}`;
    for (let i = 0; !stopped && performance.now() < deadline; i++) {
      const line = `${WORST_LINES[i % WORST_LINES.length]} ${1000 + sent}`;
      const path = (WORST_PATHS[(i + n) % WORST_PATHS.length] as (q: string) => string)(line);
      sent += 1;
      const answer = await get(base, path, address);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      attackTimes.push(answer.ms);
    }
  };

  const times = {
    providerPage: [] as number[],
    plainSearch: [] as number[],
    robots: [] as number[],
  };
  let visitorFailures = 0;
  const visit = async () => {
    // Let the attack get going first: every attacker has a search running or queued.
    while (sent < attackers * 2 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    for (let round = 0; round < rounds && performance.now() < deadline; round++) {
      const q = VISITOR_SEARCHES[round % VISITOR_SEARCHES.length] as string;
      for (const [kind, path] of [
        ['providerPage', `/api/providers/${providerId}`],
        ['plainSearch', `/api/providers/search?${new URLSearchParams({ q })}`],
        ['robots', '/robots.txt'],
      ] as const) {
        const answer = await get(base, path, visitor);
        if (answer.status !== 200) visitorFailures += 1;
        times[kind].push(answer.ms);
      }
    }
    stopped = true;
  };

  await Promise.all([visit(), ...Array.from({ length: attackers }, (_, n) => attack(n))]);
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
  return {
    medians: {
      providerPage: median(times.providerPage),
      plainSearch: median(times.plainSearch),
      robots: median(times.robots),
    },
    visitorFailures,
    attackStatuses: statuses,
    attackRequests: sent,
    attackMedianMs: median(attackTimes),
  };
}
