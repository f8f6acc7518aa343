import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { databaseOptionsFrom, openDatabase } from './db/client';
import { loadBusinessDemo } from './db/seed/business-demo';
import { seedPhotoDemo } from './db/seed/photo-demo';
import { isDatabaseEmpty, seedDatabase } from './db/seed/seed';
import { seedStaffTrainingDemo } from './db/seed/staff-training-demo';
import { seedVerificationDemo } from './db/seed/verification-demo';
import { createPromotionExpiry } from './features/promotion/expire-promotions';
import { createFollowChangesWorker } from './jobs/follow-changes-worker';
import { createOutboxWorker } from './jobs/outbox-worker';
import { createVisitBitsJob } from './jobs/visit-bits-job';

/*
 * WEB_CONCURRENCY=N (decision 055): the first process forks N server processes that share the
 * port (node:cluster hands each new connection to one of them) and does no work itself but keep
 * them running: one that dies is started again, a signal is passed to all, and it exits once they
 * have. Each runs main() as a single process would; migrations take PostgreSQL's advisory lock,
 * the answer caches listen for each other's changes, the outbox claims each mail once. Only the
 * first seeds demo data. The configuration is read here first, so a generated AUTH_SECRET file
 * exists before the processes read it.
 */
const WORKER_INDEX = 'CALMPATH_WORKER_INDEX';

function runProcesses(count: number) {
  let stopping = false;
  let failed = false;
  /* A process that cannot start (the port taken, the database gone) is not started forever. */
  let quickEnds = 0;
  const fork = (index: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt < 10_000 && ++quickEnds >= 3 * count) {
        console.error('Server processes keep ending as they start: stopping.');
        stopping = true;
        failed = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
        return;
      }
      console.error(
        `Server process ${index + 1} of ${count} ended (${signal ?? `exit code ${code}`}): starting it again`,
      );
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  for (let index = 0; index < count; index += 1) fork(index);
  let stopSignal: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on('exit', (_worker, code, signal) => {
    /*
     * Only how they stop counts: one that died before was started again. A process still starting
     * when the signal came (no handler of its own yet) ends by that signal: a clean stop too.
     */
    if (stopping && code !== 0 && !(stopSignal && signal === stopSignal)) failed = true;
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  /* performance.now() counts from process start, so this is the time spent loading modules. */
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  let mark = performance.now();
  const lap = (name: string) => {
    phases[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  const config = loadConfigOrExit();
  if (cluster.isPrimary && config.processes > 1) {
    runProcesses(config.processes);
    return;
  }
  const firstProcess = (process.env[WORKER_INDEX] ?? '0') === '0';

  /* Before the app (and its logger) exists: a line in pino's shape, shown short by start.mjs. */
  const progress = (msg: string) => {
    if (['trace', 'debug', 'info'].includes(config.logLevel)) {
      process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg })}\n`);
    }
  };
  const options = databaseOptionsFrom(config);
  progress(
    options.mode === 'pglite'
      ? `Opening the embedded database in ${options.dataDir} (the first start creates it: about 10 s)…`
      : 'Connecting to PostgreSQL…',
  );
  const database = await openDatabase(options);
  lap('openDatabase');
  progress('Applying database migrations…');
  await database.migrate();
  lap('migrate');
  progress('Starting the web server…');

  const app = await buildApp({ config, database });
  lap('buildApp');
  if (config.seedOnEmpty && firstProcess && (await isDatabaseEmpty(database.db))) {
    app.log.info('Empty embedded database: loading demo data (set SEED_ON_EMPTY=false to skip)…');
    const counts = await seedDatabase(database.db);
    await seedVerificationDemo(database.db, app.storage);
    app.log.info(counts, 'Demo data loaded');
    const log = (message: string) => app.log.info(message);
    await loadBusinessDemo({ db: database.db, storage: app.storage, config, log });
    await seedPhotoDemo(database.db, app.storage);
    await seedStaffTrainingDemo(database.db, app.storage);
  }

  /* Sends queued e-mails (decision 011); stops with the app, so SIGTERM waits for a send. */
  const outbox = createOutboxWorker({ db: database.db, mailer: app.mailer, log: app.log });
  app.addHook('onClose', () => outbox.stop());
  /* Ends promotions at their expiry date, for search and badges too (decision 041). */
  const promotionExpiry = createPromotionExpiry(app);
  app.addHook('onClose', () => promotionExpiry.stop());
  /* Queues the e-mails of saved places' changes for the outbox (decision 072). */
  const followChanges = createFollowChangesWorker(app);
  app.addHook('onClose', () => followChanges.stop());
  /* Moves search's 'quiet hour this week' and 'staff trained' bits on with the calendar (068). */
  const visitBits = createVisitBitsJob(app);
  app.addHook('onClose', () => visitBits.stop());

  /*
   * Graceful stop (decision 054): readiness answers 503 first; then app.close() stops accepting
   * connections and waits for the requests in flight, then its onClose hooks stop the outbox
   * worker after the mail being sent, the promotion expiry, the mailer and Redis; then the
   * database closes. A request or job still running after SHUTDOWN_GRACE_SECONDS is cut off.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.readiness.shuttingDown = true;
    app.log.info(`${signal}: shutting down`);
    const seconds = config.shutdownGraceMs / 1000;
    setTimeout(() => {
      app.log.error(`Shutdown took more than ${seconds} s: exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  /*
   * Fastify logs one "Server listening" line per network interface; the ready line below names
   * the one address visitors should open (SITE_URL), so those are left out.
   */
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  lap('listen');
  outbox.start();
  promotionExpiry.start();
  followChanges.start();
  visitBits.start();
  app.log.info(
    { startupMs: phases },
    `CalmPath is ready at ${config.siteUrl} (database: ${database.mode}) ${Math.round(performance.now())} ms after the process started`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
