import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recomputeConfirmedAccommodations } from '../../features/providers/confirmed-accommodations';
import { writeProfileStats } from '../../features/providers/profile-stats';
import type { Db } from '../client';
import { accounts, users } from '../schema/auth';
import {
  favorites,
  profiles,
  providers,
  type Role,
  reviews,
  user_roles,
} from '../schema/directory';
import { DEMO_BASE_DATE } from './demo-time';
import { seedFollowChangesDemo } from './follow-changes-demo';
import { type GenerateOptions, generateDemoData } from './generate';
import { seedNeedsCardSendDemo } from './needs-card-send-demo';
import { seedQuietHoursDemo } from './quiet-hours-demo';
import { demoProfileEntries } from './visit-demo';
import { seedVisitMessageDemo } from './visit-message-demo';

export const DEMO_PASSWORD = 'calmpath-demo';

export type DemoAccount = {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role | null;
};

/** Sign-in accounts for trying each role. Printed by `npm run db:seed` and shown in README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'demo-admin',
    email: 'admin@calmpath.local',
    password: DEMO_PASSWORD,
    name: 'Avery Admin',
    role: 'admin',
  },
  {
    id: 'demo-moderator',
    email: 'moderator@calmpath.local',
    password: DEMO_PASSWORD,
    name: 'Morgan Moderator',
    role: 'moderator',
  },
  {
    id: 'demo-member',
    email: 'member@calmpath.local',
    password: DEMO_PASSWORD,
    name: 'Casey Member',
    role: null,
  },
  {
    id: 'demo-owner',
    email: 'owner@calmpath.local',
    password: DEMO_PASSWORD,
    name: 'Olive Owner',
    role: 'business_admin',
  },
];

/** The provider the demo business owner manages. */
export const DEMO_OWNER_PROVIDER_ID = 1;

export type SeedOptions = GenerateOptions;

export type SeedCounts = {
  users: number;
  profiles: number;
  providers: number;
  reviews: number;
  favorites: number;
  user_roles: number;
  accounts: number;
};

/* Kept well under PostgreSQL's 65,535 bind parameters per statement (providers have ~30 columns). */
const BATCH_SIZE = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertInBatches(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(i, i + BATCH_SIZE) as never);
  }
}

/** True when no business has been listed yet: the signal to load demo data on first start. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).limit(1);
  return rows.length === 0;
}

/**
 * Loads the deterministic demo data set and the four demo sign-in accounts in one transaction,
 * so a failure leaves the database as it was. Expects an empty database (see clearDatabase).
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedCounts> {
  const data = generateDemoData(opts);
  // scrypt is deliberately slow: one hash serves all four accounts, which share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = DEMO_BASE_DATE;

  const accountUsers = DEMO_ACCOUNTS.map((a) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    emailVerified: true,
    createdAt: created,
    updatedAt: created,
  }));
  const accountRows = DEMO_ACCOUNTS.map((a) => ({
    id: `${a.id}-credential`,
    accountId: a.id,
    providerId: 'credential',
    userId: a.id,
    password: passwordHash,
    createdAt: created,
    updatedAt: created,
  }));
  const accountProfiles = DEMO_ACCOUNTS.map((a) => ({
    id: a.id,
    email: a.email,
    full_name: a.name,
    created_at: created,
  }));
  const accountRoles = DEMO_ACCOUNTS.flatMap((a) =>
    a.role ? [{ user_id: a.id, role: a.role, created_at: created }] : [],
  );
  // The member starts with a few saved businesses so My Favorites is not empty on first look.
  const memberFavorites = data.providers
    .filter((p) => p.accommodation_status === 'verified')
    .slice(0, 3)
    .map((p) => ({ user_id: 'demo-member', provider_id: p.id, created_at: created }));

  const allUsers = [...data.users, ...accountUsers];
  const allProfiles = [...data.profiles, ...accountProfiles];
  const allRoles = [...data.user_roles, ...accountRoles];
  const allFavorites = [...data.favorites, ...memberFavorites];

  await db.transaction(async (tx) => {
    await insertInBatches(tx, users, allUsers);
    await insertInBatches(tx, accounts, accountRows);
    await insertInBatches(tx, profiles, allProfiles);
    await insertInBatches(tx, user_roles, allRoles);
    await insertInBatches(tx, providers, data.providers);
    await insertInBatches(tx, reviews, data.reviews);
    await writeProfileStats(tx, demoProfileEntries(data.providers, data.reviews));
    // What families confirmed, for the 'confirmed by families only' filter (decision 030).
    await recomputeConfirmedAccommodations(
      tx,
      data.providers.map((p) => p.id),
    );
    await insertInBatches(tx, favorites, allFavorites);
    if (data.providers.some((p) => p.id === DEMO_OWNER_PROVIDER_ID)) {
      await tx
        .update(providers)
        .set({ business_admin_user_id: 'demo-owner' })
        .where(eq(providers.id, DEMO_OWNER_PROVIDER_ID));
    }
    await seedNeedsCardSendDemo(tx);
    await seedQuietHoursDemo(tx);
    await seedVisitMessageDemo(tx);
    await seedFollowChangesDemo(tx);
    // Rows were inserted with explicit ids; move the sequences past them so new rows do not clash.
    for (const table of ['providers', 'reviews'] as const) {
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
        ),
      );
    }
  });

  return {
    users: allUsers.length,
    profiles: allProfiles.length,
    providers: data.providers.length,
    reviews: data.reviews.length,
    favorites: allFavorites.length,
    user_roles: allRoles.length,
    accounts: accountRows.length,
  };
}

/**
 * Deletes every user, account, business, review and related row (audit log, tokens, file records)
 * and restarts the id sequences. Only for `npm run db:seed -- --force` and tests.
 */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      'TRUNCATE TABLE reviews, favorites, user_roles, profiles, moderation_logs, business_signup_tokens, upload_tokens, stored_files, providers, sessions, accounts, verifications, users RESTART IDENTITY CASCADE',
    ),
  );
}
