import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { DEFAULT_TUNING, type Tuning } from './find-providers';

export type ProviderOverrides = Partial<typeof providers.$inferInsert>;

let counter = 0;

/** Test factory: one visible provider with plain defaults; override what the test is about. */
export async function insertProvider(db: Db, overrides: ProviderOverrides = {}): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(providers)
    .values({
      name: `Test Provider ${counter}`,
      category: 'Dentist',
      location: 'Springfield, IL',
      zip_code: '62701',
      accommodation_status: 'verified',
      ...overrides,
    })
    .returning({ id: providers.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Test factory: `count` places known only from a public registry (tier_rank -1), dentists named
 * `namePrefix` and a zero-padded number (1 to count), with NPIs from firstNpi + 1.
 */
export async function insertRegistryPlaces(
  db: Db,
  opts: {
    count: number;
    namePrefix: string;
    digits: number;
    location: string;
    zip: string;
    firstNpi: number;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO providers (name, category, location, zip_code, accommodations,
      accommodation_status, source, external_id, registry_status)
    SELECT ${opts.namePrefix} || lpad(i::text, ${opts.digits}, '0'), 'Dentist', ${opts.location},
      ${opts.zip}, '', 'verified', 'nppes', (${opts.firstNpi}::bigint + i)::text, 'imported'
    FROM generate_series(1, ${opts.count}) AS i`);
}

/*
 * The search's tuning scaled down to a directory of hundreds of places: a sample of 100, a head
 * of 10 and walks of at most 600 entries, the proportions of the defaults at a million places.
 */
export const SMALL_DIRECTORY_TUNING: Tuning = {
  ...DEFAULT_TUNING,
  headSize: 10,
  sampleSize: 100,
  maxWalk: 600,
  lookupBaseCost: 50,
};
