import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';
import { DEMO_UNLINKED_ACCOUNT, loadBusinessDemo } from '../db/seed/business-demo';
import { seedPhotoDemo } from '../db/seed/photo-demo';
import { clearDatabase, DEMO_ACCOUNTS, isDatabaseEmpty, seedDatabase } from '../db/seed/seed';
import { seedStaffTrainingDemo } from '../db/seed/staff-training-demo';
import { seedVerificationDemo } from '../db/seed/verification-demo';
import { createLocalStorage } from '../plugins/storage';
import { createS3Storage } from '../storage/s3-storage';

const USAGE = `Usage: npm run db:seed [-- --force] [-- --providers N --reviews N --seed N]

Loads deterministic demo data (businesses, families, reviews) and four demo sign-in accounts
into the configured database (DATABASE_URL, or the embedded database under DATA_DIR).

  --force         DELETE every user, account, business, review and related row first
  --providers N   number of businesses (default 320)
  --reviews N     number of reviews (default 1200)
  --seed N        random seed (default 42); the same seed always gives the same data`;

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        force: { type: 'boolean', default: false },
        providers: { type: 'string' },
        reviews: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const args = readArgs();
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfigOrExit();

const options = {
  providers: wholeNumber('providers', args.values.providers),
  reviews: wholeNumber('reviews', args.values.reviews),
  seed: wholeNumber('seed', args.values.seed),
};

const database = await openDatabase(databaseOptionsFrom(config));
const where =
  database.mode === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database under ${config.dataDir}`;
try {
  await database.migrate();
  if (await prepare()) await load();
} finally {
  await database.close();
}

/** False when the database already holds data and --force was not given. */
async function prepare(): Promise<boolean> {
  if (await isDatabaseEmpty(database.db)) return true;
  if (!args.values.force) {
    console.error(
      `Refusing to seed: ${where} already has businesses.\nRun \`npm run db:seed -- --force\` to DELETE ALL existing data and load the demo data instead.`,
    );
    process.exitCode = 1;
    return false;
  }
  console.warn(
    [
      '',
      `!!! --force: DELETING ALL DATA in ${where}`,
      '!!! Every user, account, session, business, review, favourite, role, profile,',
      '!!! moderation log entry, signup/upload token and stored-file record is being removed.',
      '',
    ].join('\n'),
  );
  await clearDatabase(database.db);
  console.warn('All existing data deleted.');
  return true;
}

async function load(): Promise<void> {
  const startedAt = performance.now();
  const counts = await seedDatabase(database.db, options);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Demo data loaded into ${where} in ${seconds} s:`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(12)} ${n}`);
  console.log('\nDemo sign-in accounts (development and demos only):');
  for (const a of DEMO_ACCOUNTS) {
    console.log(`  ${a.email.padEnd(26)} ${a.password}   ${a.role ?? 'member (no role)'}`);
  }
  /* The demo's files go where the server will look for them: the bucket when STORAGE_URL names one. */
  const bucket = config.storage.kind === 's3' ? createS3Storage(config.storage) : null;
  const storage = bucket ?? createLocalStorage(path.join(config.dataDir, 'storage'));
  try {
    await seedVerificationDemo(database.db, storage);
    await loadBusinessDemo({ db: database.db, storage, config, log: console.log });
    await seedPhotoDemo(database.db, storage);
    await seedStaffTrainingDemo(database.db, storage);
  } finally {
    bucket?.destroy();
  }
  const u = DEMO_UNLINKED_ACCOUNT;
  console.log(`  ${u.email.padEnd(26)} ${u.password}   ${u.role} (no business linked)`);
}
