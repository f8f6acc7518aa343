import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFrom, openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './db/seed/seed';

async function main() {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(databaseOptionsFrom(config));
  await database.migrate();

  const app = await buildApp({ config, database });
  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    app.log.info('Empty embedded database: loading demo data (set SEED_ON_EMPTY=false to skip)…');
    const counts = await seedDatabase(database.db);
    app.log.info(counts, 'Demo data loaded');
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `CalmPath is ready at ${config.siteUrl} (database: ${database.mode}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
