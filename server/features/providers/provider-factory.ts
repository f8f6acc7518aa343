import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

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
