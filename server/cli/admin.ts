import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';
import { ROLES } from '../db/schema';
import { createBusinessLink } from '../features/business/create-business-link';
import { createUser } from '../features/users/create-user';
import { grantRole } from '../features/users/grant-role';
import { importCommand } from '../import/import-command';
import { AppError } from '../lib/app-error';
import { createMailer } from '../mail/mailer';
import { createAuth } from '../plugins/auth';
import { backup, restore } from './backup-commands';
import { migrateStorage } from './storage-commands';

const USAGE = `Usage:
  npm run admin -- create-user --email E --password P [--name N] [--role ${ROLES.join('|')}]
  npm run admin -- grant-role --email E --role ${ROLES.join('|')}
  npm run admin -- business-link --provider ID --kind signup|upload
  npm run admin -- backup --out FILE
  npm run admin -- restore --from FILE [--force]
  npm run admin -- storage migrate --to s3://bucket[/prefix]
  npm run admin -- import nppes --file FILE.csv [--states TX,CA] [--taxonomies CODE,…] [--dry-run]
  npm run admin -- import osm --file FILE.osm.pbf|FILE.geojson [--dry-run]`;

const COMMANDS = ['create-user', 'grant-role', 'business-link', 'backup', 'restore', 'storage'];

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'import') return importCommand(rest);
  /* `storage` takes a subcommand before its options. */
  const subcommand = command === 'storage' ? rest.shift() : undefined;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      provider: { type: 'string' },
      kind: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      to: { type: 'string' },
    },
    strict: true,
  });
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'business-link') return businessLink(values.provider, values.kind);
  if (command === 'storage') {
    if (subcommand !== 'migrate' || !values.to) {
      console.error(USAGE);
      return 2;
    }
    return migrateStorage(values.to);
  }
  if (command === 'backup' || command === 'restore') {
    const file = command === 'backup' ? values.out : values.from;
    if (!file) {
      console.error(USAGE);
      return 2;
    }
    return command === 'backup' ? backup(file) : restore(file, values.force ?? false);
  }
  if (
    !values.email ||
    (command === 'create-user' && !values.password) ||
    (command === 'grant-role' && !values.role)
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.migrate();
    if (command === 'create-user') {
      const mailer = createMailer({
        from: config.mailFrom,
        mailDir: `${config.dataDir}/mail`,
        log: console,
      });
      const auth = createAuth({ config, db: database.db, mailer });
      const user = await createUser(auth, database.db, {
        email: values.email,
        password: values.password ?? '',
        name: values.name,
        role: values.role,
      });
      console.log(
        `Created ${user.email}${values.role ? ` with role ${values.role}` : ''} (id ${user.id}).`,
      );
    } else {
      const granted = await grantRole(database.db, {
        email: values.email,
        role: values.role ?? '',
      });
      console.log(`Granted ${granted.role} to ${values.email}.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

/**
 * Prints a fresh one-time link for a business (a lost e-mail, a phone request). The embedded
 * database allows one process: stop the server first; with PostgreSQL it can run any time.
 */
async function businessLink(provider: string | undefined, kind: string | undefined) {
  const providerId = Number(provider);
  if (
    !Number.isInteger(providerId) ||
    providerId <= 0 ||
    (kind !== 'signup' && kind !== 'upload')
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.migrate();
    const url = await createBusinessLink(database.db, {
      providerId,
      kind,
      siteUrl: config.siteUrl,
    });
    console.log(`One-time ${kind} link for provider ${providerId} (valid 7 days, single use):`);
    console.log(url);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
