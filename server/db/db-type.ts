import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/*
 * Both drivers produce a PgDatabase over the same schema. We type the handle as the node-postgres
 * flavour; the query builder API the app uses is identical on PGlite. In a file of its own so that
 * what client.ts imports (zip-centroids.ts) can name it without importing client.ts back.
 */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
